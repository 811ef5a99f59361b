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
import type { FraudForm as Values } from '@/lib/forms/fraud';
import { FRAUD_DESCRIPTION_MAX } from '@/lib/forms/limits';

export type FraudLabels = Record<
  | 'heading'
  | 'email'
  | 'emailHint'
  | 'description'
  | 'descriptionHint'
  | 'hash'
  | 'url'
  | 'urlPlaceholder'
  | 'submit'
  | 'submitting'
  | 'emailRequired'
  | 'emailInvalid'
  | 'descriptionRequired'
  | 'descriptionShort'
  | 'hashInvalid'
  | 'urlInvalid'
  | 'submitError'
  | 'honeypot',
  string
>;

const errorKeys = errorKeysOf<Required<Values>, FraudLabels>('fraud');

const { resolver, preload } = lazyResolver<Values>(async () => {
  const [{ zodResolver }, { fraudFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/forms/fraud'),
  ]);
  return zodResolver(fraudFormSchema);
});

const empty = { email: '', description: '', hash: '', url: '' };

/** The fraud report: contact e-mail, what happened, optional transaction hash and link. */
export const FraudForm = hydrateOnUse(function FraudForm({ labels, locale, action }: FormProps<FraudLabels>) {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;
  const error = (field: keyof Values) => fieldError(errors, field, errorKeys, labels);
  const field = (name: keyof Values) => `${id}-${name}`;

  const onSubmit = handleSubmit(async (values, event) => {
    const payload = { ...values, ...honeypotOf(event?.target) };
    if (await sendForm('/subscribe/reportfraud', payload, locale, labels.submitError)) reset(empty);
  });

  return (
    <FormCard
      heading={labels.heading}
      action={action}
      onSubmit={onSubmit}
      onFocus={preload}
      submitting={isSubmitting}
      labels={labels}
    >
      <div className={styles.wide}>
        <Field id={field('email')} label={labels.email} error={error('email')} hint={labels.emailHint}>
          <input
            id={field('email')}
            type="email"
            className={styles.control}
            autoComplete="email"
            {...register('email')}
            {...describedBy(field('email'), error('email'), true)}
          />
        </Field>
      </div>
      <div className={styles.wide}>
        <Field
          id={field('description')}
          label={labels.description}
          error={error('description')}
          hint={labels.descriptionHint}
        >
          <textarea
            id={field('description')}
            className={styles.control}
            maxLength={FRAUD_DESCRIPTION_MAX + 1}
            {...register('description')}
            {...describedBy(field('description'), error('description'), true)}
          />
        </Field>
      </div>
      <div className={styles.wide}>
        <Field id={field('hash')} label={labels.hash} error={error('hash')}>
          <input
            id={field('hash')}
            className={styles.control}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            {...register('hash')}
            {...describedBy(field('hash'), error('hash'))}
          />
        </Field>
      </div>
      <div className={styles.wide}>
        <Field id={field('url')} label={labels.url} error={error('url')}>
          <input
            id={field('url')}
            type="url"
            className={styles.control}
            placeholder={labels.urlPlaceholder}
            autoComplete="off"
            dir="ltr"
            {...register('url')}
            {...describedBy(field('url'), error('url'))}
          />
        </Field>
      </div>
    </FormCard>
  );
});
