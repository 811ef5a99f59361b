import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CardGrid, NumberedSteps, Section } from '@/components/page/Story';
import { Accordion } from '@/components/ui/Accordion';
import { CopyButton } from '@/components/ui/CopyButton';
import { formatNumber } from '@/lib/format';
import { withLocale } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/metadata';
import { contests, referralCode, rewardAmount, rewards, rewardToken } from '@/lib/rewards';
import { routes } from '@/lib/routes';
import { EbookSection } from './_components/EbookSection';
import { RewardsPopup } from './_components/RewardsPopup';
import styles from './_components/Rewards.module.css';
import table from '@/components/ui/Table.module.css';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'rewardsAndReferral');

const how = ['join', 'verify', 'use', 'invite'] as const;
const faq = ['when', 'where', 'limit', 'expire'] as const;

export default async function RewardsAndReferralPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('rewardsAndReferral');
  const number = (value: number) => formatNumber(locale, value);
  const token = rewardToken;
  const { code, expiryDays: days } = referralCode;
  const reward = number(referralCode.reward);
  const referral = number(rewardAmount('referral'));
  const faqValues = { token, code, days, referral };

  return (
    <>
      <PageIntro page="rewardsAndReferral" />
      <Section id="how" heading={t('howHeading')}>
        <NumberedSteps items={how.map((id) => t(`how.${id}`, { token }))} />
      </Section>

      <Section id="rewards" heading={t('tableHeading', { token })}>
        <div className={table.frame}>
          <table className={`${table.table} ${styles.table}`}>
            <caption className="visually-hidden">{t('caption', { token })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('step')}</th>
                <th scope="col">{t('reward')}</th>
              </tr>
            </thead>
            <tbody>
              {rewards.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{t(`rewards.${row.id}`)}</th>
                  <td>
                    {row.upTo ? t('upTo', { amount: number(row.amount) }) : number(row.amount)} {token}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>{t('rewardNote')}</p>
      </Section>

      <Section id="code" heading={t('codeHeading', { code })} tone="blue">
        <p className={styles.lead}>{t('codeText', { code, reward, token, days })}</p>
        <div className={styles.codeRow}>
          <span className={styles.code}>{code}</span>
          <CopyButton value={code} label={t('copy')} copied={t('copied', { code })} variant="primary" />
        </div>
      </Section>

      <Section id="contests" heading={t('contestsHeading')} lead={t('contestsText', { token })}>
        <CardGrid
          items={contests.map(({ id, pool }) => ({
            key: id,
            icon: 'calendar',
            title: t(`contests.${id}.title`),
            text: t(`contests.${id}.text`),
            extra: (
              <p className={styles.contestMeta}>
                <strong>{t(`contests.${id}.when`)}</strong>
                <span>{t('pool', { amount: number(pool), token })}</span>
              </p>
            ),
          }))}
        />
      </Section>

      <Section id="faq" heading={t('faqHeading')}>
        <Accordion
          items={faq.map((id) => ({
            id,
            title: t(`faq.${id}.q`, faqValues),
            content: <p>{t(`faq.${id}.a`, faqValues)}</p>,
          }))}
        />
      </Section>

      <EbookSection />
      <RewardsPopup
        code={code}
        href={withLocale(locale, routes.downloads)}
        labels={{
          title: t('popup.title', { token }),
          text: t('popup.text', { code, reward, token }),
          cta: t('popup.cta'),
          close: t('popup.close'),
        }}
      />
    </>
  );
}
