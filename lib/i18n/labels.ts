/** The translate function of a namespace, as next-intl's `getTranslations` returns it. */
interface Translate {
  (key: never, values?: never): string;
  raw(key: never): unknown;
}

/**
 * All messages of a group, formatted with `values` (a form's limits, lib/forms/posts.ts), as plain
 * strings for a client island. Messages listed in `withPlaceholders` stay raw (e.g. "Time zone:
 * {zone}") for the island to fill in.
 */
export function labelsOf<K extends string>(
  t: Translate,
  group: string,
  withPlaceholders: readonly string[] = [],
  values?: Readonly<Record<string, number>>,
) {
  const keys = Object.keys(t.raw(group as never) as Record<K, string>) as K[];
  return Object.fromEntries(
    keys.map((key) => {
      const path = `${group}.${key}` as never;
      return [key, withPlaceholders.includes(key) ? (t.raw(path) as string) : t(path, values as never)];
    }),
  ) as Record<K, string>;
}
