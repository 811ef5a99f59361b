import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CallToAction } from '@/components/page/Story';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { emails } from '@/lib/config';
import { supportedCountryCount } from '@/lib/data/countries';
import { newestFirst } from '@/lib/data/press';
import { rewardToken } from '@/lib/rewards';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from './Press.module.css';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'pressRelease');

export default async function PressReleasePage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('pressRelease');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const values = { count: supportedCountryCount, token: rewardToken };
  const [before, after = ''] = (t.raw('mediaContact') as string).split('{email}');
  return (
    <>
      <PageIntro page="pressRelease" />
      <section className={`container ${styles.list}`}>
        {newestFirst.map(({ id, date: day }) => (
          <article key={id} className={styles.release} aria-labelledby={`release-${id}`}>
            <time dateTime={day} className={styles.date}>
              {date.format(new Date(`${day}T00:00:00Z`))}
            </time>
            <h2 id={`release-${id}`} className={styles.title}>
              {t(`releases.${id}.title`, values)}
            </h2>
            <p className={styles.summary}>{t(`releases.${id}.summary`, values)}</p>
            <p>{t(`releases.${id}.body`, values)}</p>
          </article>
        ))}
      </section>
      <CallToAction
        id="press"
        heading={t('mediaKit')}
        text={
          <>
            {before}
            <a href={`mailto:${emails.contact}`} className={styles.mail}>
              {emails.contact}
            </a>
            {after}
          </>
        }
      >
        <ButtonLink href={routes.mediaKit}>{t('mediaKitLink')}</ButtonLink>
      </CallToAction>
    </>
  );
}
