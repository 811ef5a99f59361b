import { getTranslations } from 'next-intl/server';
import { partnerLogoPath, partnerLogoSize, partners, type PartnerKind } from '@/lib/data/partners';
import styles from './Partners.module.css';

const kinds = [...new Set(partners.map((p) => p.kind))] as PartnerKind[];

/** Every partner with its logo, kind, what it partners on, a description and details. */
export async function PartnerList() {
  const t = await getTranslations('partners');
  return (
    <section className={`container ${styles.section}`}>
      {/* Filtering needs no script: the list hides what the checked radio does not match (CSS :has). */}
      <div className={styles.filter} role="radiogroup" aria-label={t('filter')}>
        <label>
          <input type="radio" name="kind" value="all" defaultChecked />
          <span>{t('all')}</span>
        </label>
        {kinds.map((kind) => (
          <label key={kind}>
            <input type="radio" name="kind" value={kind} />
            <span>{t(`kinds.${kind}`)}</span>
          </label>
        ))}
      </div>
      <ul className={styles.list}>
        {partners.map((partner) => (
          <li key={partner.slug} data-kind={partner.kind} className={styles.card}>
            <img
              src={partnerLogoPath(partner.slug)}
              alt=""
              {...partnerLogoSize(partner.company)}
              loading="lazy"
            />
            <h2 className={styles.company}>{partner.company}</h2>
            <p className={styles.kind}>{t(`kinds.${partner.kind}`)}</p>
            <p>{t(`description.${partner.kind}`, { partner: partner.company })}</p>
            <dl className={styles.facts}>
              <dt>{t('partneredWith')}</dt>
              <dd>{t(`with.${partner.kind}`)}</dd>
            </dl>
            <p className={styles.details}>{t(`details.${partner.kind}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
