import { z } from 'zod';
import { email, phoneNumber, requiredText } from './fields';
import { parseSlot, tomorrow } from './slot';

export { parseSlot, slotPattern, timeOfDay, toUtcSlot, tomorrow } from './slot';

const person = {
  name: requiredText(100),
  company: requiredText(150),
  email: email(),
  phonenumber: phoneNumber(),
};

/** The demo form as the visitor fills it (local date and time). */
export const demoFormSchema = z
  .object({
    ...person,
    date: z.string().min(1, { error: 'required' }),
    time: z.string().regex(/^\d{2}:\d{2}$/, { error: 'required' }),
  })
  .refine((form) => !form.date || form.date >= tomorrow(), { path: ['date'], error: 'tooEarly' });

export type DemoForm = z.input<typeof demoFormSchema>;

/** The demo request the site sends to POST /subscribe/contactus (DESIGN.md §5). */
export const demoRequestSchema = z.strictObject({
  ...person,
  type: z.literal('Contact'),
  slot: z
    .string({ error: 'required' })
    .refine((slot) => parseSlot(slot) !== null, { error: 'invalid' })
    .refine((slot) => (parseSlot(slot)?.getTime() ?? 0) > Date.now(), { error: 'tooEarly' }),
});

export type DemoRequest = z.output<typeof demoRequestSchema>;
