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

/** Outgoing mail (SMTP or the outbox table) and the database-backed request limiter. */
async function mailPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const mailer = createMailer(app.db, { smtpUrl: options.config.SMTP_URL, fromTemplate: options.config.MAIL_FROM }, app.log);
  app.decorate('mailer', mailer);
  app.decorate('limiter', createWindowLimiter(app.db));
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
