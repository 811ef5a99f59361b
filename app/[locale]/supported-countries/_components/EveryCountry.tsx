'use client';

import type { ChooserProps } from './CountryChooser';
import { CountryFlag, CountryRows } from './CountryRows';
import styles from './Countries.module.css';

/**
 * Every country at once, for a visitor without script, who cannot use the chooser: the supported
 * ones with their details, then the others by status. It is a <noscript>: with script the browser
 * reads its content as text, so its 2,800 elements (three quarters of the page) are neither built
 * nor laid out, and React does not hydrate a noscript's children. A client component, so its data
 * are the chooser's props, sent once in the page's RSC data instead of a second time as markup.
 */
export function EveryCountry({ countries, details, labels }: ChooserProps) {
  return (
    <noscript>
      <div className={styles.everyCountry}>
        {countries
          .filter((country) => country.status === 'supported')
          .map(({ code, name }) => (
            <details key={code} className={styles.card}>
              <summary className={styles.cardHead}>
                <CountryFlag code={code} size={48} />
                <h3 className={styles.cardHeading}>{labels.heading.replace('{country}', name)}</h3>
                <span className={styles.badge} data-status="supported">
                  {labels.status.supported}
                </span>
              </summary>
              <CountryRows rows={details[code] ?? []} kycLabel={labels.kyc} level={4} />
            </details>
          ))}
        {(['comingSoon', 'unavailable'] as const).map((status) => (
          <section key={status} aria-labelledby={`countries-${status}`}>
            <h3 id={`countries-${status}`} className={styles.cardHeading}>
              {labels.status[status]}
            </h3>
            <ul className={styles.names}>
              {countries
                .filter((country) => country.status === status)
                .map(({ code, name }) => (
                  <li key={code}>{name}</li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </noscript>
  );
}
