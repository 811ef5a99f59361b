import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { JsonLd } from '@/components/page/JsonLd';
import { PageIntro } from '@/components/page/PageIntro';
import { Accordion } from '@/components/ui/Accordion';
import { Link } from '@/components/ui/Link';
import { emails, stores } from '@/lib/config';
import { faqCategories, faqValues, type FaqItemId } from '@/lib/data/faq';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { FaqTabs } from './_components/FaqTabs';
import styles from './_components/Faq.module.css';
import table from '@/components/ui/Table.module.css';

export const generateMetadata = async (props: LocaleParams) => routeMetadata(await pageLocale(props), 'faq');

type Values = Record<string, string | number>;

export default async function FaqPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('faq');
  // Keys are built from lib/data/faq.ts; the unit tests check each one and its arguments.
  const text = t as unknown as (key: string, values?: Values) => string;
  const values = faqValues(locale);

  const has = t.has as unknown as (key: string) => boolean;

  const item = (id: FaqItemId) => {
    const steps: string[] = [];
    for (let n = 1; has(`items.${id}.steps.${n}`); n++)
      steps.push(text(`items.${id}.steps.${n}`, values[id]));
    return {
      id,
      question: text(`items.${id}.q`, values[id]),
      answer: text(`items.${id}.a`, values[id]),
      steps,
    };
  };
  const categories = faqCategories.map((category) => ({
    id: category.id,
    label: t(`categories.${category.id}`),
    items: category.items.map(item),
  }));

  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: categories.flatMap((category) =>
      category.items.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: [entry.answer, ...entry.steps].join(' ') },
      })),
    ),
  };

  const extra: Partial<Record<FaqItemId, React.ReactNode>> = {
    contact: (
      <ul className={styles.mails}>
        <li>
          {t('supportMail')}: <a href={`mailto:${emails.support}`}>{emails.support}</a>
        </li>
        <li>
          {t('contactMail')}: <a href={`mailto:${emails.contact}`}>{emails.contact}</a>
        </li>
      </ul>
    ),
    fraud: (
      <p>
        <Link href={routes.reportFraud}>{t('reportLink')}</Link>
      </p>
    ),
  };

  const downloads = (
    <div className={table.frame}>
      <table className={`${table.table} ${styles.table}`}>
        <caption>{t('downloads.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('downloads.platform')}</th>
            <th scope="col">{t('downloads.needs')}</th>
            <th scope="col">{t('downloads.get')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('downloads.android')}</th>
            <td>{t('downloads.androidNeeds')}</td>
            <td>
              <a href={stores.android}>{t('downloads.androidLink')}</a>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('downloads.ios')}</th>
            <td>{t('downloads.iosNeeds')}</td>
            <td>
              <a href={stores.ios}>{t('downloads.iosLink')}</a>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('downloads.other')}</th>
            <td>{t('downloads.otherNeeds')}</td>
            <td>
              <Link href={routes.downloads}>{t('downloads.otherLink')}</Link>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );

  const tabs = categories.map((category, index) => ({
    id: String(index + 1),
    label: category.label,
    panel: (
      <div className={styles.panel}>
        {index === 0 && downloads}
        <Accordion
          items={category.items.map((entry) => ({
            id: entry.id,
            title: entry.question,
            content: (
              <>
                <p>{entry.answer}</p>
                {entry.steps.length > 0 && (
                  <ol className={styles.steps}>
                    {entry.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                )}
                {extra[entry.id]}
              </>
            ),
          }))}
        />
      </div>
    ),
  }));

  return (
    <>
      <PageIntro page="faq" />
      <section className={`container ${styles.faq}`}>
        <FaqTabs label={t('tabsLabel')} items={tabs} />
      </section>
      <JsonLd data={structuredData} />
    </>
  );
}
