/**
 * The newsletter e-mail rule (SPEC.md §5), in plain code: the footer validates with it on every
 * page, where a schema library would cost every visitor its bytes. The service's zod schema
 * (lib/forms/newsletter.schema.ts) is built on this same function.
 */

/** Local part, @, domain, a dot and at least two letters, case-insensitive. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const EMAIL_MAX_LENGTH = 254;

export type NewsletterError = 'required' | 'invalid';

/** Error codes map to messages in the footer namespace (`newsletter.required` / `.invalid`). */
export function newsletterError(email: string): NewsletterError | null {
  const value = email.trim();
  if (value === '') return 'required';
  if (value.length > EMAIL_MAX_LENGTH || !emailPattern.test(value)) return 'invalid';
  return null;
}
