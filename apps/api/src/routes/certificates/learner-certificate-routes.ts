import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, slugify, type TenantId } from '@academy/shared';
import type { AppConfig } from '../../config';
import { HttpError, notFound } from '../../errors';
import { publicOrigin } from '../../identity/identity-settings';
import { ok } from '../../plugins/envelope';
import { setHidden } from '../../services/certificates/certificate-changes';
import { findCertificate, presentMine, presentPublic, type CertificatePlace } from '../../services/certificates/certificate-reads';
import { createKeptCertificatePdfs } from '../../services/certificates/kept-certificate-pdfs';
import { ownCertificates } from '../../services/certificates/own-certificates';
import { clientAddressKey } from '../../services/rate-limit/client-address';
import { readerFor } from '../catalogue-answer';
import { fromContract } from '../contract-route';

const NOT_FOUND = 'No such certificate in this portal';

/**
 * Decision 025: a certificate's public page data and PDF, for anyone with its address unless its
 * learner hid it; the learner's own list and the hide switch.
 */
const certificateRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const placeFor = async (tenantId: TenantId): Promise<CertificatePlace> => ({
    origin: publicOrigin(config, tenantId),
    snapshot: await app.catalogue.get(tenantId),
  });
  const pdfs = createKeptCertificatePdfs(config.CERTIFICATE_PDF_CACHE_MB * 1024 * 1024);

  app.route({
    ...fromContract(apiCalls.certificates.one, {
      tags: ['certificates'],
      summary: 'A certificate as its public page shows it; a hidden one is not found, a revoked one says so',
    }),
    handler: async (request) => {
      const row = await findCertificate(app.db, request.tenantId, request.params.certificateId);
      // The same answer for everyone, the learner included: the page is rendered once for all visitors.
      if (!row || row.hidden) throw notFound(NOT_FOUND);
      return ok(request, presentPublic(row, await placeFor(request.tenantId)));
    },
  });

  const pdf = fromContract(apiCalls.certificates.pdf, {
    tags: ['certificates'],
    summary: 'A certificate as a PDF; a hidden one only for its learner, a revoked one for nobody (410)',
  });
  app.route({
    ...pdf,
    // The answer is the PDF, not an envelope: documented as a file, never serialized.
    schema: { ...pdf.schema, response: undefined, produces: ['application/pdf'] },
    handler: async (request, reply) => {
      // A visitor's downloads are counted, kept PDFs too (a new version is drawn); the learner's own are not.
      if (!request.authentication.user)
        await app.limiter.hit(
          { bucket: 'certificate-pdf:anonymous', limit: config.ANONYMOUS_CERTIFICATE_PDFS_PER_HOUR, windowSeconds: 3_600 },
          clientAddressKey(request.ip),
        );
      const row = await findCertificate(app.db, request.tenantId, request.params.certificateId);
      const owner = row !== null && request.authentication.user?.id === row.userId;
      if (!row || (row.hidden && !owner)) throw notFound(NOT_FOUND);
      if (row.revokedAt) throw new HttpError(410, 'This certificate was revoked; it has no PDF', 'GONE');
      const { drawn, cache } = await pdfs.pdf(request.tenantId, presentPublic(row, await placeFor(request.tenantId)));
      // The ETag hook answers a matching If-None-Match with 304 for visitors; it reuses this one.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${slugify(row.title) || 'course'}-certificate.pdf"`)
        .header('etag', drawn.etag)
        .header('x-certificate-pdf-cache', cache)
        .send(drawn.bytes);
    },
  });

  app.route({
    ...fromContract(apiCalls.certificates.mine, {
      tags: ['certificates'],
      summary: "The learner's certificates, hidden and revoked ones included, newest first",
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const [place, reader] = await Promise.all([placeFor(request.tenantId), readerFor(app, request)]);
      const rows = await ownCertificates(app.db, place.snapshot, user.id, reader.state.completed);
      return ok(request, { certificates: rows.map((row) => presentMine(row, place)) });
    },
  });

  app.route({
    ...fromContract(apiCalls.certificates.setVisibility, {
      tags: ['certificates'],
      summary: 'Hide one of your certificates from everyone else, or show it again',
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const row = await setHidden(app.db, request.tenantId, user.id, request.params.certificateId, request.body.hidden);
      return ok(request, presentMine(row, await placeFor(request.tenantId)));
    },
  });
};

export default certificateRoutes;
