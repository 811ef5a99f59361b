'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Honeypot, honeypotOf } from '@/components/forms/Honeypot';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { FormProps } from '@/components/forms/send';
import { toast } from '@/components/ui/toast';
import { postToService, succeeded } from '@/lib/api';
import { newsletterError, type NewsletterError } from '@/lib/forms/newsletter';
import styles from './NewsletterForm.module.css';

interface Labels {
  heading: string;
  text: string;
  email: string;
  placeholder: string;
  subscribe: string;
  submitting: string;
  required: string;
  invalid: string;
  networkError: string;
  /** "Error: {status}" with the placeholder left in. */
  httpError: string;
  honeypot: string;
}

/**
 * The footer's newsletter form (SPEC.md §4, §5, §8): validates on every keystroke and on submit,
 * shows "Submitting..." while sending, clears the field on success, and toasts the outcome.
 * Without script it is a plain form posting to `action`. The field is uncontrolled, so what a
 * visitor typed before the script arrived stays.
 */
export function NewsletterForm({ labels, locale, action }: FormProps<Labels>) {
  const id = useId();
  const hydrated = useHydrated();
  const [error, setError] = useState<NewsletterError | null>(null);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    setTouched(true);
    const problem = newsletterError(typeof email === 'string' ? email : '');
    setError(problem);
    if (problem) return;
    const trap = honeypotOf(form);
    setSubmitting(true);
    try {
      const answer = await postToService(
        '/subscribe/subscribe',
        { email: String(email).trim(), ...trap },
        locale,
      );
      if (succeeded(answer)) {
        toast.success(answer.message ?? '');
        form.reset();
        setError(null);
        setTouched(false);
      } else {
        toast.error(answer.message ?? labels.httpError.replace('{status}', answer.statusText));
      }
    } catch {
      toast.error(labels.networkError);
    } finally {
      setSubmitting(false);
    }
  }

  const message = touched && error ? labels[error] : null;

  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      data-hydrated={hydrated || undefined}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {labels.heading}
      </h2>
      <p className={styles.text}>{labels.text}</p>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className={styles.input}
          placeholder={labels.placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setTouched(true);
            setError(newsletterError(event.target.value));
          }}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? labels.submitting : labels.subscribe}
        </Button>
      </div>
      <Honeypot label={labels.honeypot} />
      <p id={`${id}-error`} className={styles.error} role="alert">
        {message}
      </p>
    </form>
  );
}
