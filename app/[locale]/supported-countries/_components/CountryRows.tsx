import { flagImage } from '@/lib/flags';
import styles from './Countries.module.css';

export interface DetailRow {
  label: string;
  value: string;
  tone?: 'available' | 'unavailable' | 'comingSoon';
  group?: 'kyc';
}

/** A supported country's details: KYC status by level, then the other features and limits. */
export function CountryRows({
  rows,
  kycLabel,
  level,
}: {
  rows: readonly DetailRow[];
  kycLabel: string;
  /** Heading level of "KYC status by level" under the country's own heading. */
  level: 3 | 4;
}) {
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading className={styles.groupHeading}>{kycLabel}</Heading>
      <dl className={styles.rows}>{rows.filter((row) => row.group === 'kyc').map(renderRow)}</dl>
      <dl className={styles.rows}>{rows.filter((row) => row.group !== 'kyc').map(renderRow)}</dl>
    </>
  );
}

function renderRow(row: DetailRow) {
  return (
    <div key={row.label} className={styles.row}>
      <dt>{row.label}</dt>
      <dd data-tone={row.tone}>{row.value}</dd>
    </div>
  );
}

/** A country's flag beside its name (the name says the country: the image is decoration). */
export function CountryFlag({ code, size }: { code: string; size: 32 | 48 }) {
  return <img src={flagImage(code)} alt="" width={size} height={(size * 3) / 4} loading="lazy" />;
}
