import type { Messages } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { constants } from '@/lib/config';
import type { RouteKey } from '@/lib/routes';
import { breadcrumbs } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';
import styles from './PageIntro.module.css';

type InnerPage = Exclude<RouteKey, 'home'>;
/** The inner pages whose messages lack a heading or an introduction: none. */
type WithoutIntro = {
  [P in InnerPage]: Messages[P] extends { heading: string; intro: string } ? never : P;
}[InnerPage];
/**
 * The namespace the translator below is typed by: one page's, once every page is known to hold a
 * heading and an introduction (else the pages that do not, so their keys fail to type-check here).
 * Typed by the union of the 23 pages' namespaces, this file alone took about 3 s of the type
 * check, half of the project's type instantiations.
 */
type IntroNamespace = [WithoutIntro] extends [never] ? 'aboutUs' : WithoutIntro;

/**
 * The heading band every inner page opens with: its title and a short introduction, and the
 * page's breadcrumb for search engines (named by its title in the page's language).
 */
export async function PageIntro({ page, children }: { page: InnerPage; children?: ReactNode }) {
  const t = await getTranslations(page as IntroNamespace);
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
