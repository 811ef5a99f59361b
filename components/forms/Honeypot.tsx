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
