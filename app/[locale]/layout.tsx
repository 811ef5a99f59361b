import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Activity, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Banners } from '@/components/banners/Banners';
import { OfficialUrls } from '@/components/banners/OfficialUrls';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { JsonLd } from '@/components/page/JsonLd';
import { PrefetchOnIntent } from '@/components/layout/PrefetchOnIntent';
import { RouteChangeEffects } from '@/components/layout/RouteChangeEffects';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { InvokerFallback } from '@/components/ui/InvokerFallback';
import { appIcon, brand, siteUrl } from '@/lib/config';
import { fontStylesheet, linkedStylesheetUrl, preloadedFontUrl } from '@/lib/fonts';
import { defaultLocale, localeInfo, locales } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { disclosureScript } from '@/lib/disclosure';
import { storedLanguageScript } from '@/lib/i18n/stored-language';
import { siteGraph } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: brand.name,
  applicationName: brand.name,
  icons: { icon: appIcon },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: brand.colors.blue,
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('common');
  const { dir } = localeInfo(locale);
  const fontsheet = linkedStylesheetUrl(locale);
  // Manrope's Latin file draws the header and, in most languages, the hero: fetch it with the HTML.
  preload(preloadedFontUrl(), { as: 'font', type: 'font/woff2', crossOrigin: '' });

  return (
    <html lang={locale} dir={dir}>
      <head>
        {/* This language's faces only; unicode-range keeps unused files from being fetched. */}
        <style dangerouslySetInnerHTML={{ __html: fontStylesheet(locale) }} />
        {/* A CJK family's faces, for a visit without JavaScript; with it, the loader of
            lib/after-paint.ts adds the slices the page lists, and this file is never fetched. */}
        {fontsheet && (
          <noscript>
            <link rel="stylesheet" href={fontsheet} />
          </noscript>
        )}
        {locale === defaultLocale && (
          // Runs before paint: a visitor who chose another language is moved to it at once.
          <script dangerouslySetInnerHTML={{ __html: storedLanguageScript }} />
        )}
        {/* Questions, tabs and Load more work from the first paint, before any island. */}
        <script dangerouslySetInnerHTML={{ __html: disclosureScript }} />
        <JsonLd data={siteGraph()} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/*
          Each part of the page hydrates on its own (an Activity boundary): React hydrates and
          commits the parts one by one, at low priority, in tasks of a few milliseconds, where one
          commit of the whole page ran every island's effects and first re-render in one long task
          (README, What moved the figures). A tap on a part not yet hydrated hydrates that part at
          once. The boundaries add only comments to the HTML.
        */}
        {/* First in the body: on a first visit it opens before the rest of the page is read. */}
        <Activity mode="visible">
          <OfficialUrls />
        </Activity>
        <Activity mode="visible">
          <Header locale={locale} />
        </Activity>
        <main id="main" tabIndex={-1}>
          <Activity mode="visible">{children}</Activity>
        </main>
        <Activity mode="visible">
          <Footer locale={locale} />
        </Activity>
        <Activity mode="visible">
          <Banners />
          <ScrollToTopButton label={t('scrollToTop')} />
        </Activity>
        <RouteChangeEffects />
        <PrefetchOnIntent />
        <InvokerFallback />
      </body>
    </html>
  );
}
