'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * next/link that fetches its page's data when a visitor reaches for it (a pointer or a finger on
 * it, or keyboard focus), not when it scrolls into view: a page view on a slow phone downloads and
 * parses no page it does not open (13 prefetches on the home page before), and the navigation
 * that follows a tap still finds its data on the way.
 */
export function IntentLink({ href, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return <NextLink {...props} href={href} prefetch={false} onPointerEnter={prefetch} onFocus={prefetch} />;
}
