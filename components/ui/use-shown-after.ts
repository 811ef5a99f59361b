'use client';

import { useEffect, useState } from 'react';

/**
 * Whether something a page shows after a delay (a banner, a popup) is shown: false until
 * `delayMs` after its island runs, then what `isDue()` answers; the setter shows or hides it later.
 * `isDue` reads the visitor's storage then, not as the island hydrates: a page's first read of the
 * storage waits while the browser loads it (1–30 ms here), which would lengthen the hydration's one
 * long task (tests/e2e/banners.spec.ts). Pass a function defined outside the component.
 */
export function useShownAfter(delayMs: number, isDue: () => boolean) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (isDue()) setShown(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, isDue]);
  return [shown, setShown] as const;
}
