import { z } from 'zod';
import { email } from './fields';

/** Body of POST /subscribe/subscribe and POST /subscribe/sendpdfemail: `{ email }`. */
export const emailRequestSchema = z.strictObject({ email: email() });
export type EmailRequest = z.output<typeof emailRequestSchema>;
