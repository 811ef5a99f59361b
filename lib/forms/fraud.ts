import { z } from 'zod';
import { recognise } from '../track';
import { email, requiredText } from './fields';
import { FRAUD_DESCRIPTION_MAX, FRAUD_DESCRIPTION_MIN, FRAUD_URL_MAX } from './limits';

export { FRAUD_DESCRIPTION_MAX, FRAUD_DESCRIPTION_MIN, FRAUD_URL_MAX };

/** An optional field: empty means not given. */
const optional = (max: number, valid: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .refine((value) => value === '' || valid(value), { error: 'invalid' })
    .optional()
    .default('');

const isWebLink = (value: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value);

const fields = {
  email: email(),
  description: requiredText(FRAUD_DESCRIPTION_MAX).min(FRAUD_DESCRIPTION_MIN, { error: 'tooShort' }),
  /** A transaction hash or one of our references, in any format /track-a-transfer recognises. */
  hash: optional(200, (value) => recognise(value) !== null),
  url: optional(FRAUD_URL_MAX, isWebLink),
};

/** The fraud report as the visitor fills it on /report-fraud. */
export const fraudFormSchema = z.object(fields);
export type FraudForm = z.input<typeof fraudFormSchema>;

/** The report the site sends to POST /subscribe/reportfraud. */
export const fraudRequestSchema = z.strictObject(fields);
export type FraudRequest = z.output<typeof fraudRequestSchema>;
