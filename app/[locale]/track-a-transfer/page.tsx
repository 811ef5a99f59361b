import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import split from '@/components/page/Split.module.css';
import { routeMetadata } from '@/lib/metadata';
import { TrackForm } from './_components/TrackForm';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'trackATransfer');

export default async function TrackATransferPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  const t = await getTranslations('trackATransfer');
  const tc = await getTranslations('common');
  return (
    <>
      <PageIntro page="trackATransfer" />
      <section className={`container ${split.split}`}>
        <TrackForm
          labels={{
            label: t('label'),
            placeholder: t('placeholder'),
            submit: t('submit'),
            empty: t('empty'),
            unknown: t('unknown'),
            found: t.raw('found') as string,
            either: t('either'),
            open: t.raw('open') as string,
            reference: t('reference'),
            newTab: tc('opensInNewTab'),
          }}
        />
        <aside className={split.aside} aria-labelledby="track-formats">
          <h2 id="track-formats" className={split.asideHeading}>
            {t('formats.heading')}
          </h2>
          <ul className={split.checks}>
            {(['evm', 'bitcoin', 'solana', 'reference'] as const).map((key) => (
              <li key={key}>{t(`formats.${key}`)}</li>
            ))}
          </ul>
        </aside>
      </section>
    </>
  );
}
