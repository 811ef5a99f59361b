import { z } from 'zod';
import { newsletterError } from './newsletter';

/** The newsletter request body, for the service: the footer's rule, as a zod schema. */
export const newsletterSchema = z.strictObject({
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .superRefine((email, ctx) => {
      const error = newsletterError(email);
      if (error)
        ctx.addIssue({
          code: 'custom',
          message: error === 'required' ? 'Email is required' : 'Invalid email address',
        });
    })
    .transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
