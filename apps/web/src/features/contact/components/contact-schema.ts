import { z } from 'zod';

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;
const TEXT_MAX_LENGTH = 120;

function requiredText(label: string, max = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .min(1, `${label} is a required field`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Spec section 5 wording: 'is a required field', 'must be a valid email', 'must be at least N characters'. */
export const contactSchema = z.object({
  name: requiredText('Name'),
  email: z.string().trim().min(1, 'Email is a required field').pipe(z.email('Email must be a valid email')),
  subject: requiredText('Subject'),
  message: requiredText('Message', MESSAGE_MAX_LENGTH).pipe(
    z.string().min(MESSAGE_MIN_LENGTH, `Message must be at least ${MESSAGE_MIN_LENGTH} characters`),
  ),
});

export type ContactForm = z.infer<typeof contactSchema>;
