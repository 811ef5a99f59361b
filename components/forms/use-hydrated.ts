'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once the island runs in the browser (false in the static HTML and during hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
