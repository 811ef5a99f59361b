import { getLocale, getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/Form.module.css';
import { buttonClassName } from '@/components/ui/Button';
import { apiBase } from '@/lib/config';
import { formAction } from '@/lib/forms/posts';
import { EbookForm } from './EbookForm';
import styles from './EbookSection.module.css';

export const EBOOK_PDF = '/docs/rewards-guide.pdf';

export async function EbookSection() {
  const t = await getTranslations('rewardsAndReferral');
  const tc = await getTranslations('common');
  const locale = await getLocale();
  return (
    <section id="ebook" className={`container ${styles.ebook}`} aria-labelledby="ebook-heading">
      <div className={styles.cover} aria-hidden="true">
        <span className={styles.coverTitle}>{t('ebook.heading')}</span>
        <span className={styles.coverToken}>PYC</span>
      </div>
      <div className={formStyles.card}>
        <h2 id="ebook-heading" className={formStyles.heading}>
          {t('ebook.heading')}
        </h2>
        <p className={formStyles.lead}>{t('ebook.text')}</p>
        <p>
          <a
            className={buttonClassName({ variant: 'outline' })}
            href={EBOOK_PDF}
            target="_blank"
            rel="noopener"
          >
            {t('ebook.view')} <span className="visually-hidden">({tc('opensInNewTab')})</span>
          </a>
        </p>
        <EbookForm
          locale={locale}
          action={formAction(apiBase, 'ebook', locale)}
          labels={{
            email: t('ebook.email'),
            submit: t('ebook.submit'),
            submitting: t('ebook.submitting'),
            emailRequired: t('ebook.emailRequired'),
            emailInvalid: t('ebook.emailInvalid'),
            submitError: t('ebook.submitError'),
            honeypot: tc('honeypot'),
          }}
        />
      </div>
    </section>
  );
}
