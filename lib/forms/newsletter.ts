import { z } from 'zod/mini';

/** SPEC.md §5: local part, @, domain, a dot and at least two letters, case-insensitive. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** Error codes map to messages in the footer namespace (`newsletter.required` / `.invalid`). */
export const newsletterSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(254, 'invalid'),
      z.regex(emailPattern, 'invalid'),
    ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export function newsletterError(email: string): 'required' | 'invalid' | null {
  const result = newsletterSchema.safeParse({ email });
  if (result.success) return null;
  return result.error.issues[0]?.message === 'required' ? 'required' : 'invalid';
}
