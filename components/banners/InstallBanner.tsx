'use client';

import { appIcon, constants, storageKeys, stores } from '@/lib/config';
import styles from './Banners.module.css';
import { Icon } from '@/components/ui/Icon';
import { useShownAfter } from '@/components/ui/use-shown-after';

/** The store for this device: Android → Play, iPhone/iPad/iPod → App Store, others → none. */
export function storeFor(userAgent: string): string | null {
  if (/android/i.test(userAgent)) return stores.android;
  if (/iphone|ipad|ipod/i.test(userAgent)) return stores.ios;
  return null;
}

/** On a narrow screen, unless closed in this visit. */
const installDue = () =>
  window.innerWidth < constants.installBannerMaxWidth &&
  !sessionStorage.getItem(storageKeys.installBannerClosed);

interface Labels {
  region: string;
  name: string;
  tagline: string;
  install: string;
  close: string;
}

/**
 * The app-install banner (SPEC.md §2, §4): on screens narrower than 1080 px, 10 s after load.
 * Install opens the device's store; closing hides it for the rest of the visit.
 */
export function InstallBanner({ labels, fallbackHref }: { labels: Labels; fallbackHref: string }) {
  const [visible, setVisible] = useShownAfter(constants.installBannerDelayMs, installDue);

  function hide() {
    setVisible(false);
    sessionStorage.setItem(storageKeys.installBannerClosed, '1');
  }

  if (!visible) return null;
  return (
    <aside className={styles.install} aria-label={labels.region}>
      <img src={appIcon} alt="" width={44} height={44} />
      <div className={styles.installText}>
        <strong>{labels.name}</strong>
        <span>{labels.tagline}</span>
      </div>
      <a
        className={styles.installButton}
        href={fallbackHref}
        role="button"
        onClick={(event) => {
          const store = storeFor(navigator.userAgent);
          hide();
          if (store) {
            event.preventDefault();
            window.open(store, '_blank', 'noopener');
          }
        }}
      >
        {labels.install}
      </a>
      <button type="button" className={styles.close} onClick={hide} aria-label={labels.close}>
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
