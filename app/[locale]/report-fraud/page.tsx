import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import styles from '@/components/page/Split.module.css';
import { apiBase, constants } from '@/lib/config';
import { formAction, postedForms } from '@/lib/forms/posts';
import { routeMetadata } from '@/lib/metadata';
import { FraudForm } from './_components/FraudForm';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'reportFraud');

const next = ['read', 'answer', 'act'] as const;

export default async function ReportFraudPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('reportFraud');
  const tc = await getTranslations('common');
  const hours = constants.fraudReportAnswerHours;
  return (
    <>
      <PageIntro page="reportFraud" />
      <section className={`container ${styles.split}`}>
        <FraudForm
          locale={locale}
          action={formAction(apiBase, 'fraud', locale)}
          labels={{
            heading: t('formHeading'),
            email: t('email'),
            emailHint: t('emailHint'),
            description: t('description'),
            descriptionHint: t('descriptionHint'),
            hash: t('hash'),
            url: t('url'),
            urlPlaceholder: t('urlPlaceholder'),
            submit: t('submit'),
            submitting: t('submitting'),
            emailRequired: t('emailRequired'),
            emailInvalid: t('emailInvalid'),
            descriptionRequired: t('descriptionRequired'),
            descriptionShort: t('descriptionShort', postedForms.fraud.values),
            hashInvalid: t('hashInvalid'),
            urlInvalid: t('urlInvalid'),
            submitError: t('submitError'),
            honeypot: tc('honeypot'),
          }}
        />
        <aside className={styles.aside} aria-labelledby="fraud-next">
          <h2 id="fraud-next" className={styles.asideHeading}>
            {t('promiseHeading')}
          </h2>
          <ol className={styles.checks}>
            {next.map((id) => (
              <li key={id}>{t(`promise.${id}`, { hours })}</li>
            ))}
          </ol>
          <p>
            <strong>{t('urgent')}</strong>
          </p>
          <p>{t('privacy')}</p>
        </aside>
      </section>
    </>
  );
}
