import { brand } from '@/lib/config';
import styles from './Logo.module.css';

/** The brand mark and name, drawn from lib/config.ts. Decorative: the link around it is named. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg viewBox={brand.logo.viewBox} width="36" height="36" aria-hidden="true" focusable="false">
        <path d={brand.logo.tile} fill={brand.colors.blue} />
        <path d={brand.logo.ring} fill={brand.colors.lime} />
        <path d={brand.logo.arrow} fill={brand.colors.lime} />
      </svg>
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}
