import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { homePartnerLimit } from '@/lib/data/home';
import { partnerLogoPath, partnerLogoSize, partners } from '@/lib/data/partners';
import { routes } from '@/lib/routes';
import styles from './Home.module.css';

export async function PartnersStrip() {
  const t = await getTranslations('home');
  const tf = await getTranslations('footer');
  return (
    <section className={`container ${styles.section}`} aria-labelledby="partners-heading">
      <h2 id="partners-heading" className={styles.sectionHeading}>
        {t('partners.heading')}
      </h2>
      <ul className={styles.partners}>
        {partners.slice(0, homePartnerLimit).map((partner) => (
          <li key={partner.slug}>
            <img
              src={partnerLogoPath(partner.slug)}
              alt={partner.company}
              {...partnerLogoSize(partner.company)}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <ButtonLink href={routes.partners} variant="outline">
        {t('partners.more')}
        <span className="visually-hidden"> – {tf('links.partners')}</span>
      </ButtonLink>
    </section>
  );
}
