'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every route change scrolls to the top (SPEC.md §2) and closes the small-screen menu. */
export function RouteChangeEffects() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return; // first render: keep any #hash position
    previous.current = pathname;
    window.scrollTo(0, 0);
    const nav = document.getElementById('site-nav');
    if (nav?.matches(':popover-open')) nav.hidePopover();
  }, [pathname]);
  return null;
}
