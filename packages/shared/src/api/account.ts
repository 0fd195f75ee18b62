import { z } from 'zod';
import { verificationCodeSchema } from './admin-emails';

const name = (label: string) => z.string().trim().min(1, `${label} is a required field`).max(60, `${label} must be at most 60 characters`);

export const PASSWORD_MIN_LENGTH = 10;
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('E-mail must be a valid email'));

export const registrationSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  password,
});
export type Registration = z.infer<typeof registrationSchema>;

/** A password link's form (the first administrator's, decision 037): the link's token and the new password. */
export const passwordLinkFormSchema = z.object({ token: z.string().min(1).max(200), password });

/** The invitation page's form (decision 051): the name the account shows and its password. */
export const invitationAcceptSchema = z.object({ firstName: name('First name'), lastName: name('Last name'), password });

export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1, 'Password is a required field').max(200) });

export const profileUpdateSchema = z.object({ firstName: name('First name'), lastName: name('Last name') });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is a required field').max(200),
  newPassword: password,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Spec section 3: what the account system says about the signed-in user. */
export const userDetailsSchema = z.object({
  userId: z.uuid(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  isPro: z.boolean(),
  /** Sees the portal's drafts and scheduled items, and nothing admin-only (decision 062). */
  isAuthor: z.boolean(),
  /** False for a new embedded account until its e-mail code comes back; admin and pro wait for it. */
  isEmailVerified: z.boolean(),
  /** An administrator whose rights wait for a sign-in with a passkey or recovery code (decision 052); isAdmin is false meanwhile. */
  adminAwaitsSecondFactor: z.boolean(),
});

export type UserDetails = z.infer<typeof userDetailsSchema>;

/** A signed-in subject the account system does not know yet: where to register. */
export const unknownUserSchema = z.object({ login: z.null(), registrationUrl: z.string() });

export const userAccessSchema = z.object({
  tenantId: z.string(),
  hasAccess: z.boolean(),
  isAdmin: z.boolean(),
  isPro: z.boolean(),
});

/** POST /api/user/email-verification/confirm: the code mailed to the signed-in user's address. */
export const accountCodeSchema = z.object({ verificationCode: verificationCodeSchema });
