import { z } from 'zod';
import { messageSchema } from './errors.ts';
import { emailSchema, nameSchema, phoneSchema } from './fields.ts';

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact messages one IP may send per window (rate limit of POST /api/contact). */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MINUTES = 15;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The contact form (docs/product.md §3 "Contact form fields"), used by the web form and by POST /api/contact.
 * Full name and subject are required (docs/product.md §5); the email must be valid so support can answer;
 * phone is optional but, when given, must look like a phone number; the message is optional text.
 */
export const contactSchema = z.object({
  user_name: nameSchema,
  user_email: emailSchema,
  phonenumber: z.preprocess(emptyToUndefined, phoneSchema.optional()),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(CONTACT_SUBJECT_MAX, `Subject is too long (${CONTACT_SUBJECT_MAX} characters at most)`),
  message: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX, `Message is too long (${CONTACT_MESSAGE_MAX} characters at most)`)
    .default(''),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** What POST /api/contact answers (201); the web form then shows MSG.contactSuccess. */
export const CONTACT_RECEIVED = 'Thank you. Your message has reached our support team.';
export const contactResponseSchema = messageSchema;
export type ContactResponse = z.infer<typeof contactResponseSchema>;
