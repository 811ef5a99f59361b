import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** A labelled form field with its error tied to the control (aria-describedby). */
export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}

/** Props that tie a control to its Field's hint (when it has one) and error. */
export const describedBy = (id: string, error?: string, hint = false) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
});
