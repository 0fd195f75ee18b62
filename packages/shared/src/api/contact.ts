import { z } from 'zod';

/** The generic messages of spec section 5, with the field's label in front. */
export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is a required field` })
    .trim()
    .min(1, { error: `${label} is a required field` })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** An e-mail address as forms and the e-mail headers of the admin calls take it: trimmed, lower case. */
export const emailAddressSchema = z
  .string({ error: 'Email is a required field' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is a required field')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email'));

/** POST /api/email/contactUs: the /contact form. */
export const contactFormSchema = z.object({
  name: requiredText('Name', 2, 100),
  email: emailAddressSchema,
  subject: requiredText('Subject', 3, 150),
  message: requiredText('Message', 10, 5_000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactReceiptSchema = z.object({ message: z.string() });
