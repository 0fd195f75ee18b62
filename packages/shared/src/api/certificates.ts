import { z } from 'zod';
import { idSchema } from './common';

/**
 * A certificate's public id: 16 random bytes (128 bits) in base64url, so an address cannot be
 * guessed or walked (decision 025).
 */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const certificateIdSchema = z.string().regex(CERTIFICATE_ID_PATTERN, 'must be a certificate id');
export const certificateParamsSchema = z.object({ certificateId: certificateIdSchema });

export const CERTIFICATE_KINDS = ['course', 'path'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** What anyone with the address sees: GET /api/certificates/{certificateId}. */
export const publicCertificateSchema = z.object({
  certificateId: certificateIdSchema,
  kind: z.enum(CERTIFICATE_KINDS),
  /** The course or path title as it was when the certificate was issued. */
  title: z.string(),
  learnerName: z.string(),
  issuedAt: z.iso.datetime(),
  /** Set when an admin revoked it: the page says so and no PDF is made. */
  revokedAt: z.iso.datetime().nullable(),
  /** The course or path page while it is still published, else null. */
  itemPath: z.string().nullable(),
  /** The public page on the portal's configured origin. */
  verificationUrl: z.url(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/**
 * Documents the answer of GET /api/certificates/{certificateId}/pdf: the PDF itself
 * (application/pdf, with a file name in content-disposition), not an envelope.
 */
export const certificatePdfSchema = z.string().describe('the certificate as a PDF, sent as application/pdf');

/** One of the learner's own certificates (My Account, dashboard). */
export const myCertificateSchema = publicCertificateSchema.extend({
  /** Hidden by the learner: its page and PDF are not found for anyone else. */
  hidden: z.boolean(),
  itemId: idSchema,
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificatesSchema = z.object({ certificates: z.array(myCertificateSchema) });

/** PUT /api/user/certificates/{certificateId}: the learner hides or shows one of theirs. */
export const certificateVisibilitySchema = z.object({ hidden: z.boolean() });

export const CERTIFICATES_PAGE_SIZE = 20;

/** GET /api/admin/certificates: the portal's certificates, newest first, searched over learner and title. */
export const adminCertificateQuerySchema = z.object({
  searchValue: z.string().trim().max(200).default(''),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(CERTIFICATES_PAGE_SIZE),
});
export type AdminCertificateQuery = z.input<typeof adminCertificateQuerySchema>;

export const adminCertificateSchema = myCertificateSchema.extend({ userId: idSchema, login: z.string() });
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificatePageSchema = z.object({
  content: z.array(adminCertificateSchema),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

/** PUT /api/admin/certificates/{certificateId}: revoke, or restore a revoked one. */
export const certificateRevocationSchema = z.object({ revoked: z.boolean() });
export const certificateRevocationResultSchema = z.object({ message: z.string(), certificate: adminCertificateSchema });

/** PUT /api/admin/certificates/{certificateId}/learner-name: an admin corrects the name a certificate was issued to (decision 052). */
export const certificateLearnerNameSchema = z.object({
  learnerName: z.string().trim().min(1, 'Learner name is a required field').max(121, 'Learner name must be at most 121 characters'),
});
export type CertificateLearnerName = z.infer<typeof certificateLearnerNameSchema>;
