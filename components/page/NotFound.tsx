import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import styles from './NotFound.module.css';

export async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <section className={`container ${styles.notFound}`}>
      <svg className={styles.art} viewBox="0 0 200 120" aria-hidden="true">
        <circle cx="100" cy="60" r="52" fill="var(--color-blue-50)" />
        <path d="M100 22a38 38 0 1 0 38 38h-16a22 22 0 1 1-22-22Z" fill="var(--color-blue)" />
        <path d="M112 22h26v26l-9.4-9.4-14 14-7.2-7.2 14-14Z" fill="var(--color-lime-600)" />
      </svg>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <ButtonLink href="/" variant="secondary" size="lg">
        {t('home')}
      </ButtonLink>
    </section>
  );
}
