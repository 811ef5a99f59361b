'use client';

import { useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { storageKeys } from '@/lib/config';
import type { Locale, LocaleInfo } from '@/lib/i18n/locales';
import { stripLocale, withLocale } from '@/lib/i18n/paths';
import styles from './LanguagePicker.module.css';

interface Labels {
  button: string;
  title: string;
  search: string;
  searchPlaceholder: string;
  notAvailable: string;
  loading: string;
  close: string;
  current: string;
}

function Flag({ code }: { code: string }) {
  return (
    <img
      className={styles.flag}
      src={`/flags/4x3/${code}.svg`}
      width={24}
      height={18}
      alt=""
      loading="lazy"
    />
  );
}

export function LanguagePicker({
  current,
  languages,
  labels,
}: {
  current: Locale;
  languages: readonly LocaleInfo[];
  labels: Labels;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const active = languages.find((l) => l.code === current);

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    if (!q) return languages;
    return languages.filter((l) =>
      [l.name, l.native, l.code].some((text) => text.toLocaleLowerCase().includes(q)),
    );
  }, [languages, query]);

  function toggle(next: boolean) {
    setOpen(next);
    setQuery('');
  }

  function choose(code: string) {
    try {
      localStorage.setItem(storageKeys.language, code);
    } catch {
      // Storage may be unavailable (private mode); the switch still happens.
    }
    if (code === current) {
      toggle(false);
      return;
    }
    setLoading(true);
    const path = withLocale(code as Locale, stripLocale(window.location.pathname));
    window.scrollTo(0, 0);
    window.location.assign(path + window.location.search + window.location.hash);
  }

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => toggle(true)} aria-haspopup="dialog">
        {active && (
          <img className={styles.flag} src={`/flags/4x3/${active.flag}.svg`} width={24} height={18} alt="" />
        )}
        {/* The name starts with "Language: …" and holds the visible code (WCAG 2.5.3). */}
        <span className="visually-hidden">{labels.button}, </span>
        <span className={styles.code}>{current}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => toggle(false)}
        title={labels.title}
        closeLabel={labels.close}
        size="lg"
      >
        <input
          type="search"
          className={styles.search}
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
                  <button
                    type="button"
                    className={styles.option}
                    aria-current={isCurrent ? 'true' : undefined}
                    disabled={loading}
                    onClick={() => choose(language.code)}
                  >
                    <Flag code={language.flag} />
                    <span className={styles.names}>
                      <span className={styles.native} lang={language.code} dir={language.dir}>
                        {language.native}
                      </span>
                      <span className={styles.english} lang="en" dir="ltr">
                        {language.name}
                      </span>
                    </span>
                    <span className={styles.short}>{language.code}</span>
                    {isCurrent && <span className="visually-hidden">({labels.current})</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
    </>
  );
}
