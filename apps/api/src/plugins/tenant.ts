import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isTenantId, tenantFromHost, TENANTS, type TenantId } from '@academy/shared';
import { badRequest } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    tenantId: TenantId;
  }
}

/**
 * The portal of a request: the `tenantId` header, else the `tenantId` query parameter, else the
 * host name. A header or parameter that names no portal is refused rather than guessed.
 */
async function tenantPlugin(app: FastifyInstance) {
  app.decorateRequest('tenantId', 'spring');
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.tenantid;
    const query = (request.query as Record<string, unknown> | undefined)?.tenantId;
    const given = header ?? query;
    if (given === undefined) {
      request.tenantId = tenantFromHost(request.host);
      return done();
    }
    if (!isTenantId(given)) return done(badRequest(`tenantId must be one of ${TENANTS.join(', ')}`, 'tenantId'));
    if (header !== undefined && query !== undefined && header !== query) {
      return done(badRequest('The tenantId header and query parameter disagree', 'tenantId'));
    }
    request.tenantId = given;
    done();
  });
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['envelope'] });
