import en from '@/messages/en/faq.json';
import {
  allCountryCodes,
  countryStatus,
  supportedCountries,
  supportedCountryCount,
  unavailableCountries,
} from '@/lib/data/countries';
import { faqCategories, faqPageIndex, faqValues } from '@/lib/data/faq';
import { mediaKit } from '@/lib/data/media-kit';
import { currencyName } from '@/lib/format';
import { messageEntries } from '@/lib/i18n/messages';
import { fraudRequestSchema } from '@/lib/forms/fraud';
import fs from 'node:fs';
import path from 'node:path';

describe('supported countries', () => {
  it('lists every ISO 3166-1 country, and only real codes as supported or unavailable', () => {
    expect(allCountryCodes.length).toBeGreaterThanOrEqual(249);
    for (const code of [...Object.keys(supportedCountries), ...unavailableCountries])
      expect(allCountryCodes).toContain(code);
  });

  it('counts the supported countries from the data', () => {
    expect(supportedCountryCount).toBe(Object.keys(supportedCountries).length);
    expect(allCountryCodes.filter((code) => countryStatus(code) === 'supported')).toHaveLength(
      supportedCountryCount,
    );
    expect(countryStatus('DE')).toBe('supported');
    expect(countryStatus('KP')).toBe('unavailable');
    expect(countryStatus('AQ')).toBe('comingSoon');
  });

  it('names real ISO 4217 currencies', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
    for (const details of Object.values(supportedCountries))
      for (const code of details.currencies) expect(names.of(code)).toBeTruthy();
  });

  it("names currencies in the page's language, without the stroke in Yoruba's Nepalese rupee", () => {
    expect(currencyName('en', 'NPR')).toBe('Nepalese Rupee');
    expect(currencyName('yo', 'NPR')).toBe('Rúpìì Nẹ́pààlì');
    expect(currencyName('yo', 'NPR')).not.toContain('\u0335');
    expect(currencyName('yo', 'EUR')).toBe(new Intl.DisplayNames(['yo'], { type: 'currency' }).of('EUR'));
  });
});

describe('FAQ', () => {
  it('has six categories, each question with a question and an answer in English', () => {
    expect(faqCategories).toHaveLength(6);
    for (const id of faqCategories.flatMap((c) => c.items)) {
      expect(en.items[id].q).toBeTruthy();
      expect(en.items[id].a).toBeTruthy();
    }
  });

  it('gives every answer the figures it quotes', () => {
    const values = faqValues('en');
    for (const id of faqCategories.flatMap((c) => c.items)) {
      const args = messageEntries(en.items[id]).flatMap(([, text]) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      );
      const given = Object.keys(values[id] ?? {});
      for (const arg of args.filter((a) => a !== 'brand'))
        expect([id, given]).toEqual([id, expect.arrayContaining([arg])]);
    }
    expect(values.swapFee).toEqual({ swapFee: '0.5%' });
    expect(values.limits?.min).toBe('$10');
  });

  it('reads ?page=1..6 and falls back to the first category', () => {
    expect(faqPageIndex('4')).toBe(3);
    expect(faqPageIndex('6')).toBe(5);
    for (const page of [null, '', '0', '7', '2.5', 'abc', '-1']) expect(faqPageIndex(page)).toBe(0);
  });
});

describe('media kit', () => {
  it('lists only files that exist in public/', () => {
    const urls = [
      mediaKit.guide.file,
      mediaKit.typeface.file,
      mediaKit.typeface.licence,
      ...mediaKit.logos.files.map((f) => f.url),
      ...mediaKit.images.files.map((f) => f.url),
    ];
    for (const url of urls) expect(fs.existsSync(path.join(process.cwd(), 'public', url))).toBe(true);
    expect(mediaKit.logos.files.map((f) => f.path.split('/')[0])).toEqual(
      expect.arrayContaining(['svg', 'png']),
    );
  });
});

describe('fraud report', () => {
  const valid = { email: 'a@example.com', description: 'A fake site asked for my PIN and code.' };

  it('accepts a report with or without the optional hash and link', () => {
    expect(fraudRequestSchema.parse(valid)).toEqual({ ...valid, hash: '', url: '' });
    expect(
      fraudRequestSchema.safeParse({ ...valid, hash: `0x${'a'.repeat(64)}`, url: 'https://x.example/a' })
        .success,
    ).toBe(true);
  });

  it('refuses a short story, an unknown hash and a link that is not http(s)', () => {
    const issue = (body: object) => fraudRequestSchema.safeParse(body).error?.issues[0];
    expect(issue({ ...valid, description: 'short' })).toMatchObject({
      path: ['description'],
      message: 'tooShort',
    });
    expect(issue({ ...valid, hash: 'hello' })).toMatchObject({ path: ['hash'], message: 'invalid' });
    for (const url of ['javascript:alert(1)', 'ftp://x.example', 'example.com', 'https://nodot'])
      expect(issue({ ...valid, url })).toMatchObject({ path: ['url'], message: 'invalid' });
  });
});
