import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * Internal link (server component): adds the page's language prefix to a route of
 * lib/routes.ts, so no link types it by hand; client navigation comes from next/link.
 * Rendered on the server, it adds no i18n code to the browser's bundle.
 */
export async function Link({ href, ...props }: Props) {
  const locale = await getLocale();
  return <NextLink href={withLocale(isLocale(locale) ? locale : defaultLocale, href)} {...props} />;
}
