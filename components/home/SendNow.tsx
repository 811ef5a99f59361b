'use client';

import { useState, type ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { constants } from '@/lib/config';

/**
 * "Send now": on wide screens (≥ 992 px) it opens the download dialog with the store tiles; on
 * narrower screens it is a plain link to the downloads page, which sends phones to their store.
 */
export function SendNow({
  label,
  href,
  dialogTitle,
  closeLabel,
  children,
}: {
  label: string;
  href: string;
  dialogTitle: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
        className={buttonClassName({ size: 'lg' })}
        role="button"
        onClick={(event) => {
          if (window.innerWidth < constants.sendNowBreakpoint) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} title={dialogTitle} closeLabel={closeLabel}>
        {children}
      </Dialog>
    </>
  );
}
