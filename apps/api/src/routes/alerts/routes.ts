import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeAlertsSchema, envelopeSchema, tenantQuerySchema, type TenantId } from '@academy/shared';
import { alerts } from '../../db/schema';
import { ok } from '../../plugins/envelope';

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "The portal's alerts that are active now, newest first",
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(activeAlertsSchema) },
      },
    },
    async (request) => {
      const now = sql`now()`;
      const rows = await app.db
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.tenantId, request.tenantId),
            or(isNull(alerts.startsAt), lte(alerts.startsAt, now)),
            or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
          ),
        )
        .orderBy(desc(alerts.createdAt));
      return ok(request, {
        result: rows.map((row) => ({
          id: row.id,
          tenantId: row.tenantId as TenantId,
          message: row.message,
          actionText: row.actionText,
          actionUrl: row.actionUrl,
          level: row.level,
          startsAt: row.startsAt?.toISOString() ?? null,
          endsAt: row.endsAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          firstName: row.authorFirstName,
        })),
      });
    },
  );
};

export default alertRoutes;
