import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import type { AppConfig } from '../../config';
import { ok } from '../../plugins/envelope';
import { listOutbox } from '../../services/mail/outbox';
import { fromContract } from '../contract-route';

/** GET /api/admin/outbox: the portal's mail, paged and searched, with each message's tries, so admins see what went out and what waits. */
const outboxRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.admin.outbox, {
      tags: ['admin'],
      summary: 'Mail the portal sent, kept or is trying again, newest first, searched and paged',
    }),
    config: { role: 'admin' },
    handler: async (request) =>
      ok(request, { result: await listOutbox(app.db, request.tenantId, request.query), maxAttempts: config.MAIL_MAX_ATTEMPTS }),
  });
};

export default outboxRoutes;
