import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { constants } from '@/lib/config';
import type { RouteKey } from '@/lib/routes';
import styles from './PageIntro.module.css';

/** The heading band every page opens with: its title and a short introduction. */
export async function PageIntro({ page, children }: { page: RouteKey; children?: ReactNode }) {
  const t = await getTranslations(page);
  return (
    <section className={styles.intro}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.lead}>{t('intro', { hours: constants.fraudReportAnswerHours })}</p>
        {children}
      </div>
    </section>
  );
}
