import { z } from 'zod';

/**
 * GET /api/user/data: everything the academy keeps about the signed-in user, as a JSON file (not an
 * envelope). `data` holds one entry per source of personal data (the server's single list of them);
 * the privacy page promises it.
 */
export const ACCOUNT_DATA_FORMAT = 'academy-account-data/1';
export const accountDataExportSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  exportedAt: z.iso.datetime(),
  portal: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AccountDataExport = z.infer<typeof accountDataExportSchema>;

/** DELETE /api/user/account: the user types their login (their e-mail address) to confirm. */
export const accountDeletionSchema = z.object({
  confirmation: z.string({ error: 'Type your e-mail address to confirm' }).trim().min(1, 'Type your e-mail address to confirm').max(254),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
export const accountDeletedSchema = z.object({ message: z.string() });
