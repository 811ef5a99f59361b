import { z } from 'zod';
import { email, requiredText } from './fields';
import { CONTACT_MESSAGE_MAX } from './limits';

export { CONTACT_MESSAGE_MAX };

const fields = {
  firstname: requiredText(100),
  lastname: requiredText(100),
  email: email(),
  subject: requiredText(200),
  content: requiredText(CONTACT_MESSAGE_MAX),
};

/** The contact form as the visitor fills it. */
export const contactFormSchema = z.object(fields);
export type ContactForm = z.input<typeof contactFormSchema>;

/** The contact message the site sends to POST /subscribe/contactus (DESIGN.md §5). */
export const contactRequestSchema = z.strictObject({ ...fields, type: z.literal('Message') });
export type ContactRequest = z.output<typeof contactRequestSchema>;
