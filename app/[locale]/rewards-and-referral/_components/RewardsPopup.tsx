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

/** True once per visit: the popup counts as seen when it opens. */
function firstInVisit() {
  if (sessionStorage.getItem(storageKeys.rewardsPopupSeen)) return false;
  sessionStorage.setItem(storageKeys.rewardsPopupSeen, '1');
  return true;
}

/**
 * The page's popup: the welcome code, once per visit, a moment after the page opens. It does not
 * open over another popup (a first visit's official addresses): it waits the same moment after
 * that one closes.
 */
export function RewardsPopup({ code, href, labels }: { code: string; href: string; labels: Labels }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let waitingOn: Element | null = null;
    const later = () => (timer = setTimeout(due, rewardsPopupDelayMs));
    function due() {
      waitingOn = document.querySelector('dialog:modal');
      if (waitingOn) waitingOn.addEventListener('close', later, { once: true });
      else if (firstInVisit()) setOpen(true);
    }
    later();
    return () => {
      clearTimeout(timer);
      waitingOn?.removeEventListener('close', later);
    };
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
