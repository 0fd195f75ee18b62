import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, insightsExportQuerySchema, insightsFunnelSchema, insightsSchema, type InsightsSchedule } from '@academy/shared';
import { ok, sendJsonData } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { recordAudit } from '../../services/audit/audit-log';
import { InsightsAnswers } from '../../services/insights/insights-answers';
import { chartCsv, funnelCsv } from '../../services/insights/insights-csv';
import { learnersCsv } from '../../services/insights/learner-export';
import { readFunnel } from '../../services/insights/read-funnel';
import { readInsights } from '../../services/insights/read-insights';
import { refreshInsights } from '../../services/insights/refresh-insights';
import { fromContract } from '../contract-route';

/**
 * How the portal's learners use it (decision 024): sums of the aggregates, for the portal's admins
 * only (no personal access token opens them), as JSON for the screen and as CSV per chart.
 */
const insightsRoutes: FastifyPluginAsyncZod<{ schedule: InsightsSchedule }> = async (app, { schedule }) => {
  const answers = new InsightsAnswers(app.db);

  app.route({
    ...fromContract(apiCalls.admin.insights, {
      tags: ['admin'],
      summary: 'Activity, courses, knowledge-check questions, ratings and favourites over a range of days',
    }),
    config: { role: 'admin' },
    handler: async (request, reply) => {
      const snapshot = await app.catalogue.get(request.tenantId, true);
      const { from, to } = request.query;
      const json = await answers.get(request.tenantId, `insights|${from}|${to}`, snapshot.version, async () =>
        JSON.stringify(insightsSchema.parse(await readInsights(app.db, snapshot, request.query, schedule))),
      );
      return sendJsonData(request, reply, json);
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.insightsFunnel, {
      tags: ['admin'],
      summary: 'Lesson by lesson, how many of the learners who started the course in the range started and completed each lesson',
    }),
    config: { role: 'admin' },
    handler: async (request, reply) => {
      const snapshot = await app.catalogue.get(request.tenantId, true);
      const { from, to } = request.query;
      const { courseId } = request.params;
      const json = await answers.get(request.tenantId, `funnel|${courseId}|${from}|${to}`, snapshot.version, async () =>
        JSON.stringify(insightsFunnelSchema.parse(await readFunnel(app.db, snapshot, courseId, request.query, schedule))),
      );
      return sendJsonData(request, reply, json);
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.refreshInsights, {
      tags: ['admin'],
      summary: "Recompute the portal's aggregates now (a refresh that began meanwhile counts as this one)",
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const outcome = await refreshInsights(app.db, request.tenantId, { minAgeMs: 0 });
      return ok(request, { refreshedAt: outcome.refreshedAt.toISOString(), refreshed: outcome.refreshed });
    },
  });

  app.get(
    '/api/admin/insights/export',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'adminInsightsExport',
        summary: "One chart's table, or one row per active learner (e-mail only when asked for and allowed), as CSV",
        querystring: insightsExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { report, courseId, includeEmails = false, range } = request.query;
      const snapshot = await app.catalogue.get(request.tenantId, true);
      let csv: string;
      if (report === 'learners') {
        const exported = await learnersCsv(app.db, request.tenantId, range, includeEmails);
        csv = exported.csv;
        // Addresses leaving the product are accounted for, like every admin change.
        if (includeEmails) {
          await recordAudit(app.db, {
            tenantId: request.tenantId,
            actor: actorOf(request.authentication),
            action: 'insights.export-emails',
            entityType: 'insights',
            entityId: 'learners',
            after: { from: range.from, to: range.to, learners: exported.rows, emails: exported.emails },
          });
        }
      } else if (report === 'funnel') {
        csv = funnelCsv(await readFunnel(app.db, snapshot, courseId!, range, schedule));
      } else {
        csv = chartCsv(report, await readInsights(app.db, snapshot, range, schedule));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="insights-${report}-${request.tenantId}-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default insightsRoutes;
