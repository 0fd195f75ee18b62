import type { FastifyInstance } from 'fastify';
import { emailSchema } from '@academy/shared';
import { mailPasswordReset } from '../services/accounts/password-reset';
import { countVerificationMail } from '../services/mail/verification-mail-limit';
import { clientAddressKey } from '../services/rate-limit/client-address';
import { TooManyRequests } from '../services/rate-limit/window-limiter';
import { forgotPasswordPage, resetRequestedPage } from './views';
import { sendPage } from './identity-pages';

type Form = Record<string, string | undefined>;

export interface PasswordResetLimits {
  /** Counts a reset request from this client address; throws TooManyRequests past the hourly allowance. */
  perClient: (address: string) => Promise<void>;
  validMinutes: number;
}

/** The sign-in page's interaction, kept only to lead back to it. */
const interactionOf = (value: unknown) => (typeof value === 'string' && /^[\w-]{1,100}$/.test(value) ? value : undefined);

const inMinutes = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * "Forgot password?" (decision 043): the form answers every valid address with the same page, and
 * only after answering looks the address up and mails a reset link. The link opens the password
 * link page (password-link-routes.ts). Requests are limited per client address and, like every
 * code the product mails, per receiving address, whether or not it has an account.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, limits: PasswordResetLimits) {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  app.get<{ Querystring: { interaction?: string } }>('/identity/forgot-password', { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, 200, forgotPasswordPage(request.tenantId, { interaction: interactionOf(request.query.interaction) })),
  );

  app.post<{ Body: Form }>('/identity/forgot-password', { schema: { hide: true } }, async (request, reply) => {
    const form = request.body ?? {};
    const interaction = interactionOf(form.interaction);
    const typed = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
    const email = emailSchema.safeParse(typed);
    if (!email.success)
      return sendPage(
        reply,
        400,
        forgotPasswordPage(request.tenantId, { email: typed, interaction, error: email.error.issues[0].message }),
      );
    try {
      await limits.perClient(clientAddressKey(request.ip));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      const wait = error.retryAfterSeconds!;
      const message = `Too many password resets were asked for from your network. Try again in ${inMinutes(wait)}.`;
      return sendPage(
        reply.header('retry-after', String(wait)),
        429,
        forgotPasswordPage(request.tenantId, { email: typed, interaction, error: message }),
      );
    }
    try {
      await countVerificationMail(app.limiter, request.tenantId, email.data);
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      const wait = error.retryAfterSeconds!;
      const message = `Too many messages were sent to this address. Try again in ${inMinutes(wait)}.`;
      return sendPage(
        reply.header('retry-after', String(wait)),
        429,
        forgotPasswordPage(request.tenantId, { email: typed, interaction, error: message }),
      );
    }

    sendPage(reply, 200, resetRequestedPage(request.tenantId, { email: email.data, validMinutes: limits.validMinutes, interaction }));
    // After the answer: whether the address has an account decides what happens next, never when the answer arrives.
    const work = mailPasswordReset(app, {
      tenantId: request.tenantId,
      email: email.data,
      origin: app.identitySettings(request.tenantId).origin,
      validMinutes: limits.validMinutes,
    }).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
    pending.add(work);
    await work;
    pending.delete(work);
    return reply;
  });
}
