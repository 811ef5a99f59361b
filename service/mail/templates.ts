import { brand, constants } from '../../lib/config';
import { isLocale, defaultLocale } from '../../lib/i18n/locales';
import { withLocale } from '../../lib/i18n/paths';
import { routes } from '../../lib/routes';
import type { ContactRequest, DemoRequest, FraudRequest } from '../../lib/forms';
import type { Mail } from '../repositories/leads';
import type { Signer } from '../secrets';
import { apiTranslator } from '../i18n';

export const EBOOK_ATTACHMENT = {
  filename: `${brand.name}-rewards-guide.pdf`,
  path: 'public/docs/rewards-guide.pdf',
};

/** Writes the mails the service sends, in the visitor's language, with signed links. */
export function createMailTemplates({
  publicUrl,
  siteUrl,
  signer,
}: {
  publicUrl: string;
  siteUrl: string;
  signer: Signer;
}) {
  const link = (action: 'confirm' | 'unsubscribe', email: string, locale: string) =>
    `${publicUrl}/subscribe/${action}?token=${signer.sign(action, email)}&lang=${locale}`;
  const t = (locale: string) => apiTranslator(isLocale(locale) ? locale : defaultLocale);
  const footer = (email: string, locale: string) =>
    `\n\n${t(locale)('mailSignature')}\n\n--\n${t(locale)('mailUnsubscribe')}\n${link('unsubscribe', email, locale)}\n`;

  return {
    confirmation({ email, locale }: { email: string; locale: string }): Mail {
      const tr = t(locale);
      return {
        to: email,
        visitorEmail: email,
        subject: tr('mailConfirmSubject'),
        text: `${tr('mailConfirmText')}\n\n${link('confirm', email, locale)}\n\n${tr('mailIgnore')}${footer(email, locale)}`,
      };
    },

    ebook(email: string, locale: string): Mail {
      const tr = t(locale);
      const online = `${siteUrl}${withLocale(isLocale(locale) ? locale : defaultLocale, routes.rewardsAndReferral)}#ebook`;
      return {
        to: email,
        visitorEmail: email,
        subject: tr('mailEbookSubject'),
        text: `${tr('mailEbookText')}\n${online}${footer(email, locale)}`,
        attachments: [EBOOK_ATTACHMENT],
      };
    },

    fraudReceipt(email: string, locale: string): Mail {
      const tr = t(locale);
      return {
        to: email,
        visitorEmail: email,
        subject: tr('mailFraudSubject'),
        text: `${tr('mailFraudText', { hours: constants.fraudReportAnswerHours })}${footer(email, locale)}`,
      };
    },

    /** Notifications to the site owner are internal and in English. */
    demoNotice(owner: string, r: DemoRequest, locale: string): Mail {
      return {
        to: owner,
        visitorEmail: r.email,
        subject: `Demo request: ${r.company} (${r.name})`,
        text: `A demo was requested on the website.\n\nName: ${r.name}\nCompany: ${r.company}\nEmail: ${r.email}\nPhone: ${r.phonenumber}\nSlot (UTC): ${r.slot}\nLanguage: ${locale}\n`,
      };
    },

    fraudNotice(owner: string, r: FraudRequest, locale: string): Mail {
      return {
        to: owner,
        visitorEmail: r.email,
        subject: `Fraud report from ${r.email} (answer within ${constants.fraudReportAnswerHours} hours)`,
        text: `A fraud report was sent from the report page.\n\nFrom: ${r.email}\nTransaction: ${r.hash || '(none)'}\nSuspicious link: ${r.url || '(none)'}\nLanguage: ${locale}\n\n${r.description}\n`,
      };
    },

    contactNotice(owner: string, r: ContactRequest, locale: string): Mail {
      return {
        to: owner,
        visitorEmail: r.email,
        subject: `Contact: ${r.subject}`,
        text: `A message was sent from the contact page.\n\nFrom: ${r.firstname} ${r.lastname} <${r.email}>\nSubject: ${r.subject}\nLanguage: ${locale}\n\n${r.content}\n`,
      };
    },
  };
}

export type MailTemplates = ReturnType<typeof createMailTemplates>;
