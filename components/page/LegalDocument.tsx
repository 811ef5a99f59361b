import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { legalValues } from '@/lib/legal';
import styles from './LegalDocument.module.css';

type LegalNamespace = 'termsAndConditions' | 'privacyPolicy';
/** A section: its `title`, then paragraphs (strings) and lists (objects of items), in order. */
type Section = Record<string, string | Record<string, string>>;

/**
 * A legal text with its version and table of contents, as data: `sections.<id>.title`, then
 * `p1`, `p2`… paragraphs and `list` objects whose values are the items, in the reader's language.
 */
export async function LegalDocument({ namespace, locale }: { namespace: LegalNamespace; locale: Locale }) {
  const t = await getTranslations({ locale, namespace });
  const values = legalValues(locale);
  // Keys come from the document itself; the unit tests check that every argument has a value.
  const text = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  const raw = t.raw as unknown as (key: string) => Record<string, Section>;
  const sections = Object.entries(raw('sections'));

  return (
    <div className={`container ${styles.legal}`}>
      <article className={styles.document}>
        <p className={styles.version}>{text('version', values)}</p>
        <nav aria-labelledby="legal-contents" className={styles.toc}>
          <h2 id="legal-contents" className={styles.tocHeading}>
            {text('contents')}
          </h2>
          <ol>
            {sections.map(([id]) => (
              <li key={id}>
                <a href={`#${id}`}>{text(`sections.${id}.title`, values)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map(([id, section], index) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.section}>
            <h2 id={`${id}-title`}>
              {index + 1}. {text(`sections.${id}.title`, values)}
            </h2>
            {Object.entries(section).map(([key, block]) =>
              key === 'title' ? null : typeof block === 'string' ? (
                <p key={key}>{text(`sections.${id}.${key}`, values)}</p>
              ) : (
                <ul key={key}>
                  {Object.keys(block).map((item) => (
                    <li key={item}>{text(`sections.${id}.${key}.${item}`, values)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
