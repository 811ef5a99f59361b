'use client';

import { useEffect, useState, type RefObject } from 'react';

interface Options {
  /** How far outside the viewport still counts as near (a CSS margin). */
  margin?: string;
  /**
   * True from the first time the element comes near, for work that starts once: measuring a
   * carousel, fetching the coins, as the visitor scrolls towards them instead of in the page's
   * load. With `once: false` it follows the element out again, for work that only matters on
   * screen and rests off it (a carousel's autoplay).
   */
  once?: boolean;
}

/** Whether the element is within `margin` of the viewport (see `once`). */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = '400px', once = true }: Options = {},
) {
  const [near, setNear] = useState(false);
  const settled = once && near;
  useEffect(() => {
    const element = ref.current;
    if (!element || settled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setNear(latest.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, settled]);
  return near;
}
