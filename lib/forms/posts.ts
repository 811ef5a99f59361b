import type { RouteKey } from '../routes';
import type { FieldIssue } from './issues';
import { CONTACT_MESSAGE_MAX, FRAUD_DESCRIPTION_MAX, FRAUD_DESCRIPTION_MIN } from './limits';

/**
 * The site's forms as plain HTML forms: which call each posts to, the `name` of each field, and
 * where its words live in the site's messages. The site's islands take their error keys from
 * here; the service uses the rest to answer a form posted without script (a page in the
 * visitor's language with the messages under the fields and the values kept).
 */
export type FormId = 'newsletter' | 'demo' | 'contact' | 'ebook' | 'fraud';

export interface PostedField {
  /** Message key (within the form's group) of the field's label. */
  label: string;
  input: 'text' | 'email' | 'tel' | 'date' | 'time' | 'url' | 'textarea';
  autoComplete?: string;
  /** Message key of each issue; a missing code falls back to `required`. */
  errors: Partial<Record<FieldIssue, string>>;
}

export interface PostedForm {
  call:
    '/subscribe/subscribe' | '/subscribe/contactus' | '/subscribe/sendpdfemail' | '/subscribe/reportfraud';
  /** Fixed hidden fields the form posts (the contact call serves two forms). */
  hidden?: Readonly<Record<string, string>>;
  /** The page the form is on (the newsletter is on every page). */
  page: RouteKey | null;
  /** Messages of the form: a namespace and the group inside it ('' for the namespace itself). */
  messages: { namespace: string; group: string };
  heading: string;
  submit: string;
  /** Message key of "it did not work, try again" (a failure on our side). */
  failure: string;
  /** Values of the ICU arguments in its messages. */
  values?: Readonly<Record<string, number>>;
  /** The API message a success answers with. */
  success: 'subscribed' | 'demoReceived' | 'messageReceived' | 'ebookSent' | 'fraudReceived';
  fields: Readonly<Record<string, PostedField>>;
}

const emailErrors = { required: 'emailRequired', invalid: 'emailInvalid', tooLong: 'emailInvalid' } as const;

export const postedForms = {
  newsletter: {
    call: '/subscribe/subscribe',
    page: null,
    messages: { namespace: 'footer', group: 'newsletter' },
    heading: 'heading',
    submit: 'subscribe',
    failure: 'networkError',
    success: 'subscribed',
    fields: {
      email: {
        label: 'email',
        input: 'email',
        autoComplete: 'email',
        errors: { required: 'required', invalid: 'invalid', tooLong: 'invalid' },
      },
    },
  },
  demo: {
    call: '/subscribe/contactus',
    hidden: { type: 'Contact' },
    page: 'requestDemo',
    messages: { namespace: 'requestDemo', group: 'form' },
    heading: 'heading',
    submit: 'submit',
    failure: 'submitError',
    success: 'demoReceived',
    fields: {
      name: {
        label: 'name',
        input: 'text',
        autoComplete: 'name',
        errors: { required: 'nameRequired', tooLong: 'nameRequired' },
      },
      company: {
        label: 'company',
        input: 'text',
        autoComplete: 'organization',
        errors: { required: 'companyRequired', tooLong: 'companyRequired' },
      },
      email: { label: 'email', input: 'email', autoComplete: 'email', errors: emailErrors },
      phonenumber: {
        label: 'phone',
        input: 'tel',
        autoComplete: 'tel',
        errors: { required: 'phoneRequired', invalid: 'phoneInvalid', tooLong: 'phoneInvalid' },
      },
      date: {
        label: 'date',
        input: 'date',
        errors: { required: 'dateRequired', tooEarly: 'dateTooEarly', invalid: 'dateRequired' },
      },
      time: { label: 'time', input: 'time', errors: { required: 'timeRequired', invalid: 'timeRequired' } },
    },
  },
  contact: {
    call: '/subscribe/contactus',
    hidden: { type: 'Message' },
    page: 'contactUs',
    messages: { namespace: 'contactUs', group: 'form' },
    heading: 'heading',
    submit: 'submit',
    failure: 'submitError',
    values: { max: CONTACT_MESSAGE_MAX },
    success: 'messageReceived',
    fields: {
      firstname: {
        label: 'firstName',
        input: 'text',
        autoComplete: 'given-name',
        errors: { required: 'firstNameRequired', tooLong: 'firstNameRequired' },
      },
      lastname: {
        label: 'lastName',
        input: 'text',
        autoComplete: 'family-name',
        errors: { required: 'lastNameRequired', tooLong: 'lastNameRequired' },
      },
      email: { label: 'email', input: 'email', autoComplete: 'email', errors: emailErrors },
      subject: {
        label: 'subject',
        input: 'text',
        autoComplete: 'off',
        errors: { required: 'subjectRequired', tooLong: 'subjectRequired' },
      },
      content: {
        label: 'message',
        input: 'textarea',
        errors: { required: 'messageRequired', tooLong: 'messageTooLong' },
      },
    },
  },
  ebook: {
    call: '/subscribe/sendpdfemail',
    page: 'rewardsAndReferral',
    messages: { namespace: 'rewardsAndReferral', group: 'ebook' },
    heading: 'heading',
    submit: 'submit',
    failure: 'submitError',
    success: 'ebookSent',
    fields: {
      email: { label: 'email', input: 'email', autoComplete: 'email', errors: emailErrors },
    },
  },
  fraud: {
    call: '/subscribe/reportfraud',
    page: 'reportFraud',
    messages: { namespace: 'reportFraud', group: '' },
    heading: 'formHeading',
    submit: 'submit',
    failure: 'submitError',
    values: { min: FRAUD_DESCRIPTION_MIN, max: FRAUD_DESCRIPTION_MAX },
    success: 'fraudReceived',
    fields: {
      email: { label: 'email', input: 'email', autoComplete: 'email', errors: emailErrors },
      description: {
        label: 'description',
        input: 'textarea',
        errors: {
          required: 'descriptionRequired',
          tooShort: 'descriptionShort',
          tooLong: 'descriptionRequired',
        },
      },
      hash: {
        label: 'hash',
        input: 'text',
        autoComplete: 'off',
        errors: { invalid: 'hashInvalid', tooLong: 'hashInvalid' },
      },
      url: {
        label: 'url',
        input: 'url',
        autoComplete: 'off',
        errors: { invalid: 'urlInvalid', tooLong: 'urlInvalid' },
      },
    },
  },
} as const satisfies Record<FormId, PostedForm>;

export const isFormId = (value: unknown): value is FormId =>
  typeof value === 'string' && Object.hasOwn(postedForms, value);

/** The `action` of a form: its call, with the page's language for the answer. */
export const formAction = (apiBase: string, form: FormId, locale: string) =>
  `${apiBase}${postedForms[form].call}?lang=${encodeURIComponent(locale)}&form=${form}`;
