'use client';

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LIVE_ATTRIBUTE, TAB_ATTRIBUTE, TAB_PARAM_ATTRIBUTE } from '@/lib/disclosure';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** The query parameter the parent keeps the selection in, if any (`?page=`). */
  param?: string;
}

/**
 * WAI-ARIA tabs: a tablist with roving focus (arrow keys, Home, End); the selection is
 * controlled by the parent, so a page can keep it in its URL (`param`). Before the island runs,
 * the page's inline listener (lib/disclosure.ts) selects a tapped tab and writes it into that
 * query, where the parent reads it on hydration. Without script the panels are shown one after
 * the other under headings.
 */
export function Tabs({ label, items, selected, onSelect, param }: TabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useRef(current);

  // From now on this island selects; the inline listener leaves the tablist alone.
  useLayoutEffect(() => listRef.current?.setAttribute(LIVE_ATTRIBUTE, ''), []);

  // On a phone the tabs scroll sideways. A selection that did not come from a tap in view (the
  // URL's, once read, or the history's) is scrolled into the strip, without moving the page; the
  // HTML's selection sits at the strip's start, so a page that keeps it reads no layout here.
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const list = listRef.current?.getBoundingClientRect();
    const tab = refs.current[current]?.getBoundingClientRect();
    if (!list || !tab) return;
    const overflow = tab.left < list.left ? tab.left - list.left : Math.max(0, tab.right - list.right);
    if (overflow) listRef.current?.scrollBy({ left: overflow });
  }, [current]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -current,
      End: items.length - 1 - current,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = (current + delta + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onSelect(item.id);
    refs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={`${styles.list} script-only`}
        onKeyDown={onKeyDown}
        {...{ [TAB_PARAM_ATTRIBUTE]: param }}
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
            {...{ [TAB_ATTRIBUTE]: item.id }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={index !== current}
          tabIndex={0}
          className={styles.panel}
        >
          {/* Without script every panel shows, each under its tab's name. */}
          <h2 className={`${styles.heading} noscript-only`}>{item.label}</h2>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
