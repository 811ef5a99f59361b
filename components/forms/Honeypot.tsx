import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import styles from './Honeypot.module.css';

/** A field people never see or reach; bots fill it, and the service then stores nothing. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value as payload fields: `{ website }` only when something filled it in. */
export function honeypotOf(form: EventTarget | null | undefined): { [HONEYPOT_FIELD]?: string } {
  const value = form instanceof HTMLFormElement ? new FormData(form).get(HONEYPOT_FIELD) : null;
  return typeof value === 'string' && value ? { [HONEYPOT_FIELD]: value } : {};
}
