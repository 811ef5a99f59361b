import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { routes } from '@/lib/routes';
import { Carousel } from '@/components/ui/Carousel';
import styles from './Home.module.css';

const slides = [
  { id: 'rewards', href: routes.rewardsAndReferral },
  { id: 'ucpi', href: routes.ucpi },
] as const;

export async function Highlights() {
  const t = await getTranslations('home');
  return (
    <section className={`container ${styles.section}`} aria-label={t('carousel.label')}>
      <Carousel label={t('carousel.label')} previous={t('carousel.previous')} next={t('carousel.next')}>
        {slides.map((slide) => (
          <div key={slide.id} className={`${styles.slide} ${styles[slide.id]}`}>
            <h2 className={styles.sectionHeading}>{t(`carousel.${slide.id}.title`)}</h2>
            <p>{t(`carousel.${slide.id}.text`)}</p>
            <ButtonLink href={slide.href}>{t(`carousel.${slide.id}.cta`)}</ButtonLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
