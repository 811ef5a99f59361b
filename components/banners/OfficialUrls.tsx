'use client';

import { Dialog } from '@/components/ui/Dialog';
import { useShownAfter } from '@/components/ui/use-shown-after';
import { officialUrls, officialUrlsDelayMs, storageKeys } from '@/lib/config';
import styles from './Banners.module.css';

interface Labels {
  title: string;
  text: string;
  gotIt: string;
  close: string;
}

const notSeen = () => !localStorage.getItem(storageKeys.officialUrlsSeen);

/** The official addresses, shown once per visitor until "Got it" (SPEC.md §2). */
export function OfficialUrls({ labels }: { labels: Labels }) {
  const [open, setOpen] = useShownAfter(officialUrlsDelayMs, notSeen);

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
