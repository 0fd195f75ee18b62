import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createWebhookDispatcher, type WebhookDispatcher } from '../services/webhooks/dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookDispatcher;
  }
}

/** The outgoing webhooks' delivery rounds: every replica runs them, one at a time per process (decision 054). */
async function webhooksPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  const dispatcher = createWebhookDispatcher(
    app.db,
    {
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES === 'true',
      maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
      retryBaseSeconds: config.WEBHOOK_RETRY_BASE_SECONDS,
    },
    app.log,
  );
  app.decorate('webhooks', dispatcher);

  // A round that fails (the database away) is logged and the next one tries again.
  let round: Promise<unknown> | null = null;
  const timer =
    config.WEBHOOK_ROUND_SECONDS > 0
      ? setInterval(() => {
          round ??= dispatcher
            .deliverDue()
            .catch((error: Error) => app.log.warn({ err: error }, 'webhook delivery round failed'))
            .finally(() => {
              round = null;
            });
        }, config.WEBHOOK_ROUND_SECONDS * 1_000)
      : null;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}

export default fp(webhooksPlugin, { name: 'webhooks', dependencies: ['database'] });
