'use client';

import { useEffect, useState } from 'react';
import { constants } from '@/lib/config';
import styles from './ScrollToTopButton.module.css';

/** Appears once the page is scrolled past 300 px (SPEC.md §2). */
export function ScrollToTopButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > constants.scrollTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
