import { getLocale, getTranslations } from 'next-intl/server';
import { getCountries } from 'libphonenumber-js';
import { apiBase } from '@/lib/config';
import { formAction } from '@/lib/forms/posts';
import { labelsOf } from '@/lib/i18n/labels';
import { DemoForm } from './DemoForm';
import styles from '@/components/page/Split.module.css';

export async function DemoSection() {
  const t = await getTranslations('requestDemo');
  const tc = await getTranslations('common');
  const locale = await getLocale();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = getCountries()
    .map((code) => [code, names.of(code) ?? code] as const)
    .sort(([, a], [, b]) => a.localeCompare(b, locale));
  return (
    <section className={`container ${styles.split}`}>
      <DemoForm
        countries={countries}
        labels={{ ...labelsOf(t, 'form', ['timeZone']), honeypot: tc('honeypot') }}
        locale={locale}
        action={formAction(apiBase, 'demo', locale)}
      />
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
