import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/page/Story';
import { siteSigning, siteUrl } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from './SiteCheck.module.css';

/**
 * "How to check that this is the real site": our public key and the commands that check the
 * signed checksum list (README, "Signed checksums") and this very page against it.
 */
/** Keeps a file name or a command's answer in one left-to-right run inside any language's text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

export async function SiteCheck({ locale }: { locale: Locale }) {
  const t = await getTranslations('awareness.verify');
  // The export names this page's file after its path: awareness.html, fr/awareness.html.
  const page = `${withLocale(locale, routes.awareness).slice(1)}.html`;
  const steps = [
    {
      key: 'key',
      text: t('key', { file: isolate(siteSigning.keyFile) }),
      code: siteSigning.publicKey.trim(),
    },
    {
      key: 'signature',
      text: t('signature', { answer: isolate('Signature Verified Successfully') }),
      code: [
        `curl -O ${siteUrl}/${siteSigning.sumsFile} -O ${siteUrl}/${siteSigning.signatureFile}`,
        `openssl pkeyutl -verify -pubin -inkey ${siteSigning.keyFile} -rawin -in ${siteSigning.sumsFile} -sigfile ${siteSigning.signatureFile}`,
      ].join('\n'),
    },
    {
      key: 'page',
      text: t('page', { answer: isolate(`${page}: OK`) }),
      code: [
        `curl --create-dirs -o ${page} ${absoluteUrl(locale, routes.awareness)}`,
        `sha256sum -c --ignore-missing ${siteSigning.sumsFile}`,
      ].join('\n'),
    },
  ];
  return (
    <Section id="check" heading={t('heading')} lead={t('intro')}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step}>
            <p>{step.text}</p>
            <pre className={styles.code} dir="ltr" tabIndex={0}>
              <code>{step.code}</code>
            </pre>
          </li>
        ))}
      </ol>
    </Section>
  );
}
