'use client';

import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { officialUrls, officialUrlsDelayMs, storageKeys } from '@/lib/config';
import styles from './Banners.module.css';

interface Labels {
  title: string;
  text: string;
  gotIt: string;
  close: string;
}

/** The official addresses, shown once per visitor until "Got it" (SPEC.md §2). */
export function OfficialUrls({ labels }: { labels: Labels }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The storage is read when the time comes, not at hydration: a page's first read of it waits
    // for the browser to load it (1–30 ms here), which would lengthen the hydration's task.
    const timer = setTimeout(() => {
      if (!localStorage.getItem(storageKeys.officialUrlsSeen)) setOpen(true);
    }, officialUrlsDelayMs);
    return () => clearTimeout(timer);
  }, []);

  function acknowledge() {
    localStorage.setItem(storageKeys.officialUrlsSeen, '1');
    setOpen(false);
  }

  return (
    <Dialog open={open} onClose={acknowledge} title={labels.title} closeLabel={labels.close} size="sm">
      <p>{labels.text}</p>
      <ul className={styles.urls} lang="en" dir="ltr">
        {officialUrls.map((url) => (
          <li key={url}>{url.replace(/^https:\/\//, '')}</li>
        ))}
      </ul>
      <button type="button" className={styles.gotIt} onClick={acknowledge}>
        {labels.gotIt}
      </button>
    </Dialog>
  );
}
