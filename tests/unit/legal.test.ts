import { createTranslator } from 'use-intl/core';
import { legal, retention, storageKeys } from '@/lib/config';
import { defaultLocale, localeList } from '@/lib/i18n/locales';
import { messageEntries, namespaceMessages, readNamespace } from '@/lib/i18n/messages';
import { legalValues } from '@/lib/legal';

type Tree = { [key: string]: string | Tree };
const documents = { termsAndConditions: 2000, privacyPolicy: 1500 } as const;
type Doc = keyof typeof documents;

const read = (locale: string, doc: Doc) => readNamespace(locale, doc) as Tree;

/** Every message of a legal text as the page shows it in `locale`, with the errors met. */
function render(locale: string, doc: Doc) {
  const messages = namespaceMessages(locale, doc);
  const errors: string[] = [];
  const t = createTranslator({
    locale: locale as never,
    messages: { [doc]: messages } as never,
    namespace: doc as never,
    onError: (error) => errors.push(`${locale} ${doc}: ${error.message}`),
  }) as unknown as (key: string, values: object) => string;
  const values = legalValues(locale);
  const texts = messageEntries(messages).map(([key]) => t(key, values));
  return { texts, errors };
}

const words = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length;

describe('legal texts', () => {
  it.each(Object.entries(documents) as [Doc, number][])(
    'the English %s has at least %i words, grouped in sections of short keys',
    (doc, minimum) => {
      const { texts, errors } = render(defaultLocale, doc);
      expect(errors).toEqual([]);
      expect(words(texts)).toBeGreaterThanOrEqual(minimum);
      const sections = read(defaultLocale, doc).sections as Record<string, Tree>;
      expect(Object.keys(sections).length).toBeGreaterThanOrEqual(12);
      for (const section of Object.values(sections)) {
        expect(typeof section.title).toBe('string');
        for (const key of Object.keys(section)) expect(key).toMatch(/^(title|p\d+|list\d*)$/);
      }
    },
  );

  it('fills every placeholder in every language, with no raw figure left', () => {
    const problems: string[] = [];
    for (const { code } of localeList) {
      for (const doc of Object.keys(documents) as Doc[]) {
        const { texts, errors } = render(code, doc);
        problems.push(...errors);
        for (const text of texts) if (/[{}]/.test(text)) problems.push(`${code} ${doc}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('quotes the figures of lib/config.ts, written for the reader', () => {
    const { texts } = render(defaultLocale, 'privacyPolicy');
    const policy = texts.join('\n');
    for (const days of Object.values(retention))
      expect(policy).toContain(`${days.toLocaleString('en')} days`);
    expect(policy).toContain(`${storageKeys.referralDismissedAt} (local storage)`);
    expect(policy).toContain(`within ${legal.breachNoticeHours} hours`);

    const terms = render(defaultLocale, 'termsAndConditions').texts.join('\n');
    expect(terms).toContain(`at least ${legal.minAge} years old`);
    expect(terms).toContain('A swap costs 0.5% of the amount swapped');
    expect(terms).toContain('governed by the law of Ireland');
    expect(legalValues('en').date).toBe('December 1, 2026');
    expect(legalValues('fr')).toMatchObject({ date: '1 décembre 2026', country: 'Irlande' });
    expect(legalValues('de').swapFee).toBe('0,5\u00a0%');
  });
});
