import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailPattern } from './newsletter';

export { issueCode, type FieldIssue } from './issues';

// In the browser, zod must not probe `eval` (new Function): the CSP forbids it and reports the
// probe as a violation. Set before any schema exists, since schemas read it when they are made.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * Field rules shared by the site's forms (react-hook-form resolvers) and the service's routes.
 * Issue messages are codes (lib/forms/issues.ts).
 */

export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

export const email = () =>
  requiredText(EMAIL_MAX_LENGTH)
    .regex(emailPattern, { error: 'invalid' })
    .transform((value) => value.toLowerCase());

/** An international number in E.164 form, checked with libphonenumber. */
export const phoneNumber = () =>
  requiredText(32).refine((value) => isValidPhoneNumber(value), { error: 'invalid' });
