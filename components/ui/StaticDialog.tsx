import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './Dialog.module.css';

/**
 * Attributes that make a button open the dialog `id` with no script (HTML invoker commands);
 * InvokerFallback does the same in browsers that lack them.
 */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal' }) as const;

/**
 * A modal dialog the browser runs by itself: a button with `opensDialog(id)` opens it; Escape, a
 * click on the backdrop (`closedby="any"`) and the close button close it; focus returns to the
 * opener. Nothing in it hydrates until a client component inside needs to. A dialog opened
 * `withPage` (by an inline script, before the first paint) comes without the opening animation.
 */
export function StaticDialog({
  id,
  title,
  closeLabel,
  children,
  size = 'md',
  withPage = false,
}: {
  id: string;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  withPage?: boolean;
}) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      className={[styles.dialog, styles[size], withPage && styles.withPage].filter(Boolean).join(' ')}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            commandfor={id}
            command="close"
            aria-label={closeLabel}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
