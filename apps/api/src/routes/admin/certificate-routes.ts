import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type TenantId } from '@academy/shared';
import type { AppConfig } from '../../config';
import { publicOrigin } from '../../identity/identity-settings';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { setLearnerName, setRevocation } from '../../services/certificates/certificate-changes';
import { presentForAdmin, searchCertificates, type CertificatePlace } from '../../services/certificates/certificate-reads';
import { ADMIN_BODY_LIMIT } from './body-limits';
import { fromContract } from '../contract-route';

/** The portal's certificates for its admins (decision 025): every learner's, hidden ones included, revocation and name corrections. */
const adminCertificateRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const placeFor = async (tenantId: TenantId): Promise<CertificatePlace> => ({
    origin: publicOrigin(config, tenantId),
    snapshot: await app.catalogue.get(tenantId),
  });

  app.route({
    ...fromContract(apiCalls.admin.certificates, {
      tags: ['admin'],
      summary: "One page of the portal's certificates, newest first, searched over learner, title and id",
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const [page, place] = await Promise.all([searchCertificates(app.db, request.tenantId, request.query), placeFor(request.tenantId)]);
      const { rows, ...paging } = page;
      return ok(request, { content: rows.map((row) => presentForAdmin(row, place)), ...paging });
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.setCertificateRevocation, {
      tags: ['admin'],
      summary: 'Revoke a certificate (its page then says so), or restore a revoked one; audited',
    }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      const { message, row } = await setRevocation(
        app.db,
        request.tenantId,
        request.params.certificateId,
        request.body.revoked,
        actorOf(request.authentication),
      );
      return ok(request, { message, certificate: presentForAdmin(row, await placeFor(request.tenantId)) });
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.setCertificateLearnerName, {
      tags: ['admin'],
      summary: 'Correct the learner name a certificate was issued to (its page and PDF then show it); audited with before and after',
    }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      const { message, row } = await setLearnerName(
        app.db,
        request.tenantId,
        request.params.certificateId,
        request.body.learnerName,
        actorOf(request.authentication),
      );
      return ok(request, { message, certificate: presentForAdmin(row, await placeFor(request.tenantId)) });
    },
  });
};

export default adminCertificateRoutes;
