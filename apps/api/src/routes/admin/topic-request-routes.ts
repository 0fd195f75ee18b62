import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { listTopicRequests, setTopicRequestHandled } from '../../services/topic-requests/topic-requests';
import { fromContract } from '../contract-route';
import { ADMIN_BODY_LIMIT } from './body-limits';

/** The inbox of topic requests: the portal's admins read, search and mark them handled. */
const adminTopicRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.topicRequests, {
      tags: ['admin'],
      summary: "The portal's topic requests, newest first, searched and paged, with the count still to handle",
    }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, await listTopicRequests(app.db, request.tenantId, request.query)),
  });

  app.route({
    ...fromContract(apiCalls.admin.updateTopicRequest, { tags: ['admin'], summary: 'Mark a topic request handled, or open again' }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      const updated = await setTopicRequestHandled(
        app.db,
        request.tenantId,
        request.params.id,
        request.body.handled,
        actorOf(request.authentication),
      );
      if (!updated) throw notFound('This topic request does not exist in this portal');
      return ok(request, updated);
    },
  });
};

export default adminTopicRequestRoutes;
