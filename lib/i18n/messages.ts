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

async function loadLocale(locale: string): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      try {
        const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Messages };
        return [ns, mod.default] as const;
      } catch {
        // A missing namespace file falls back to English; `npm run i18n:check` reports it.
        return [ns, {}] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

const brandValues: Record<string, string> = { brand: brand.name, company: brand.company };

/**
 * Messages name the brand as `{brand}` and `{company}`; they are filled in here from
 * lib/config.ts, so a rebrand changes one file and no call site passes them.
 */
export function fillBrand(messages: Messages): Messages {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(/\{(brand|company)\}/g, (_, key: string) => brandValues[key] ?? key);
    }
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(messages) as Messages;
}

const cache = new Map<string, Promise<AbstractIntlMessages>>();

/** The messages of a locale, with English filling any gap (counted by the coverage check). */
export function loadMessages(locale: string): Promise<AbstractIntlMessages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = (async () => {
      const english = await loadLocale(defaultLocale);
      const merged = locale === defaultLocale ? english : mergeMessages(english, await loadLocale(locale));
      return fillBrand(merged) as AbstractIntlMessages;
    })();
    cache.set(locale, messages);
  }
  return messages;
}
