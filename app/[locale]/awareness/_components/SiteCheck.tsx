import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
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
export async function SiteCheck({ locale }: { locale: Locale }) {
  const t = await getTranslations('awareness.verify');
  // The export names this page's file after its path: awareness.html, fr/awareness.html.
  const page = `${withLocale(locale, routes.awareness).slice(1)}.html`;
  // A file name or a command's answer stays unbroken (left to right in every language: globals.css).
  const code = (chunks: ReactNode) => <code className={styles.inline}>{chunks}</code>;
  const steps = [
    {
      key: 'key',
      text: t.rich('key', { file: siteSigning.keyFile, code }),
      code: siteSigning.publicKey.trim(),
    },
    {
      key: 'signature',
      text: t.rich('signature', { answer: 'Signature Verified Successfully', code }),
      code: [
        `curl -O ${siteUrl}/${siteSigning.sumsFile} -O ${siteUrl}/${siteSigning.signatureFile}`,
        `openssl pkeyutl -verify -pubin -inkey ${siteSigning.keyFile} -rawin -in ${siteSigning.sumsFile} -sigfile ${siteSigning.signatureFile}`,
      ].join('\n'),
    },
    {
      key: 'page',
      text: t.rich('page', { answer: `${page}: OK`, code }),
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
