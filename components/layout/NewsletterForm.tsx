'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { newsletterError } from '@/lib/forms/newsletter';
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
}

/** The footer's newsletter form: validates on every keystroke and on submit (SPEC.md §5). */
export function NewsletterForm({ labels }: { labels: Labels }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<'required' | 'invalid' | null>(null);
  const [touched, setTouched] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setError(newsletterError(email));
  }

  const message = touched && error ? labels[error] : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
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
          value={email}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
            setError(newsletterError(event.target.value));
          }}
        />
        <Button type="submit">{labels.subscribe}</Button>
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {message}
      </p>
    </form>
  );
}
