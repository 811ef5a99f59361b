'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { storeFor } from '@/components/banners/InstallBanner';
import { constants, stores } from '@/lib/config';

const noSubscription = () => () => {};

function detectPlatform(): 'android' | 'ios' | 'other' {
  const store = storeFor(navigator.userAgent);
  return store === stores.android ? 'android' : store === stores.ios ? 'ios' : 'other';
}

/**
 * After 500 ms sends Android devices to the Play store, iPhone/iPad/iPod to the App Store and
 * others to the home page (SPEC.md §2); meanwhile it shows the detected platform's store tile.
 */
export function StoreRedirect({
  home,
  message,
  children,
}: {
  home: string;
  message: string;
  children: ReactNode;
}) {
  const platform = useSyncExternalStore(noSubscription, detectPlatform, () => null);
  useEffect(() => {
    const target = storeFor(navigator.userAgent) ?? home;
    const timer = setTimeout(() => window.location.assign(target), constants.downloadsRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [home]);

  return (
    <div data-platform={platform ?? undefined}>
      {/* Without script nothing redirects: the store tiles are the way on. */}
      <p role="status" className="script-only">
        {message}
      </p>
      {children}
    </div>
  );
}
