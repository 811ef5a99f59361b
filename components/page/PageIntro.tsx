import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { constants } from '@/lib/config';
import type { RouteKey } from '@/lib/routes';
import { breadcrumbs } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';
import styles from './PageIntro.module.css';

/**
 * The heading band every inner page opens with: its title and a short introduction, and the
 * page's breadcrumb for search engines (named by its title in the page's language).
 */
export async function PageIntro({
  page,
  children,
}: {
  page: Exclude<RouteKey, 'home'>;
  children?: ReactNode;
}) {
  const t = await getTranslations(page);
  const tMeta = await getTranslations('meta');
  const locale = await getLocale();
  return (
    <section className={styles.intro}>
      <JsonLd data={breadcrumbs(locale, page, tMeta(`${page}.title`))} />
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.lead}>{t('intro', { hours: constants.fraudReportAnswerHours })}</p>
        {children}
      </div>
    </section>
  );
}
