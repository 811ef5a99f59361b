'use client';

import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/Button';
import { recognise, type TrackResult } from '@/lib/track';
import styles from './Track.module.css';

interface Labels {
  label: string;
  placeholder: string;
  submit: string;
  empty: string;
  unknown: string;
  /** With {network} left in. */
  found: string;
  either: string;
  /** With {explorer} left in. */
  open: string;
  reference: string;
  newTab: string;
}

export function TrackForm({ labels }: { labels: Labels }) {
  const id = useId();
  const hydrated = useHydrated();
  const [value, setValue] = useState('');
  // The field is uncontrolled, so hydration keeps a reference pasted before the script ran.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current?.value) setValue(input.current.value);
  }, []);
  const [outcome, setOutcome] = useState<TrackResult | 'empty' | 'unknown' | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(value.trim() === '' ? 'empty' : (recognise(value) ?? 'unknown'));
  }

  const error = outcome === 'empty' ? labels.empty : outcome === 'unknown' ? labels.unknown : undefined;
  const result = typeof outcome === 'object' ? outcome : null;

  return (
    <form className={formStyles.card} onSubmit={onSubmit} noValidate data-hydrated={hydrated || undefined}>
      <label htmlFor={id} className={formStyles.label}>
        {labels.label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={formStyles.control}
          ref={input}
          placeholder={labels.placeholder}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="lg">
          {labels.submit}
        </Button>
      </div>
      <p id={`${id}-error`} className={formStyles.error} role="alert">
        {error}
      </p>
      {result && (
        <div className={styles.result} role="status">
          <p>
            {result.kind === 'reference'
              ? labels.reference
              : result.kind === 'bitcoinOrTron'
                ? labels.either
                : labels.found.replace('{network}', result.network ?? '')}
          </p>
          {result.explorers.length > 0 && (
            <ul className={styles.explorers}>
              {result.explorers.map((explorer) => (
                <li key={explorer.name}>
                  <a href={explorer.url} target="_blank" rel="noopener noreferrer">
                    {labels.open.replace('{explorer}', explorer.name)}
                    <span className="visually-hidden"> ({labels.newTab})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
