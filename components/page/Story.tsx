import type { ReactNode } from 'react';
import { Glyph, type GlyphName } from './Glyph';
import styles from './Story.module.css';

/**
 * Building blocks of the story pages (about, UCPI, offline, P2P, trust, awareness, advertise…):
 * a titled section, a grid of cards with an icon, numbered steps, a checklist and a closing call
 * to action. Server components: they add no script.
 */
export function Section({
  id,
  heading,
  lead,
  tone,
  aside,
  children,
}: {
  id: string;
  /** Without a heading the section continues the page's introduction. */
  heading?: string;
  lead?: string;
  tone?: 'soft' | 'blue';
  /** A drawing beside the content, from 900 px. */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      className={[styles.section, tone && styles[tone]].filter(Boolean).join(' ')}
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      <div className={`container ${styles.inner}`}>
        {heading && (
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
        )}
        {lead && <p className={styles.lead}>{lead}</p>}
        {aside ? (
          <div className={styles.withAside}>
            <div className={styles.inner}>{children}</div>
            <div className={styles.aside}>{aside}</div>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

export interface CardItem {
  key: string;
  title: string;
  text: string;
  icon?: GlyphName;
  extra?: ReactNode;
}

export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.cards} data-columns={columns}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          {item.icon && (
            <span className={styles.cardIcon}>
              <Glyph name={item.icon} size={26} />
            </span>
          )}
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p>{item.text}</p>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}

export function NumberedSteps({ items }: { items: readonly string[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item, index) => (
        <li key={item} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <p>{item}</p>
        </li>
      ))}
    </ol>
  );
}

export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <Glyph name="check" size={20} className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closing band of a page: a heading, a sentence and its links. */
export function CallToAction({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="container" aria-labelledby={`${id}-heading`}>
      <div className={styles.cta}>
        <div>
          <h2 id={`${id}-heading`} className={styles.ctaHeading}>
            {heading}
          </h2>
          <p>{text}</p>
        </div>
        <div className={styles.ctaActions}>{children}</div>
      </div>
    </section>
  );
}
