'use client';

import { constants } from '@/lib/config';

type Sonner = typeof import('sonner');
let loading: Promise<Sonner> | null = null;

/**
 * Loads the toast library and mounts its one region (top right, 5 s, SPEC.md §8) the first
 * time a toast is shown, so pages that never toast carry none of its code.
 */
function sonner(): Promise<Sonner> {
  loading ??= Promise.all([import('sonner'), import('react-dom/client')]).then(([lib, { createRoot }]) => {
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.append(host);
    const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    createRoot(host).render(
      <lib.Toaster
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        dir={dir}
        duration={constants.toastDurationMs}
        richColors
      />,
    );
    return lib;
  });
  return loading;
}

export const toast = {
  success: (message: string) => void sonner().then(({ toast }) => toast.success(message)),
  error: (message: string) => void sonner().then(({ toast }) => toast.error(message)),
};
