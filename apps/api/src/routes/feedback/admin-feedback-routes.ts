import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type TenantId } from '@academy/shared';
import { users } from '../../db/schema';
import { forbidden } from '../../errors';
import { ok } from '../../plugins/envelope';
import { listFeedback } from '../../services/feedback/admin-feedback';
import { fromContract } from '../contract-route';

/**
 * GET /api/admin/feedback. An admin reads their own portal's feedback; the portal filter may name
 * another portal only where the same login is an admin too (decision 009).
 */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.feedback, { tags: ['admin'], summary: 'Feedback submissions with filters, and average ratings per course and lesson' }),
    config: { role: 'admin' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const tenant = request.query.tenant ?? request.tenantId;
      if (tenant !== request.tenantId) {
        const [elsewhere] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenant), eq(users.login, user.login), eq(users.isAdmin, true)));
        if (!elsewhere) throw forbidden(`You are not an administrator of the ${tenant} portal`);
      }
      const tenants: TenantId[] = [tenant];
      const snapshots = await Promise.all(tenants.map((id) => app.catalogue.get(id)));
      return ok(request, await listFeedback(app.db, { ...request.query, tenants }, snapshots));
    },
  });
};

export default adminFeedbackRoutes;
