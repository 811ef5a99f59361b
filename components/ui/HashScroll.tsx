'use client';

import { useEffect } from 'react';

/**
 * With a #hash in the URL, scrolls to that element (or to `fallbackId`) after a delay, over a
 * duration, shifted by an offset in px (SPEC.md §9: home 6000 ms / 100 ms / 300; about 800 ms / -300).
 */
export function HashScroll({
  fallbackId,
  delayMs,
  offset,
}: {
  fallbackId: string;
  delayMs: number;
  offset: number;
}) {
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(hash) ?? document.getElementById(fallbackId);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY + offset;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [fallbackId, delayMs, offset]);
  return null;
}
