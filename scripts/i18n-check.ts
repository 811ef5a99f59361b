// Message coverage: for each language, how many of English's messages it has, with the same
// ICU arguments (a count as a plural with every form the language has), written in the language's
// own script. Fails on any gap.
import { parse } from '@formatjs/icu-messageformat-parser';
import { argumentNames, pluralBranches } from '../lib/i18n/icu';
import { messageEntries, readNamespace } from '../lib/i18n/messages';
import { namespaces } from '../lib/i18n/namespaces';
import { defaultLocale, localeList } from '../lib/i18n/locales';

/** The script each language's text must be in (Latin otherwise). */
const scripts: Record<string, RegExp> = {
  ar: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  ne: /\p{Script=Devanagari}/u,
  am: /\p{Script=Ethiopic}/u,
  si: /\p{Script=Sinhala}/u,
  th: /\p{Script=Thai}/u,
  'zh-Hant': /\p{Script=Han}/u,
  'zh-Hans': /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
};

/** A namespace of a language as its file holds it, each message by its dotted key. */
const read = (locale: string, ns: string) => new Map(messageEntries(readNamespace(locale, ns)));

/**
 * What a translation lacks where English counts something ("{days, plural, one {# day} other {#
 * days}}"): the same argument counted, with a branch for every plural category a whole number up
 * to 1,000 falls into in the language (Arabic: zero, one, two, few, many, other; Japanese: other),
 * so the noun fits whatever number the site shows, today's or a later one.
 */
function pluralGaps(locale: string, source: string, text: string): string[] {
  let english: Map<string, Set<string>>;
  let translated: Map<string, Set<string>>;
  try {
    english = pluralBranches(parse(source));
    if (english.size === 0) return [];
    translated = pluralBranches(parse(text));
  } catch {
    return []; // reported by args()
  }
  const needed = pluralCategories(locale);
  return [...english.keys()].flatMap((arg) => {
    const branches = translated.get(arg);
    if (!branches) return [`{${arg}} is not a plural as in English`];
    const missing = needed.filter((category) => !branches.has(category));
    return missing.length ? [`{${arg}, plural} lacks ${missing.join(', ')}`] : [];
  });
}

const categories = new Map<string, string[]>();
/** The plural categories the whole numbers 0 to 1,000 fall into in the language. */
function pluralCategories(locale: string): string[] {
  let found = categories.get(locale);
  if (!found) {
    const rules = new Intl.PluralRules(locale);
    found = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))];
    categories.set(locale, found);
  }
  return found;
}

function args(text: string): string {
  try {
    return [...argumentNames(parse(text))].sort().join(',');
  } catch (error) {
    return `not a valid ICU message (${(error as Error).message})`;
  }
}
/** Text a reader sees in the language: placeholders, brand-like tokens and e-mails removed. */
const prose = (text: string) => text.replace(/\{\w+\}|[A-Z0-9]{2,}|\S+@\S+|https?:\S+/g, '').trim();

const english = new Map(namespaces.map((ns) => [ns, read(defaultLocale, ns)]));
const total = [...english.values()].reduce((n, m) => n + m.size, 0);
let failed = false;
const rows: string[] = [];

for (const { code, name } of localeList) {
  if (code === defaultLocale) continue;
  let have = 0;
  const problems: string[] = [];
  let inScript = 0;
  let checked = 0;
  for (const ns of namespaces) {
    const source = english.get(ns) ?? new Map<string, string>();
    const messages = read(code, ns);
    for (const [key, value] of source) {
      const text = messages.get(key);
      if (text === undefined || text.trim() === '') {
        problems.push(`missing ${ns}.${key}`);
        continue;
      }
      have++;
      if (args(text) !== args(value))
        problems.push(`${ns}.${key}: arguments {${args(text)}} instead of {${args(value)}}`);
      for (const gap of pluralGaps(code, value, text)) problems.push(`${ns}.${key}: ${gap}`);
      if (code === 'fr' && /\s[?;:!»]|«\s/.test(text.replace(/\u00a0/g, '')))
        problems.push(`${ns}.${key}: a breaking space around « » ? ; : ! (French takes a no-break space)`);
      const script = scripts[code];
      if (script && prose(text).length > 3) {
        checked++;
        if (script.test(text)) inScript++;
      }
    }
    for (const key of messages.keys()) if (!source.has(key)) problems.push(`${ns}.${key}: not in English`);
  }
  if (checked > 0 && inScript / checked < 0.9) {
    problems.push(`only ${inScript} of ${checked} messages are in the expected script`);
  }
  const pct = ((have / total) * 100).toFixed(1);
  rows.push(
    `${code.padEnd(8)} ${name.padEnd(22)} ${String(have).padStart(5)}/${total} ${pct.padStart(5)}%${problems.length ? `  ${problems.length} problem(s)` : ''}`,
  );
  if (problems.length) {
    failed = true;
    for (const p of problems.slice(0, 20)) rows.push(`           - ${p}`);
    if (problems.length > 20) rows.push(`           … and ${problems.length - 20} more`);
  }
}

console.log(`i18n coverage against English (${total} messages in ${namespaces.length} namespaces):`);
console.log(rows.join('\n'));
if (failed) {
  console.error('i18n:check failed: every language needs every message of English.');
  process.exit(1);
}
console.log('i18n:check passed');
