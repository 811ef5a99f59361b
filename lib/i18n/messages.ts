import fs from 'node:fs';
import path from 'node:path';
import type { AbstractIntlMessages } from 'next-intl';
import { brand } from '../config';
import { defaultLocale } from './locales';
import { namespaces } from './namespaces';

type Messages = Record<string, unknown>;

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: keys of `over` win; keys it lacks keep the value of `base`. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = isObject(prev) && isObject(value) ? mergeMessages(prev, value) : value;
  }
  return out;
}

/** The folder of the message files, from the project's root (where `next` and the service run). */
const messagesDir = path.join(process.cwd(), 'messages');

/**
 * One namespace of a locale, read from messages/<locale>/<namespace>.json: a file read, not a
 * module import, so the build's server bundle does not carry 1,100 JSON modules, and a page's
 * render does not build the import map of all of them for each file it loads.
 * A missing file is empty (English fills it; `npm run i18n:check` reports it).
 */
export function readNamespace(locale: string, namespace: string, dir = messagesDir): Messages {
  const file = path.join(dir, locale, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
}

const brandValues: Record<string, string> = { brand: brand.name, company: brand.company };

/**
 * Words whose form depends on the sound the name after them starts with: French elides « de »
 * and « que » before a vowel (« à propos d'Orvyn », « ce qu'Orvyn propose »); Hungarian writes
 * « az » before a vowel and « a » before a consonant where a message has « a(z) ». The messages
 * keep the full or neutral form, as the name may change.
 */
const beforeName: Partial<Record<string, [RegExp, (word: string, vowel: boolean) => string]>> = {
  fr: [/\b([dD]|[qQ]u)e \{(brand|company)\}/g, (head, vowel) => (vowel ? `${head}'` : `${head}e `)],
  hu: [/\b([aA])\(z\) \{(brand|company)\}/g, (article, vowel) => (vowel ? `${article}z ` : `${article} `)],
};
const startsWithVowel = (text: string) => /^[aeiouyàáâæéèêëíîïóôöőœúùûüű]/i.test(text);

/**
 * Messages name the brand as `{brand}` and `{company}`; they are filled in here from
 * lib/config.ts, so a rebrand changes one file and no call site passes them.
 */
export function fillBrand(messages: Messages, locale?: string): Messages {
  const rule = locale ? beforeName[locale] : undefined;
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const formed = rule
        ? value.replace(
            rule[0],
            (_, word: string, key: string) =>
              `${rule[1](word, startsWithVowel(brandValues[key] ?? ''))}{${key}}`,
          )
        : value;
      return formed.replace(/\{(brand|company)\}/g, (_, key: string) => brandValues[key] ?? key);
    }
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(messages) as Messages;
}

/** One namespace as a language shows it: English under the translation, the brand filled in. */
export function namespaceMessages(locale: string, namespace: string, dir = messagesDir): Messages {
  const english = readNamespace(defaultLocale, namespace, dir);
  const own =
    locale === defaultLocale ? english : mergeMessages(english, readNamespace(locale, namespace, dir));
  return fillBrand(own, locale);
}

/**
 * Each message of a tree (a namespace, a locale's namespaces, or a list of them) with its dotted
 * key, depth first: `['hero.title', 'Pay anywhere']`.
 */
export function messageEntries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix.slice(0, -1), tree]];
  return tree && typeof tree === 'object'
    ? Object.entries(tree).flatMap(([key, value]) => messageEntries(value, `${prefix}${key}.`))
    : [];
}

const cache = new Map<string, AbstractIntlMessages>();

/**
 * Every namespace of a locale (counted by the coverage check). The build reads each locale once;
 * the development server reads the files on each request, so an edited message shows on reload.
 */
export function loadMessages(locale: string): AbstractIntlMessages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = Object.fromEntries(
    namespaces.map((ns) => [ns, namespaceMessages(locale, ns)]),
  ) as AbstractIntlMessages;
  if (process.env.NODE_ENV === 'production') cache.set(locale, messages);
  return messages;
}
