'use client';

import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './Form.module.css';
import { Honeypot } from './Honeypot';
import { useHydrated } from './use-hydrated';

/**
 * The frame of the page forms (demo, contact, fraud report): a card named by its heading, the
 * fields in a grid, the honeypot and the submit button ("Submitting..." and disabled while
 * sending). Without script it is a plain form: it posts its named fields (and `hidden` ones) to
 * `action`, the service's call. `data-hydrated` tells when the island runs.
 */
export function FormCard({
  heading,
  lead,
  action,
  hidden = {},
  onSubmit,
  onFocus,
  submitting,
  labels,
  children,
}: {
  heading: string;
  lead?: string;
  action: string;
  hidden?: Readonly<Record<string, string>>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A field got focus (the forms start loading their checks then). */
  onFocus?: () => void;
  submitting: boolean;
  labels: { submit: string; submitting: string; honeypot: string };
  children: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <form
      className={styles.card}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-labelledby={`${id}-heading`}
      data-hydrated={hydrated || undefined}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.grid}>{children}</div>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot label={labels.honeypot} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" variant="secondary" disabled={submitting}>
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
