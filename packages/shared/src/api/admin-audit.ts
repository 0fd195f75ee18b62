import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export carries; a narrower filter gets the rest. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const dateQuery = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** GET /api/admin/audit and its CSV export: who did what, when; every filter optional. */
export const auditQuerySchema = z
  .object({
    /** Part of the actor's label: a login or `token:<name>`. */
    actor: z.string().trim().max(200).optional(),
    /** An action (`alert.create`) or its entity (`alert`). */
    action: z
      .string()
      .trim()
      .regex(/^[a-z-]+(\.[a-z-]+)?$/, 'must be an action such as alert.create, or an entity such as alert')
      .optional(),
    /** First and last day, inclusive, in UTC. */
    from: dateQuery.optional(),
    to: dateQuery.optional(),
    pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'must not be before from', path: ['to'] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** The actor's label as recorded: a login or `token:<name>`. */
  actor: z.string(),
  /** "Name (login)" of the acting account while it exists; null for a token or a removed account. */
  actorName: z.string().nullable(),
  /** An AuditAction; auditActionLabel reads it. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** Who or what changed, readably: a user by name and e-mail, anything else by its name or title. */
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  result: z.object({
    content: z.array(auditEntrySchema),
    totalElements: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  }),
  /** Every action the portal's log holds, for the filter. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
