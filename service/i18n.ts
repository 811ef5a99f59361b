import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { defaultLocale, isLocale, type Locale } from '../lib/i18n/locales';
import { fillBrand, mergeMessages } from '../lib/i18n/messages';

type Messages = Record<string, unknown>;
const dir = path.join(__dirname, '..', 'messages');

function read(locale: string): Messages {
  const file = path.join(dir, locale, 'api.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
}

const translators = new Map<Locale, (key: string, values?: Record<string, string | number>) => string>();

/** The service's own texts (answers, pages, mails) in a language, English filling any gap. */
export function apiTranslator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    const english = read(defaultLocale);
    const messages = fillBrand(locale === defaultLocale ? english : mergeMessages(english, read(locale)));
    const translate = createTranslator({
      locale,
      messages: { api: messages } as never,
      namespace: 'api' as never,
    });
    t = (key, values) => (translate as unknown as (k: string, v?: object) => string)(key, values);
    translators.set(locale, t);
  }
  return t;
}

/** The language a request asks for: the site sends its page language in Accept-Language. */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isLocale(tag)) return tag;
    const base = tag.split('-')[0] ?? '';
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}
