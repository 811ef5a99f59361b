'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentAttribute } from '@/lib/prefetch';

/**
 * Fetches the page of one of the site's internal links (lib/prefetch.ts) when a visitor reaches
 * for it: a pointer or a finger on it, keyboard focus, and at the latest its click (a screen
 * reader may click a link it never focused). The links do not prefetch on their own
 * (components/ui/Link.tsx), and in Next 16's static export a link whose page nobody prefetched
 * does not navigate: the click's prefetch, started before next/link handles the click, is the one
 * its navigation waits for.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const prefetch = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${intentAttribute}]`) : null;
      if (link instanceof HTMLAnchorElement) router.prefetch(link.pathname + link.search);
    };
    const events = ['pointerover', 'focusin', 'click'] as const;
    for (const type of events) document.addEventListener(type, prefetch, { capture: true, passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, prefetch, { capture: true });
    };
  }, [router]);
  return null;
}
