'use client';

import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './Form.module.css';
import { Honeypot } from './Honeypot';
import { useHydrated } from './use-hydrated';

/**
 * The frame of the page forms (demo, contact, fraud report): a card named by its heading, the
 * fields in a grid, the honeypot and the submit button ("Submitting..." and disabled while
 * sending). `data-hydrated` tells when typing is safe (text typed earlier is reset).
 */
export function FormCard({
  heading,
  lead,
  onSubmit,
  submitting,
  labels,
  children,
}: {
  heading: string;
  lead?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  labels: { submit: string; submitting: string; honeypot: string };
  children: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <form
      className={styles.card}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      data-hydrated={hydrated || undefined}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.grid}>{children}</div>
      <Honeypot label={labels.honeypot} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" variant="secondary" disabled={submitting}>
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
