'use client';

import { useEffect } from 'react';

/**
 * For browsers without HTML invoker commands or `closedby` (StaticDialog works without script
 * where they exist): one click listener that opens and closes the dialogs the same way.
 */
export function InvokerFallback() {
  useEffect(() => {
    const commands = 'command' in HTMLButtonElement.prototype;
    const closedBy = 'closedBy' in HTMLDialogElement.prototype;
    if (commands && closedBy) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!closedBy && target instanceof HTMLDialogElement && target.getAttribute('closedby') === 'any') {
        const box = target.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) target.close();
        return;
      }
      if (commands) return;
      const button = target?.closest('button[commandfor]');
      if (!button) return;
      const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close') dialog.close();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
