import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, outboxSchema } from '@academy/shared';
import { mailMessages } from '../../db/schema';
import { ok } from '../../plugins/envelope';

const OUTBOX_PAGE = 100;

/** GET /api/admin/outbox: the portal's last messages, so the default run (no SMTP) can read its mail. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { role: 'admin' },
      schema: { tags: ['admin'], summary: 'Mail the portal sent or kept, newest first', response: { 200: envelopeSchema(outboxSchema) } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.tenantId, request.tenantId))
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(OUTBOX_PAGE);
      return ok(request, {
        result: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          from: row.fromAddress,
          to: row.toAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          // A code that went out by SMTP belongs to its recipient alone; without SMTP the outbox is the only way to read it.
          body: row.kind === 'verification' && row.transport === 'smtp' ? row.body.replace(/\b\d{6}\b/g, '••••••') : row.body,
          transport: row.transport,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    },
  );
};

export default outboxRoutes;
