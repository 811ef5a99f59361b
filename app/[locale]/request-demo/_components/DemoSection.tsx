import { getLocale, getTranslations } from 'next-intl/server';
import { labelsOf } from '@/lib/i18n/labels';
import { DemoForm } from './DemoForm';
import styles from '@/components/page/Split.module.css';

export async function DemoSection() {
  const t = await getTranslations('requestDemo');
  const tc = await getTranslations('common');
  const locale = await getLocale();
  return (
    <section className={`container ${styles.split}`}>
      <DemoForm labels={{ ...labelsOf(t, 'form', ['timeZone']), honeypot: tc('honeypot') }} locale={locale} />
      <aside className={styles.aside} aria-labelledby="demo-expect">
        <h2 id="demo-expect" className={styles.asideHeading}>
          {t('expect.heading')}
        </h2>
        <ul className={styles.checks}>
          <li>{t('expect.live')}</li>
          <li>{t('expect.ucpi')}</li>
          <li>{t('expect.questions')}</li>
        </ul>
      </aside>
    </section>
  );
}
