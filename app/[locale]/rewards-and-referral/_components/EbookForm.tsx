'use client';

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, Field } from '@/components/forms/Field';
import styles from '@/components/forms/Form.module.css';
import { Honeypot, honeypotOf } from '@/components/forms/Honeypot';
import { useHydrated } from '@/components/forms/use-hydrated';
import { sendForm, type FormProps } from '@/components/forms/send';
import { Button } from '@/components/ui/Button';
import { issueCode } from '@/lib/forms/issues';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { hydrateOnUse } from '@/components/forms/on-first-use';
import type { EmailRequest } from '@/lib/forms/newsletter.schema';

const { resolver, preload } = lazyResolver<EmailRequest>(async () => {
  const [{ zodResolver }, { emailRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/forms/newsletter.schema'),
  ]);
  return zodResolver(emailRequestSchema);
});

interface Labels {
  email: string;
  submit: string;
  submitting: string;
  emailRequired: string;
  emailInvalid: string;
  submitError: string;
  honeypot: string;
}

/** "Send me the PDF": the service mails the rewards e-book (POST /subscribe/sendpdfemail). */
export const EbookForm = hydrateOnUse(function EbookForm({ labels, locale, action }: FormProps<Labels>) {
  const id = useId();
  const hydrated = useHydrated();
  const { register, handleSubmit, reset, formState } = useForm<EmailRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const issue = formState.errors.email;
  const error = issue
    ? issueCode(issue.message) === 'required'
      ? labels.emailRequired
      : labels.emailInvalid
    : undefined;

  const onSubmit = handleSubmit(async ({ email }, event) => {
    const payload = { email, ...honeypotOf(event?.target) };
    if (await sendForm('/subscribe/sendpdfemail', payload, locale, labels.submitError)) reset({ email: '' });
  });

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      className={styles.grid}
      data-hydrated={hydrated || undefined}
    >
      <Field id={`${id}-email`} label={labels.email} error={error}>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={styles.control}
          {...register('email')}
          {...describedBy(`${id}-email`, error)}
        />
      </Field>
      <Honeypot label={labels.honeypot} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
});
