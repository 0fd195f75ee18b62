import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import type { AppConfig } from '../../config';
import { badRequest, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { PrivateAddressError } from '../../services/webhooks/address-guard';
import { listDeliveries, replayDelivery } from '../../services/webhooks/deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints } from '../../services/webhooks/endpoints';
import { ADMIN_BODY_LIMIT } from './body-limits';
import { fromContract } from '../contract-route';

/** Outgoing webhooks: the portal's endpoints, and every delivery with its status, replayable (decision 054). */
const webhookRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES === 'true';

  app.route({
    ...fromContract(apiCalls.admin.webhooks, {
      tags: ['admin'],
      summary: "The portal's webhook endpoints, newest first (never their secrets)",
    }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, { result: await listEndpoints(app.db, request.tenantId) }),
  });

  app.route({
    ...fromContract(apiCalls.admin.createWebhook, {
      tags: ['admin'],
      summary:
        'Register an endpoint for some events; data.secret signs its deliveries and is shown this once. ' +
        'Private and loopback addresses are refused unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES is true',
    }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      try {
        const created = await createEndpoint(app.db, {
          tenantId: request.tenantId,
          input: request.body,
          actor: actorOf(request.authentication),
          allowPrivate,
        });
        return ok(request, created);
      } catch (error) {
        if (error instanceof PrivateAddressError) throw badRequest(`The address is refused: ${error.message}`, 'url');
        if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') throw badRequest('The address’s host name does not resolve', 'url');
        throw error;
      }
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.deleteWebhook, { tags: ['admin'], summary: 'Remove an endpoint and its deliveries' }),
    config: { role: 'admin' },
    handler: async (request) => {
      if (!(await deleteEndpoint(app.db, request.tenantId, request.params.id, actorOf(request.authentication))))
        throw notFound('No such webhook endpoint in this portal');
      return ok(request, { message: 'The endpoint was removed' });
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.webhookDeliveries, {
      tags: ['admin'],
      summary: "The portal's webhook deliveries, newest first, with their status, tries and the receiver's last answer",
    }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, { result: await listDeliveries(app.db, request.tenantId, request.query) }),
  });

  app.route({
    ...fromContract(apiCalls.admin.replayWebhookDelivery, {
      tags: ['admin'],
      summary: 'Send a delivery’s event again (a new delivery, due now, with the same webhook-id and body)',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const replay = await replayDelivery(app.db, request.tenantId, request.params.id, actorOf(request.authentication));
      if (!replay) throw notFound('No such webhook delivery in this portal');
      return ok(request, replay);
    },
  });
};

export default webhookRoutes;
