import { z } from 'zod';
import { adminListQueryFields, pageOf } from './admin-lists';
import { MAIL_STATUSES } from './mail';

/**
 * The CSV an administrator uploads (decision 051): a first line naming the columns, `email` required,
 * the others optional and in any order. The screen shows this header as it is written here.
 */
export const INVITATION_CSV_COLUMNS = ['email', 'first_name', 'last_name', 'pro', 'admin', 'author'] as const;
export const INVITATION_CSV_HEADER = INVITATION_CSV_COLUMNS.join(',');
/** Rows one send may hold, and the file's size: checked on the server in one request. */
export const INVITATION_MAX_ROWS = 10_000;
export const INVITATION_CSV_MAX_BYTES = 2 * 1_048_576;
/** What the pro, admin and author columns accept, case-insensitively; an empty cell means no. */
export const INVITATION_FLAG_YES = ['yes', 'true', '1', 'y'] as const;
export const INVITATION_FLAG_NO = ['no', 'false', '0', 'n', ''] as const;
export const INVITATION_NAME_MAX = 60;

/** One invitee, typed into the form or kept from a preview (the same checks as a CSV row). */
export const inviteeSchema = z.object({
  email: z.string().max(400),
  firstName: z.string().max(400).default(''),
  lastName: z.string().max(400).default(''),
  isPro: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
  /** The per-portal author right (decision 062): sees drafts, passes no admin route. */
  isAuthor: z.boolean().default(false),
});
export type Invitee = z.input<typeof inviteeSchema>;

/**
 * The body of a preview and of a send: an uploaded CSV, or invitees as objects (the form's one, or
 * the rows of a preview without errors).
 */
export const invitationBatchSchema = z.union([
  z.object({ csv: z.string().min(1, 'The file is empty').max(INVITATION_CSV_MAX_BYTES, 'The file is larger than 2 MiB') }).strict(),
  z
    .object({
      invitees: z
        .array(inviteeSchema)
        .min(1)
        .max(INVITATION_MAX_ROWS, `One send takes at most ${INVITATION_MAX_ROWS.toLocaleString('en')} invitees`),
    })
    .strict(),
]);
export type InvitationBatch = z.input<typeof invitationBatchSchema>;

export const invitationPreviewRowSchema = z.object({
  /** The row's line in the file (the header is line 1), or the invitee's place in the list from 1. */
  line: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isPro: z.boolean(),
  isAdmin: z.boolean(),
  isAuthor: z.boolean(),
  /** Why the row cannot be sent; empty when it can. */
  errors: z.array(z.string()),
});
export type InvitationPreviewRow = z.infer<typeof invitationPreviewRowSchema>;

/** POST /api/admin/invitations/preview: every row with its errors, and the counts. Nothing is stored. */
export const invitationPreviewSchema = z.object({
  rows: z.array(invitationPreviewRowSchema),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Days the links will work. */
  validDays: z.number().int(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/admin/invitations: every row sent, or none. */
export const invitationsSentSchema = z.object({
  message: z.string(),
  sent: z.number().int(),
  batchId: z.uuid(),
  expiresAt: z.iso.datetime(),
});

/**
 * Where an invitation stands: `joined` when its address became a member another way (its own
 * sign-up) before it was accepted; the link then only tells the person to sign in.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked', 'joined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isPro: z.boolean(),
  isAdmin: z.boolean(),
  isAuthor: z.boolean(),
  status: z.enum(INVITATION_STATUSES),
  /** The inviting administrator's login; null once that account is deleted. */
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime(),
  sentCount: z.number().int(),
  acceptedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** The latest mail's delivery. */
  mailStatus: z.enum(MAIL_STATUSES).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/admin/invitations: a search over address and names, a status, newest first. */
export const invitationQuerySchema = z.object({
  ...adminListQueryFields,
  status: z.enum(INVITATION_STATUSES).optional(),
});
export type InvitationQuery = z.input<typeof invitationQuerySchema>;

export const invitationPageSchema = z.object({
  result: pageOf(invitationSchema),
  /** Invitations per status, whatever the filter. */
  counts: z.record(z.enum(INVITATION_STATUSES), z.number().int()),
  /** The delivery of the pending invitations' latest mails: how far a large send has gone out. */
  delivery: z.record(z.enum(MAIL_STATUSES), z.number().int()),
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;
