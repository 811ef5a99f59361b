import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { defaultLocale, isLocale, type Locale } from '../lib/i18n/locales';
import { namespaceMessages } from '../lib/i18n/messages';

const dir = path.join(__dirname, '..', 'messages');

const translators = new Map<Locale, (key: string, values?: Record<string, string | number>) => string>();

/** The service's own texts (answers, pages, mails) in a language, English filling any gap. */
export function apiTranslator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    const messages = namespaceMessages(locale, 'api', dir);
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

type Translate = (key: string, values?: Record<string, string | number>) => string;
const siteTranslators = new Map<string, Translate>();

/** A namespace of the site's own messages (form labels and errors), English filling any gap. */
export function siteTranslator(locale: Locale, namespace: string): Translate {
  const cacheKey = `${locale}:${namespace}`;
  let t = siteTranslators.get(cacheKey);
  if (!t) {
    const messages = namespaceMessages(locale, namespace, dir);
    const translate = createTranslator({ locale, messages: { [namespace]: messages } as never });
    t = (key, values) =>
      (translate as unknown as (k: string, v?: object) => string)(`${namespace}.${key}`, values);
    siteTranslators.set(cacheKey, t);
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
