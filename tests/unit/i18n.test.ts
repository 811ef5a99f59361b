import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillBrand, loadMessages, mergeMessages, messageEntries, readNamespace } from '@/lib/i18n/messages';
import { namespaces } from '@/lib/i18n/namespaces';
import { localeList, pickerLocales, type Locale } from '@/lib/i18n/locales';
import { stripLocale, withLocale } from '@/lib/i18n/paths';
import { localizedRedirects } from '@/lib/routes';
import { account, brand, constants } from '@/lib/config';
import { postedForms } from '@/lib/forms/posts';
import { referralCode, rewardToken } from '@/lib/rewards';
import { newsletterError } from '@/lib/forms/newsletter';
import { parse } from '@formatjs/icu-messageformat-parser';
import { argumentNames, pluralBranches } from '@/lib/i18n/icu';
import { createTranslator } from 'use-intl/core';

describe('locale registry', () => {
  it('has the 41 languages, two of them right-to-left, and unique codes', () => {
    expect(localeList).toHaveLength(41);
    expect(new Set(localeList.map((l) => l.code)).size).toBe(41);
    expect(localeList.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'ur']);
  });

  it('lists the picker alphabetically by English name', () => {
    const names = pickerLocales.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('paths', () => {
  it('keeps English unprefixed and prefixes the others', () => {
    expect(withLocale('en', '/about-us')).toBe('/about-us');
    expect(withLocale('fr', '/about-us')).toBe('/fr/about-us');
    expect(withLocale('zh-Hant', '/')).toBe('/zh-Hant');
  });

  it('strips a language prefix and a trailing slash', () => {
    expect(stripLocale('/fr/about-us')).toBe('/about-us');
    expect(stripLocale('/zh-Hans')).toBe('/');
    expect(stripLocale('/ar/')).toBe('/');
    expect(stripLocale('/FAQ')).toBe('/FAQ');
  });

  it('redirects the old paths in every language', () => {
    const redirects = localizedRedirects();
    expect(redirects).toContainEqual({ from: '/kyc', to: '/AML-KYC' });
    expect(redirects).toContainEqual({ from: '/fr/contest', to: '/fr/rewards-and-referral' });
    expect(redirects).toContainEqual({ from: '/parking.php', to: '/press-release' });
    expect(redirects).toHaveLength(4 * 41);
  });
});

describe('messages', () => {
  it('fills a gap with English and keeps the translation elsewhere', () => {
    const merged = mergeMessages({ a: { b: 'English', c: 'English C' } }, { a: { b: 'Français' } });
    expect(merged).toEqual({ a: { b: 'Français', c: 'English C' } });
  });

  it('lists every message of a tree by its dotted key, as the coverage check counts them', () => {
    expect(messageEntries({ hero: { title: 'Pay', steps: { one: 'Sign up' } }, footer: 'Orvyn' })).toEqual([
      ['hero.title', 'Pay'],
      ['hero.steps.one', 'Sign up'],
      ['footer', 'Orvyn'],
    ]);
    const english = messageEntries(loadMessages('en'));
    expect(new Set(english.map(([key]) => key)).size).toBe(english.length);
    expect(english.every(([, text]) => text.length > 0)).toBe(true);
  });

  it('fills in the brand from the config module', () => {
    expect(fillBrand({ t: 'About {brand} by {company}, {year}' })).toEqual({
      t: `About ${brand.name} by ${brand.company}, {year}`,
    });
  });

  it("elides French « de » and « que » and picks Hungarian « az » before the brand's vowel", () => {
    expect(brand.name).toBe('Orvyn');
    const french = { h: 'À propos de {brand}', q: "Qu'est-ce que {brand} ?", c: 'Actualités de {company}.' };
    expect(fillBrand(french, 'fr')).toEqual({
      h: "À propos d'Orvyn",
      q: "Qu'est-ce qu'Orvyn ?",
      c: `Actualités d'${brand.company}.`,
    });
    expect(fillBrand({ t: 'Monde {brand}, code de {brand}' }, 'es')).toEqual({
      t: 'Monde Orvyn, code de Orvyn',
    });
    expect(fillBrand({ t: 'A(z) {brand} előnyei, a(z) {company} és a(z) {partner}' }, 'hu')).toEqual({
      t: `Az Orvyn előnyei, az ${brand.company} és a(z) {partner}`,
    });
    expect(loadMessages('fr')).toMatchObject({ aboutUs: { heading: "À propos d'Orvyn" } });
  });

  it('loads every namespace of a language from messages/, brand filled, English under it', () => {
    const french = loadMessages('fr') as Record<string, Record<string, unknown>>;
    expect(Object.keys(french).sort()).toEqual([...namespaces].sort());
    expect(french.common!.close).toBe('Fermer');
    expect(JSON.stringify(french)).not.toMatch(/\{(brand|company)\}/);
    expect(JSON.stringify(french)).toContain(brand.name);
  });

  it('reads a namespace file, and a missing one as empty for English to fill', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-messages-'));
    fs.mkdirSync(path.join(dir, 'fr'));
    fs.writeFileSync(path.join(dir, 'fr', 'api.json'), '{"saved":"Enregistré"}');
    expect(readNamespace('fr', 'api', dir)).toEqual({ saved: 'Enregistré' });
    expect(readNamespace('fr', 'footer', dir)).toEqual({});
    fs.rmSync(dir, { recursive: true });
  });
});

type Translate = (key: string, values: Readonly<Record<string, string | number>>) => string;

describe('counts', () => {
  const english = loadMessages('en');
  const counted = messageEntries(english).filter(([, text]) => pluralBranches(parse(text)).size > 0);

  it('are plurals in English wherever a number comes with a noun', () => {
    expect(counted.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'reportFraud.promise.answer',
        'home.screens.sendFee',
        'supportedCountries.count',
        'supportedCountries.details.fiatDays',
        'contactUs.form.messageTooLong',
        'termsAndConditions.sections.eligibility.p1',
      ]),
    );
  });

  // scripts/i18n-check.ts checks that every language counts the same arguments with every form it
  // has; here each such message is written out, as the pages do, for numbers of each form.
  // (A form may spell its number out: "within one month", Arabic's dual "دقيقتين".)
  it.each(localeList.map(({ code }) => code))('are written out in %s for numbers of every form', (locale) => {
    const problems: string[] = [];
    const t = createTranslator({
      locale,
      messages: loadMessages(locale),
      onError: (error) => problems.push(error.message),
    }) as unknown as Translate;
    for (const [key, source] of counted)
      for (const n of [0, 1, 2, 3, 5, 11, 15, 21, 24, 63, 101, 5000]) {
        const counts = pluralBranches(parse(source));
        const values = Object.fromEntries(
          [...argumentNames(parse(source))].map((arg) => [arg, counts.has(arg) ? n : 'X']),
        );
        const text = t(key, values);
        if (/[{}#]/.test(text)) problems.push(`${key} (${n}): ${text}`);
      }
    expect(problems).toEqual([]);
  });

  it("agree with the site's own numbers as a reader of the language expects", () => {
    const say = (locale: Locale, key: string, values: Readonly<Record<string, string | number>>) =>
      (createTranslator({ locale, messages: loadMessages(locale) }) as unknown as Translate)(key, values);
    const hours = constants.fraudReportAnswerHours;
    expect(say('en', 'reportFraud.promise.answer', { hours })).toBe(
      'We answer you by e-mail within 24 hours.',
    );
    expect(say('en', 'contactUs.form.messageTooLong', postedForms.contact.values)).toBe(
      'Message is too long: at most 5,000 characters',
    );
    // Arabic: the dual for two, the singular accusative from eleven to ninety-nine.
    expect(say('ar', 'home.screens.sendFee', { fee: '1 USDT', minutes: 2 })).toContain('أقل من دقيقتين');
    expect(say('ar', 'faq.items.inactive.a', { months: account.inactivityMonths })).toContain('12 شهرًا');
    // Russian and Polish: the genitive plural after 24; Romanian: « de » from twenty on.
    expect(say('ru', 'reportFraud.promise.answer', { hours })).toContain('в течение 24 часов');
    expect(say('pl', 'reportFraud.promise.answer', { hours })).toContain('24 godzin');
    const { code, reward, expiryDays: days } = referralCode;
    expect(say('ro', 'rewardsAndReferral.codeText', { code, reward, days, token: rewardToken })).toContain(
      '30 de zile',
    );
  });
});

describe('newsletter e-mail rule (SPEC.md §5)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ana', 'invalid'],
    ['ana@example', 'invalid'],
    ['ana@example.c', 'invalid'],
    ['Ana.Lee+news@Example.COM', null],
  ])('%j → %s', (email, expected) => {
    expect(newsletterError(email)).toBe(expected);
  });
});
