// The schema.org data of every page of the export, read from the built HTML in out/ (no browser
// needed): Organization and WebSite everywhere, MobileApplication on the home and downloads
// pages, BreadcrumbList on inner pages, FAQPage on /FAQ, each in the shape search engines expect.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { expect, test } from './fixtures';
import { exportFile, out } from './pages';
import { brand, emails, siteUrl, socialLinks, stores } from '@/lib/config';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { routeKeys, routes, type RouteKey } from '@/lib/routes';

function read(file: string) {
  const html = fs.readFileSync(file, 'utf8');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { blocks, canonical };
}

const messages = (locale: Locale, namespace: string) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'messages', locale, `${namespace}.json`), 'utf8'),
  );

const context = z.literal('https://schema.org');
const organizationRef = z.strictObject({ '@id': z.string() });

const organization = z.strictObject({
  '@type': z.literal('Organization'),
  '@id': z.string().startsWith(siteUrl),
  name: z.literal(brand.name),
  legalName: z.literal(brand.company),
  url: z.literal(siteUrl),
  logo: z.url().startsWith(`${siteUrl}/`),
  sameAs: z.array(z.url()),
  contactPoint: z.array(
    z.strictObject({ '@type': z.literal('ContactPoint'), contactType: z.string().min(3), email: z.email() }),
  ),
});
const website = z.strictObject({
  '@type': z.literal('WebSite'),
  '@id': z.string().startsWith(siteUrl),
  name: z.literal(brand.name),
  url: z.literal(siteUrl),
  inLanguage: z.array(z.string()),
  publisher: organizationRef,
});
const siteGraph = z.strictObject({ '@context': context, '@graph': z.tuple([organization, website]) });

const listItem = z.strictObject({
  '@type': z.literal('ListItem'),
  position: z.number().int(),
  name: z.string().min(1),
  item: z.url(),
});
const breadcrumbList = z.strictObject({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z.tuple([listItem, listItem]),
});

const mobileApplication = z.strictObject({
  '@context': context,
  '@type': z.literal('MobileApplication'),
  name: z.literal(brand.name),
  description: z.string().min(1),
  url: z.url(),
  inLanguage: z.string(),
  applicationCategory: z.literal('FinanceApplication'),
  operatingSystem: z.string(),
  downloadUrl: z.array(z.url()),
  offers: z.strictObject({
    '@type': z.literal('Offer'),
    price: z.literal(0),
    priceCurrency: z.literal('USD'),
  }),
  publisher: organizationRef,
});

const faqPage = z.strictObject({
  '@context': context,
  '@type': z.literal('FAQPage'),
  inLanguage: z.string(),
  mainEntity: z
    .array(
      z.strictObject({
        '@type': z.literal('Question'),
        name: z.string().min(1),
        acceptedAnswer: z.strictObject({ '@type': z.literal('Answer'), text: z.string().min(1) }),
      }),
    )
    .min(1),
});

const typeOf = (block: Record<string, unknown>) => String(block['@type'] ?? 'graph');

for (const locale of locales) {
  test(`every page in ${locale} describes who we are in schema.org JSON-LD`, () => {
    const meta = messages(locale, 'meta');
    const tagline: string = messages(locale, 'common').tagline;
    const home = read(exportFile(locale, routes.home)).canonical;
    expect(home).toBe(locale === defaultLocale ? siteUrl : `${siteUrl}/${locale}`);

    const pages: [RouteKey | '404', string][] = [
      ...routeKeys.map((key): [RouteKey, string] => [key, exportFile(locale, routes[key])]),
      ['404', exportFile(locale, '/404')],
    ];
    for (const [key, file] of pages) {
      const { blocks, canonical } = read(file);
      const where = `${path.relative(out, file)}`;
      const byType = new Map(blocks.map((block) => [typeOf(block), block]));
      const expected = [
        'graph',
        ...(key === 'home' || key === '404' ? [] : ['BreadcrumbList']),
        ...(key === 'home' || key === 'downloads' ? ['MobileApplication'] : []),
        ...(key === 'faq' ? ['FAQPage'] : []),
      ];
      expect(blocks.map(typeOf).sort(), where).toEqual(expected.sort());

      // Organization and WebSite: facts of lib/config.ts, and a logo that the export serves.
      const [org, site] = siteGraph.parse(byType.get('graph'))['@graph'];
      expect(org.sameAs).toEqual(socialLinks.map((link) => link.href));
      expect(org.contactPoint.map((point) => point.email)).toEqual([emails.support, emails.contact]);
      expect(fs.existsSync(path.join(out, org.logo.slice(siteUrl.length)))).toBe(true);
      expect(site.publisher['@id']).toBe(org['@id']);
      expect(site.inLanguage).toEqual(locales);

      if (expected.includes('BreadcrumbList')) {
        const crumbs = breadcrumbList.parse(byType.get('BreadcrumbList')).itemListElement;
        expect(crumbs, where).toEqual([
          { '@type': 'ListItem', position: 1, name: brand.name, item: home },
          { '@type': 'ListItem', position: 2, name: meta[key].title, item: canonical },
        ]);
      }
      if (expected.includes('MobileApplication')) {
        const app = mobileApplication.parse(byType.get('MobileApplication'));
        expect(app.publisher['@id']).toBe(org['@id']);
        expect(app.operatingSystem.split(', ').sort()).toEqual(['Android', 'iOS']);
        expect(app.downloadUrl).toEqual([stores.android, stores.ios]);
        expect(app.description).toBe(tagline);
        expect(app.inLanguage).toBe(locale);
        expect(app.url).toBe(read(exportFile(locale, routes.downloads)).canonical);
      }
      if (expected.includes('FAQPage')) {
        expect(faqPage.parse(byType.get('FAQPage')).inLanguage).toBe(locale);
      }
    }
  });
}
