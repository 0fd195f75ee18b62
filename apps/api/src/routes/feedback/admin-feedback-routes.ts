import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { forbidden } from '../../errors';
import { ok } from '../../plugins/envelope';
import { listFeedback } from '../../services/feedback/admin-feedback';
import { fromContract } from '../contract-route';

/**
 * GET /api/admin/feedback. An admin reads the feedback of the portal their token was issued for,
 * and of no other: the portal filter may only name that portal (decision 014).
 */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.feedback, {
      tags: ['admin'],
      summary: "Feedback submissions of the caller's portal with filters, and average ratings per course and lesson",
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const { tenant = request.tenantId } = request.query;
      if (tenant !== request.tenantId) {
        throw forbidden(`You are managing the ${request.tenantId} portal: read ${tenant} feedback in the ${tenant} portal`);
      }
      const snapshot = await app.catalogue.get(request.tenantId, true);
      return ok(request, await listFeedback(app.db, { ...request.query, tenants: [request.tenantId] }, [snapshot]));
    },
  });
};

export default adminFeedbackRoutes;
