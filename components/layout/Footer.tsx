import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/brand/Logo';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { apiBase, emails, externalLinks, socialLinks, trustMarks } from '@/lib/config';
import { formAction } from '@/lib/forms/posts';
import { Link } from '@/components/ui/Link';
import { routes, type RouteKey } from '@/lib/routes';
import styles from './Footer.module.css';

const columns = [
  { group: 'developer', links: ['apiDocs', 'trackATransfer', 'supportedCoinsAndFees', 'supportedCountries'] },
  { group: 'resources', links: ['faq', 'amlKyc', 'awareness', 'pressRelease', 'mediaKit', 'partners'] },
  { group: 'customerSupport', links: ['contactUs', 'advertise'] },
  { group: 'legal', links: ['privacyPolicy', 'termsAndConditions'] },
] as const satisfies readonly { group: string; links: readonly RouteKey[] }[];

function ExternalIcon() {
  return (
    <svg className="flip-rtl" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        d="M6 3h7v7M13 3 4 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export async function Footer({ locale }: { locale: string }) {
  const t = await getTranslations('footer');
  const tc = await getTranslations('common');
  const newTab = tc('opensInNewTab');
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className="container">
        <section className={styles.cta} aria-labelledby="footer-demo">
          <div>
            <h2 id="footer-demo" className={styles.ctaHeading}>
              {t('demo.heading')}
            </h2>
            <p className={styles.ctaText}>{t('demo.text')}</p>
          </div>
          <ButtonLink href={routes.requestDemo} size="lg">
            {t('demo.button')}
          </ButtonLink>
        </section>

        <div className={styles.grid}>
          <div className={styles.brandCol}>
            <Link href="/" aria-label={tc('homeLink')} className={styles.logoLink}>
              <Logo tone="light" />
            </Link>
            <p className={styles.tagline}>{tc('tagline')}</p>
            <NewsletterForm
              labels={{
                heading: t('newsletter.heading'),
                text: t('newsletter.text'),
                email: t('newsletter.email'),
                placeholder: t('newsletter.placeholder'),
                subscribe: t('newsletter.subscribe'),
                submitting: t('newsletter.submitting'),
                required: t('newsletter.required'),
                invalid: t('newsletter.invalid'),
                networkError: t('newsletter.networkError'),
                httpError: t.raw('newsletter.httpError') as string,
                honeypot: tc('honeypot'),
              }}
              locale={locale}
              action={formAction(apiBase, 'newsletter', locale)}
            />
          </div>

          {columns.map((column) => (
            <nav key={column.group} aria-labelledby={`footer-${column.group}`} className={styles.column}>
              <h2 id={`footer-${column.group}`} className={styles.groupLabel}>
                {t(`groups.${column.group}`)}
              </h2>
              <ul className={styles.links}>
                {column.links.map((key) => (
                  <li key={key}>
                    <Link href={routes[key]}>{t(`links.${key}`)}</Link>
                  </li>
                ))}
                {column.group === 'resources' && (
                  <li>
                    <a href={externalLinks.blog} target="_blank" rel="noopener noreferrer">
                      {t('links.blog')} <ExternalIcon />
                      <span className="visually-hidden"> ({newTab})</span>
                    </a>
                  </li>
                )}
                {column.group === 'customerSupport' && (
                  <>
                    <li>
                      <span className={styles.mailLabel}>{t('support.support')}</span>
                      <a href={`mailto:${emails.support}`}>{emails.support}</a>
                    </li>
                    <li>
                      <span className={styles.mailLabel}>{t('support.contact')}</span>
                      <a href={`mailto:${emails.contact}`}>{emails.contact}</a>
                    </li>
                  </>
                )}
              </ul>
            </nav>
          ))}
        </div>

        <div className={styles.features}>
          {(
            [
              ['reportFraud', 'reportFraudText', routes.reportFraud, 'reportFraud'],
              ['rewardsAndReferral', 'rewardsText', routes.rewardsAndReferral, 'rewardsAndReferral'],
              ['earlyAccess', 'earlyAccessText', routes.requestDemo, 'earlyAccess'],
            ] as const
          ).map(([group, text, href, link]) => (
            <section key={group} className={styles.feature} aria-labelledby={`footer-${group}`}>
              <h2 id={`footer-${group}`} className={styles.groupLabel}>
                {t(`groups.${group}`)}
              </h2>
              <p>{t(text)}</p>
              <Link href={href} className={styles.featureLink}>
                {t(`links.${link}`)}
                <svg className="flip-rtl" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path
                    d="M3 8h10M9 4l4 4-4 4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            </section>
          ))}
        </div>

        <div className={styles.row}>
          <section aria-labelledby="footer-social" className={styles.social}>
            <h2 id="footer-social" className={styles.groupLabel}>
              {t('groups.social')}
            </h2>
            <ul className={styles.socialList}>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    {t(`social.${link.id}`)}
                    <span className="visually-hidden"> ({newTab})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="footer-trust" className={styles.trust}>
            <h2 id="footer-trust" className={styles.groupLabel}>
              {t('trust.heading')}
            </h2>
            <ul className={styles.trustList}>
              <li>
                <a
                  href={trustMarks.audit.certificate}
                  target="_blank"
                  rel="noopener"
                  className={styles.trustMark}
                >
                  <img
                    src={trustMarks.audit.logo}
                    alt={t('trust.audit', { name: trustMarks.audit.name })}
                    width={150}
                    height={44}
                    loading="lazy"
                  />
                  <span className="visually-hidden">
                    {t('trust.certificate')} ({newTab})
                  </span>
                </a>
              </li>
              <li className={styles.trustMark}>
                <img
                  src={trustMarks.kyc.logo}
                  alt={t('trust.kyc', { name: trustMarks.kyc.name })}
                  width={150}
                  height={44}
                  loading="lazy"
                />
              </li>
              <li className={styles.trustMark}>
                <img
                  src={trustMarks.regulator.logo}
                  alt={t('trust.regulator', { name: trustMarks.regulator.name })}
                  width={150}
                  height={44}
                  loading="lazy"
                />
              </li>
            </ul>
          </section>
        </div>

        <div className={styles.bottom}>
          <p>{t('copyright', { year })}</p>
          <p className={styles.disclaimer}>{t('disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
