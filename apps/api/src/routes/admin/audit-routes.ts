import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, auditQuerySchema } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { auditCsv } from '../../services/audit/audit-csv';
import { auditEntriesForExport, searchAudit } from '../../services/audit/audit-search';
import { fromContract } from '../contract-route';

/** The portal's audit log: who changed what and when, as pages and as a CSV file. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.audit, {
      tags: ['admin'],
      summary: "One page of the portal's audit log, newest first, filtered by actor, action and dates",
    }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, await searchAudit(app.db, request.tenantId, request.query)),
  });

  app.get(
    '/api/admin/audit/export',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'adminAuditExport',
        summary: 'The audit entries the same filters match, as CSV (at most 10,000 rows, newest first)',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = auditCsv(await auditEntriesForExport(app.db, request.tenantId, request.query));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${request.tenantId}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default auditRoutes;
