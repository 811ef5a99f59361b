'use client';

import { constants, storageKeys } from '@/lib/config';
import styles from './Banners.module.css';
import { Icon } from '@/components/ui/Icon';
import { useShownAfter } from '@/components/ui/use-shown-after';

interface Labels {
  title: string;
  text: string;
  learnMore: string;
  close: string;
}

/** Shown when nothing is stored or the last dismissal is older than 48 minutes (SPEC.md §4). */
export function referralDue(stored: string | null, now: number): boolean {
  const last = Number(stored);
  return !stored || !Number.isFinite(last) || now - last > constants.referralBannerReshowMs;
}

const dueNow = () => referralDue(localStorage.getItem(storageKeys.referralDismissedAt), Date.now());

/**
 * The referral banner: 8 s after the footer loads; closing it or "Learn more" stores the time
 * under `acceptConditionforref` and hides it.
 */
export function ReferralBanner({ labels, href }: { labels: Labels; href: string }) {
  const [visible, setVisible] = useShownAfter(constants.referralBannerDelayMs, dueNow);

  function dismiss() {
    localStorage.setItem(storageKeys.referralDismissedAt, String(Date.now()));
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <div role="dialog" aria-labelledby="referral-title" className={styles.referral}>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={labels.close}>
        <Icon name="close" size={18} />
      </button>
      <p id="referral-title" className={styles.title}>
        {labels.title}
      </p>
      <p>{labels.text}</p>
      <a className={styles.learnMore} href={href} onClick={dismiss} role="button">
        {labels.learnMore}
      </a>
    </div>
  );
}
