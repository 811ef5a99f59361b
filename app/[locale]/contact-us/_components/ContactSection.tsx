import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/page/Split.module.css';
import { apiBase, emails, office } from '@/lib/config';
import { formAction, postedForms } from '@/lib/forms/posts';
import { labelsOf } from '@/lib/i18n/labels';
import { ContactForm } from './ContactForm';

export async function ContactSection() {
  const t = await getTranslations('contactUs');
  const tc = await getTranslations('common');
  const locale = await getLocale();
  return (
    <section className={`container ${styles.split}`}>
      <ContactForm
        labels={{ ...labelsOf(t, 'form', [], postedForms.contact.values), honeypot: tc('honeypot') }}
        locale={locale}
        action={formAction(apiBase, 'contact', locale)}
      />
      <aside className={styles.aside} aria-labelledby="contact-office">
        <h2 id="contact-office" className={styles.asideHeading}>
          {t('office.heading')}
        </h2>
        <address className={styles.address} lang="en" dir="ltr">
          {office.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
        <h2 className={styles.asideHeading}>{t('office.emailHeading')}</h2>
        <p className={styles.mail}>
          <span>{t('office.support')}</span>
          <a href={`mailto:${emails.support}`}>{emails.support}</a>
        </p>
        <p className={styles.mail}>
          <span>{t('office.general')}</span>
          <a href={`mailto:${emails.contact}`}>{emails.contact}</a>
        </p>
      </aside>
    </section>
  );
}
