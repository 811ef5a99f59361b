'use client';

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, Field } from '@/components/forms/Field';
import { errorKeysOf, fieldError } from '@/components/forms/field-error';
import styles from '@/components/forms/Form.module.css';
import { FormCard } from '@/components/forms/FormCard';
import { honeypotOf } from '@/components/forms/Honeypot';
import { sendForm, type FormProps } from '@/components/forms/send';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { hydrateOnUse } from '@/components/forms/on-first-use';
import type { ContactForm as Values } from '@/lib/forms/contact';
import { CONTACT_MESSAGE_MAX } from '@/lib/forms/limits';
import { postedForms } from '@/lib/forms/posts';
import type messages from '@/messages/en/contactUs.json';

type Labels = Record<keyof (typeof messages)['form'], string> & { honeypot: string };

const { hidden } = postedForms.contact;
const errorKeys = errorKeysOf<Values, Labels>('contact');

const { resolver, preload } = lazyResolver<Values>(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/forms/contact'),
  ]);
  return zodResolver(contactFormSchema);
});

const empty: Values = { firstname: '', lastname: '', email: '', subject: '', content: '' };

/** The contact form: first name, last name, e-mail, subject and message (SPEC.md §2, §3). */
export const ContactForm = hydrateOnUse(function ContactForm({ labels, locale, action }: FormProps<Labels>) {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const error = (field: keyof Values) => fieldError(errors, field, errorKeys, labels);

  const onSubmit = handleSubmit(async (values, event) => {
    const payload = { ...values, type: 'Message', ...honeypotOf(event?.target) };
    if (await sendForm('/subscribe/contactus', payload, locale, labels.submitError)) reset(empty);
  });

  const field = (name: keyof Values) => `${id}-${name}`;
  const text = (name: keyof Values, label: string, autoComplete: string) => (
    <Field id={field(name)} label={label} error={error(name)}>
      <input
        id={field(name)}
        className={styles.control}
        autoComplete={autoComplete}
        {...register(name)}
        {...describedBy(field(name), error(name))}
      />
    </Field>
  );

  return (
    <FormCard
      heading={labels.heading}
      action={action}
      hidden={hidden}
      onSubmit={onSubmit}
      onFocus={preload}
      submitting={isSubmitting}
      labels={labels}
    >
      {text('firstname', labels.firstName, 'given-name')}
      {text('lastname', labels.lastName, 'family-name')}
      <div className={styles.wide}>{text('email', labels.email, 'email')}</div>
      <div className={styles.wide}>{text('subject', labels.subject, 'off')}</div>
      <div className={styles.wide}>
        <Field id={field('content')} label={labels.message} error={error('content')}>
          <textarea
            id={field('content')}
            className={styles.control}
            maxLength={CONTACT_MESSAGE_MAX + 1}
            {...register('content')}
            {...describedBy(field('content'), error('content'))}
          />
        </Field>
      </div>
    </FormCard>
  );
});
