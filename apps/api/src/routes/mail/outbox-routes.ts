import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { listOutbox } from '../../services/mail/outbox';
import { fromContract } from '../contract-route';

/** GET /api/admin/outbox: the portal's last messages, so the default run (no SMTP) can read its mail. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.outbox, { tags: ['admin'], summary: 'Mail the portal sent or kept, newest first' }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, { result: await listOutbox(app.db, request.tenantId) }),
  });
};

export default outboxRoutes;
