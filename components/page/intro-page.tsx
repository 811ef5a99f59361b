import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/page/PageIntro';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { routeMetadata } from '@/lib/metadata';
import type { RouteKey } from '@/lib/routes';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

export async function pageLocale({ params }: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}

/**
 * A page made of its introduction band alone (heading and lead text from the route's
 * namespace) with its metadata; pages grow their own sections by replacing this.
 */
export function createIntroPage(key: Exclude<RouteKey, 'home'>) {
  return {
    generateMetadata: async (props: LocaleParams) => routeMetadata(await pageLocale(props), key),
    Page: async function IntroPage(props: LocaleParams) {
      setRequestLocale(await pageLocale(props));
      return <PageIntro page={key} />;
    },
  };
}
