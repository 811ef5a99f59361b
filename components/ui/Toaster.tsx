'use client';

import { Toaster as Sonner } from 'sonner';
import { constants } from '@/lib/config';

/** The one toast region of the site: top right, 5 s (SPEC.md §8). */
export function Toaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  return (
    <Sonner
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      duration={constants.toastDurationMs}
      dir={dir}
      richColors
      closeButton={false}
    />
  );
}
