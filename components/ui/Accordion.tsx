'use client';

import { useId, type ReactNode } from 'react';
import { DISCLOSURE_ATTRIBUTE } from '@/lib/disclosure';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * A list of disclosures; each question is a button with aria-expanded. The first opens by default;
 * the page's inline click listener (lib/disclosure.ts) opens and closes the others from the first
 * paint on, so the component keeps no state. It stays a client component only for its payload: the
 * page's flight data carries its items, not the markup of every question (/ja/FAQ: 21 KB less
 * HTML, and less for the framework to read as it starts). Without script every answer shows.
 */
export function Accordion({
  items,
  defaultOpen = 0,
}: {
  items: readonly AccordionItem[];
  defaultOpen?: number | null;
}) {
  const baseId = useId();
  const first = defaultOpen === null ? undefined : items[defaultOpen]?.id;

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = item.id === first;
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-open={expanded}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                {...{ [DISCLOSURE_ATTRIBUTE]: '' }}
              >
                <span>{item.title}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-label={typeof item.title === 'string' ? item.title : undefined}
              hidden={!expanded}
              className={styles.panel}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
