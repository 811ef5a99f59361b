import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import { intentAttribute } from '@/lib/prefetch';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * Internal link (server component): adds the page's language prefix to a route of
 * lib/routes.ts, so no link types it by hand; client navigation comes from next/link.
 * Rendered on the server, it adds no i18n code to the browser's bundle.
 * It does not prefetch when it scrolls into view (13 pages, about 50 KB, fetched and parsed after
 * each load of the home page, paid by a visitor on a slow phone for pages they do not open):
 * PrefetchOnIntent fetches a link's page when a visitor reaches for it.
 */
export async function Link({ href, ...props }: Props) {
  const locale = await getLocale();
  return (
    <NextLink
      href={withLocale(isLocale(locale) ? locale : defaultLocale, href)}
      prefetch={false}
      {...{ [intentAttribute]: '' }}
      {...props}
    />
  );
}
