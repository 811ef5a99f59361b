import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFound } from '@/components/page/NotFound';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { brand } from '@/lib/config';
import { notFoundSegment } from '@/lib/routes';

// The export writes one localized 404 page per language (out/<locale>/404.html, English at
// out/404.html); the service and static hosts answer unknown paths with it and status 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: [notFoundSegment] }];
}

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(props), namespace: 'meta' });
  return {
    title: `${t('notFound.title')} | ${brand.name}`,
    description: t('notFound.description'),
    robots: { index: false },
  };
}

export default async function NotFoundPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return <NotFound />;
}
