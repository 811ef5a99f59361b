'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on), so
 * an island starts work a visitor cannot see yet — measuring a carousel, fetching the coins — as
 * they scroll towards it instead of in the page's load.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px') {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
