'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describedBy, Field } from '@/components/forms/Field';
import { errorKeysOf, fieldError } from '@/components/forms/field-error';
import styles from '@/components/forms/Form.module.css';
import { FormCard } from '@/components/forms/FormCard';
import { honeypotOf } from '@/components/forms/Honeypot';
import { sendForm } from '@/components/forms/send';
import { useHydrated } from '@/components/forms/use-hydrated';
import { postedForms } from '@/lib/forms/posts';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import type { DemoForm as Values } from '@/lib/forms/demo';
import { timeOfDay, toUtcSlot, tomorrow, visitorTimeZone } from '@/lib/forms/slot';
import type messages from '@/messages/en/requestDemo.json';
import { PhoneField } from './PhoneField';

type Labels = Record<keyof (typeof messages)['form'], string> & { honeypot: string };

const { hidden } = postedForms.demo;
const errorKeys = errorKeysOf<Values, Labels>('demo');

const { resolver, preload } = lazyResolver<Values>(async () => {
  const [{ zodResolver }, { demoFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/forms/demo'),
  ]);
  return zodResolver(demoFormSchema);
});

const empty: Values = { name: '', company: '', email: '', phonenumber: '', date: '', time: '' };

/**
 * The demo request form (SPEC.md §2, §3, §5, §8). Without script it posts date and time as UTC,
 * and says so; with script they are the visitor's local date and time, sent as a UTC slot.
 */
export function DemoForm({
  labels,
  countries,
  locale,
  action,
}: {
  labels: Labels;
  /**
   * Country codes and names in the page's language and its alphabetical order, made at build time
   * (the browser's may differ).
   */
  countries: readonly (readonly [string, string])[];
  locale: string;
  action: string;
}) {
  const id = useId();
  // The visitor's clock and time zone exist only in the browser, not in the static HTML.
  const inBrowser = useHydrated();
  const zone = inBrowser ? visitorTimeZone() : 'UTC';
  const minDate = inBrowser ? tomorrow() : '';
  const { register, control, handleSubmit, reset, formState, getValues, setValue } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  /** Swaps the full phone input in, if it is not yet (the number is then E.164). */
  const settlePhone = useRef<(() => Promise<void>) | null>(null);

  /** Fresh defaults: tomorrow, the current hour and minute (known only in the browser). */
  const freshValues = () => ({ ...empty, date: tomorrow(), time: timeOfDay() });
  useEffect(() => {
    // Fill the defaults without touching anything the visitor typed before this ran.
    if (!getValues('date')) setValue('date', tomorrow());
    if (!getValues('time')) setValue('time', timeOfDay());
  }, [getValues, setValue]);

  const error = (field: keyof Values) => fieldError(errors, field, errorKeys, labels);

  const send = handleSubmit(async ({ date, time, ...person }, event) => {
    const payload = {
      ...person,
      type: 'Contact',
      slot: toUtcSlot(date, time),
      ...honeypotOf(event?.target),
    };
    if (await sendForm('/subscribe/contactus', payload, locale, labels.submitError)) reset(freshValues());
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await settlePhone.current?.();
    await send(event);
  };

  const field = (name: keyof Values) => `${id}-${name}`;

  return (
    <FormCard
      heading={labels.heading}
      lead={labels.text}
      action={action}
      hidden={hidden}
      onSubmit={onSubmit}
      onFocus={preload}
      submitting={isSubmitting}
      labels={labels}
    >
      <Field id={field('name')} label={labels.name} error={error('name')}>
        <input
          id={field('name')}
          className={styles.control}
          autoComplete="name"
          {...register('name')}
          {...describedBy(field('name'), error('name'))}
        />
      </Field>
      <Field id={field('company')} label={labels.company} error={error('company')}>
        <input
          id={field('company')}
          className={styles.control}
          autoComplete="organization"
          {...register('company')}
          {...describedBy(field('company'), error('company'))}
        />
      </Field>
      <Field id={field('email')} label={labels.email} error={error('email')}>
        <input
          id={field('email')}
          type="email"
          inputMode="email"
          className={styles.control}
          autoComplete="email"
          {...register('email')}
          {...describedBy(field('email'), error('email'))}
        />
      </Field>
      <Field id={field('phonenumber')} label={labels.phone} error={error('phonenumber')}>
        <Controller
          control={control}
          name="phonenumber"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <PhoneField
              id={field('phonenumber')}
              countryId={`${id}-country`}
              countries={countries}
              locale={locale}
              countryLabel={labels.country}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref}
              settle={settlePhone}
              describedBy={describedBy(field('phonenumber'), error('phonenumber'))}
            />
          )}
        />
      </Field>
      <Field id={field('date')} label={labels.date} error={error('date')}>
        <input
          id={field('date')}
          type="date"
          min={minDate || undefined}
          className={styles.control}
          {...register('date')}
          {...describedBy(field('date'), error('date'))}
        />
      </Field>
      <Field
        id={field('time')}
        label={labels.time}
        error={error('time')}
        hint={labels.timeZone.replace('{zone}', zone)}
      >
        <input
          id={field('time')}
          type="time"
          className={styles.control}
          {...register('time')}
          {...describedBy(field('time'), error('time'))}
        />
      </Field>
    </FormCard>
  );
}
