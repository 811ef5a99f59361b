import { getTranslations } from 'next-intl/server';
import { onboardingSteps } from '@/lib/data/home';
import styles from './Home.module.css';

export async function Steps() {
  const t = await getTranslations('home');
  return (
    <section className={`container ${styles.section}`} aria-labelledby="steps-heading">
      <h2 id="steps-heading" className={styles.sectionHeading}>
        {t('steps.heading')}
      </h2>
      <ol className={styles.steps}>
        {onboardingSteps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{t(`steps.${step}.title`)}</h3>
            <p>{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
