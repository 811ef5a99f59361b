'use client';

import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CountryStatus } from '@/lib/data/countries';
import formStyles from '@/components/forms/Form.module.css';
import { useSearchParam } from '@/components/ui/use-search-param';
import { flagImage } from '@/lib/flags';
import styles from './Countries.module.css';
import { CountryRows, type DetailRow } from './CountryRows';

export interface Country {
  code: string;
  name: string;
  status: CountryStatus;
}

export interface ChooserProps {
  countries: readonly Country[];
  details: Readonly<Record<string, readonly DetailRow[]>>;
  labels: {
    choose: string;
    placeholder: string;
    noMatch: string;
    prompt: string;
    kyc: string;
    /** Templates with {country}. */
    heading: string;
    comingSoonText: string;
    unavailableText: string;
    status: Record<CountryStatus, string>;
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A combobox (WAI-ARIA 1.2 pattern): typing filters the countries by name or code, arrow keys
 * move through them, Enter or a click chooses, Escape closes. The chosen country follows
 * `?country=XX`, so a link to it can be shared; choosing writes it.
 */
export function CountryChooser({ countries, details, labels }: ChooserProps) {
  const [code, codeReader] = useSearchParam('country');
  const selected = countries.find((country) => country.code === code?.toUpperCase()) ?? null;
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;

  // The field shows the search while one is open, else the chosen country. It is left
  // uncontrolled, so hydration keeps what a visitor typed before the script ran, and the search
  // goes on from it.
  const hydrationRead = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (!hydrationRead.current) {
      hydrationRead.current = true;
      if (input.value) {
        setQuery(input.value);
        return;
      }
    }
    const shown = query ?? selected?.name ?? '';
    if (input.value !== shown) input.value = shown;
  }, [query, selected]);

  const matches = useMemo(() => {
    const needle = fold(query ?? '').trim();
    if (!needle) return countries;
    return countries.filter(
      (country) => fold(country.name).includes(needle) || country.code.toLowerCase() === needle,
    );
  }, [countries, query]);

  function choose(country: Country) {
    setQuery(null);
    const url = new URL(window.location.href);
    url.searchParams.set('country', country.code);
    window.history.replaceState(null, '', url);
  }

  function move(index: number) {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        setActive(0);
      } else move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setQuery(null);
    }
  }

  const activeCountry = open ? matches[active] : undefined;
  const rows = selected ? details[selected.code] : undefined;
  const fill = (template: string) => template.replace('{country}', selected?.name ?? '');

  return (
    // Hydrated, and the country of the URL shown.
    <div className={`${styles.chooser} script-only`} data-hydrated={code !== undefined || undefined}>
      {codeReader}
      <div className={styles.combo}>
        <label htmlFor={`${id}-input`} className={formStyles.label}>
          {labels.choose}
        </label>
        <input
          id={`${id}-input`}
          className={formStyles.control}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={activeCountry ? `${id}-${activeCountry.code}` : undefined}
          placeholder={labels.placeholder}
          ref={inputRef}
          defaultValue=""
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onClick={() => !open && setQuery('')}
          onBlur={() => setQuery(null)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={`${id}-list`}
          ref={listRef}
          role="listbox"
          aria-label={labels.choose}
          className={styles.list}
          hidden={!open || matches.length === 0}
        >
          {open &&
            matches.map((country, index) => (
              <li
                key={country.code}
                id={`${id}-${country.code}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => choose(country)}
              >
                <img src={flagImage(country.code)} alt="" width={24} height={18} loading="lazy" />
                <span>{country.name}</span>
                <span className={styles.optionStatus} data-status={country.status}>
                  {labels.status[country.status]}
                </span>
              </li>
            ))}
        </ul>
        {open && matches.length === 0 && (
          <p className={styles.noMatch} role="status">
            {labels.noMatch}
          </p>
        )}
      </div>

      <div className={styles.card} aria-live="polite">
        {selected ? (
          <>
            <div className={styles.cardHead}>
              <img src={flagImage(selected.code)} alt="" width={64} height={48} />
              <h2 className={styles.cardHeading}>{fill(labels.heading)}</h2>
              <span className={styles.badge} data-status={selected.status}>
                {labels.status[selected.status]}
              </span>
            </div>
            {rows ? (
              <CountryRows rows={rows} kycLabel={labels.kyc} level={3} />
            ) : (
              <p className={styles.text}>
                {fill(selected.status === 'unavailable' ? labels.unavailableText : labels.comingSoonText)}
              </p>
            )}
          </>
        ) : (
          <p className={styles.text}>{labels.prompt}</p>
        )}
      </div>
    </div>
  );
}
