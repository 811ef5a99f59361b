import { getLocale, getTranslations } from 'next-intl/server';
import split from '@/components/page/Split.module.css';
import { kycLevels, kycReward } from '@/lib/data/kyc';
import { rewardToken } from '@/lib/rewards';
import table from '@/components/ui/Table.module.css';
import styles from './Kyc.module.css';
import { formatNumber, formatUsd } from '@/lib/format';

export async function KycLevels() {
  const t = await getTranslations('amlKyc');
  const locale = await getLocale();
  return (
    <>
      <section className={`container ${styles.section}`} aria-labelledby="kyc-levels">
        <h2 id="kyc-levels" className={styles.heading}>
          {t('levelsHeading')}
        </h2>
        {/* Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */}
        <div className={table.frame} tabIndex={0} role="region" aria-labelledby="kyc-levels">
          <table className={`${table.table} ${styles.table}`}>
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('level')}</th>
                <th scope="col">{t('needs')}</th>
                <th scope="col">{t('daily')}</th>
                <th scope="col">{t('monthly')}</th>
                <th scope="col">{t('reward')}</th>
              </tr>
            </thead>
            <tbody>
              {kycLevels.map((level) => (
                <tr key={level.id}>
                  <th scope="row">{t(`levels.${level.id}.name`)}</th>
                  <td>{t(`levels.${level.id}.needs`)}</td>
                  <td>{formatUsd(locale, level.dailyUsd)}</td>
                  <td>{formatUsd(locale, level.monthlyUsd)}</td>
                  <td>
                    {formatNumber(locale, kycReward(level))} {rewardToken}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>{t('rewardNote')}</p>
      </section>
      <section className={`container ${styles.section} ${styles.columns}`}>
        <div className={split.aside} role="group" aria-labelledby="kyc-timing">
          <h2 id="kyc-timing" className={split.asideHeading}>
            {t('timingHeading')}
          </h2>
          <ul className={split.checks}>
            <li>{t('aadhaar')}</li>
            <li>{t('international')}</li>
          </ul>
        </div>
        <div className={split.aside} role="group" aria-labelledby="kyc-aml">
          <h2 id="kyc-aml" className={split.asideHeading}>
            {t('amlHeading')}
          </h2>
          <ul className={split.checks}>
            <li>{t('aml.monitor')}</li>
            <li>{t('aml.screen')}</li>
            <li>{t('aml.report')}</li>
          </ul>
        </div>
      </section>
    </>
  );
}
