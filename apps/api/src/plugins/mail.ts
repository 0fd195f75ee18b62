import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createMailer, type Mailer } from '../services/mail/mailer';
import { createWindowLimiter, type WindowLimiter } from '../services/rate-limit/window-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    limiter: WindowLimiter;
  }
}

/** How often each replica looks for failed mail whose next try is due (one indexed query). */
const RETRY_ROUND_MS = 10_000;

/** Outgoing mail (SMTP or the outbox table) with its retry rounds, and the database-backed request limiter. */
async function mailPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  const mailer = createMailer(
    app.db,
    {
      smtpUrl: config.SMTP_URL,
      fromTemplate: config.MAIL_FROM,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      retryBaseSeconds: config.MAIL_RETRY_BASE_SECONDS,
    },
    app.log,
  );
  app.decorate('mailer', mailer);
  app.decorate('limiter', createWindowLimiter(app.db));

  // One round at a time per process; a round that fails (the database away) is logged and the next one tries again.
  let round: Promise<unknown> | null = null;
  const timer =
    mailer.transportName === 'smtp'
      ? setInterval(() => {
          round ??= mailer
            .retryDue()
            .catch((error: Error) => app.log.warn({ err: error }, 'mail retry round failed'))
            .finally(() => {
              round = null;
            });
        }, RETRY_ROUND_MS)
      : null;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
    await mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
