'use client';

import { useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { rewardsPopupDelayMs, storageKeys } from '@/lib/config';
import styles from './Rewards.module.css';

interface Labels {
  title: string;
  text: string;
  cta: string;
  close: string;
}

/** The page's popup: the welcome code, once per visit, a moment after the page opens. */
export function RewardsPopup({ code, href, labels }: { code: string; href: string; labels: Labels }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The storage is read when the time comes, not at hydration (components/banners/OfficialUrls.tsx).
    const timer = setTimeout(() => {
      if (sessionStorage.getItem(storageKeys.rewardsPopupSeen)) return;
      sessionStorage.setItem(storageKeys.rewardsPopupSeen, '1');
      setOpen(true);
    }, rewardsPopupDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={labels.title}
      closeLabel={labels.close}
      size="sm"
    >
      <div className={styles.popup}>
        <p>{labels.text}</p>
        <p className={styles.code}>{code}</p>
        <a className={buttonClassName({})} href={href}>
          {labels.cta}
        </a>
      </div>
    </Dialog>
  );
}
