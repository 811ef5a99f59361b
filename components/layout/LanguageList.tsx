'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { storageKeys } from '@/lib/config';
import type { Locale, LocaleInfo } from '@/lib/i18n/locales';
import { stripLocale, withLocale } from '@/lib/i18n/paths';
import { notFoundSegment } from '@/lib/routes';
import { flagImage } from '@/lib/flags';
import styles from './LanguagePicker.module.css';

export interface LanguageListLabels {
  search: string;
  searchPlaceholder: string;
  notAvailable: string;
  loading: string;
  current: string;
}

/**
 * A link to the same page in every language (rendered into the HTML, so it works without
 * script), with a search box that filters them. Choosing one stores it under the `language` key,
 * shows "loading..." and opens the page in that language at the top, keeping its query and hash.
 */
export function LanguageList({
  current,
  languages,
  labels,
}: {
  current: Locale;
  languages: readonly LocaleInfo[];
  labels: LanguageListLabels;
}) {
  const pagePath = stripLocale(usePathname() ?? '/');
  // The 404 page links each language's home page.
  const path = pagePath === `/${notFoundSegment}` ? '/' : pagePath;
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    // What was typed before the script arrived is searched for, not lost.
    if (search.current?.value) setQuery(search.current.value);
    // Closing the dialog (in any of its ways) clears the search, so it opens on the full list.
    const dialog = root.current?.closest('dialog');
    const clear = () => setQuery('');
    dialog?.addEventListener('close', clear);
    return () => dialog?.removeEventListener('close', clear);
  }, []);

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    if (!q) return languages;
    return languages.filter((l) =>
      [l.name, l.native, l.code].some((text) => text.toLocaleLowerCase().includes(q)),
    );
  }, [languages, query]);

  function choose(event: MouseEvent<HTMLAnchorElement>, code: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    try {
      localStorage.setItem(storageKeys.language, code);
    } catch {
      // Storage may be unavailable (private mode); the switch still happens.
    }
    if (code === current) {
      root.current?.closest('dialog')?.close();
      return;
    }
    setLoading(true);
    window.scrollTo(0, 0);
    const { pathname, search, hash } = window.location;
    window.location.assign(withLocale(code, stripLocale(pathname)) + search + hash);
  }

  return (
    <div ref={root} className={styles.body} data-hydrated={hydrated || undefined}>
      <input
        ref={search}
        type="search"
        className={`${styles.search} script-only`}
        aria-label={labels.search}
        placeholder={labels.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {loading && (
        <p role="status" className={styles.loading}>
          {labels.loading}
        </p>
      )}
      {matches.length === 0 ? (
        <p role="status" className={styles.empty}>
          {labels.notAvailable}
        </p>
      ) : (
        <ul className={styles.list}>
          {matches.map((language) => {
            const isCurrent = language.code === current;
            return (
              <li key={language.code}>
                <a
                  href={withLocale(language.code as Locale, path)}
                  hrefLang={language.code}
                  className={styles.option}
                  aria-current={isCurrent ? 'true' : undefined}
                  aria-disabled={loading || undefined}
                  onClick={(event) => choose(event, language.code as Locale)}
                >
                  {/* A background, not an <img>: fetched when the list is shown, never for a closed
                      picker (a lazy <img> loads at once where script is off, 38 flags a page). */}
                  <span
                    className={styles.flag}
                    style={{ backgroundImage: `url(${flagImage(language.flag)})` }}
                    aria-hidden="true"
                  />
                  <span className={styles.native} lang={language.code} dir={language.dir}>
                    {language.native}
                  </span>
                  <span className={styles.english} lang="en" dir="ltr">
                    {language.name}
                  </span>
                  <span className={styles.short}>{language.code}</span>
                  {isCurrent && <span className="visually-hidden">({labels.current})</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
