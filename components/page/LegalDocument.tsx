import { getTranslations } from 'next-intl/server';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { legalValues } from '@/lib/legal';
import styles from './LegalDocument.module.css';

type LegalNamespace = 'termsAndConditions' | 'privacyPolicy';
interface Section {
  title: string;
  text: Record<string, string>;
}

/**
 * A legal text with its version and table of contents. The documents exist in English only for
 * now (DESIGN.md §4): other languages show the English text, marked `lang="en"`, under a notice
 * in the page's language.
 */
export async function LegalDocument({ namespace, locale }: { namespace: LegalNamespace; locale: Locale }) {
  const t = await getTranslations({ locale: defaultLocale, namespace });
  const tc = await getTranslations('common');
  const values = legalValues();
  // Keys come from the document itself; the unit tests check that every argument has a value.
  const text = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  const raw = t.raw as unknown as (key: string) => Record<string, Section>;
  const sections = Object.entries(raw('sections'));

  return (
    <div className={`container ${styles.legal}`}>
      {locale !== defaultLocale && (
        <p className={styles.notice} role="note">
          {tc('legalNotice')}
        </p>
      )}
      <article lang={defaultLocale} dir="ltr" className={styles.document}>
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
            {Object.keys(section.text).map((n) => (
              <p key={n}>{text(`sections.${id}.text.${n}`, values)}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
