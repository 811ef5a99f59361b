import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import { IntentLink } from './IntentLink';

/**
 * Internal link (server component): adds the page's language prefix to a route of
 * lib/routes.ts, so no link types it by hand; client navigation comes from next/link, its data
 * fetched when a visitor reaches for the link (IntentLink).
 * Rendered on the server, it adds no i18n code to the browser's bundle.
 */
export async function Link({ href, ...props }: ComponentProps<typeof IntentLink>) {
  const locale = await getLocale();
  return <IntentLink href={withLocale(isLocale(locale) ? locale : defaultLocale, href)} {...props} />;
}
