import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_CONTENT_SECURITY_POLICY,
  serverPageContentSecurityPolicy,
  tenantFromHost,
  webAppContentSecurityPolicy,
  type TenantId,
} from '@academy/shared';
import type { AppConfig } from '../config';
import { publicOrigin } from '../identity/identity-settings';
import { runtimeConfigFor } from '../runtime-config';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Content-Security-Policy on every answer, chosen by path, and HSTS only on answers that travelled
 * over https (directly or, with TRUST_PROXY, as the proxy says): a browser told to insist on https
 * for http://kube.localhost would lock itself out of local development. Headers go on the raw
 * response, so the identity provider's own answers under /oidc carry them too.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  const policies = new Map<string, string>();
  const cached = (key: string, build: () => string) => {
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = build();
      policies.set(key, policy);
    }
    return policy;
  };

  const webAppPolicy = (tenantId: TenantId) =>
    cached(`app:${tenantId}`, () => {
      const origin = publicOrigin(config, tenantId);
      const lab = config.LAB_URL_TEMPLATE?.replaceAll('{tenant}', tenantId).replace(/\{\w+\}/g, 'x');
      return webAppContentSecurityPolicy(runtimeConfigFor(config, tenantId, app.identitySettings(tenantId)), { origin, frameOrigins: lab ? [lab] : [] });
    });
  const serverPagePolicy = (tenantId: TenantId) => cached(`page:${tenantId}`, () => serverPageContentSecurityPolicy(publicOrigin(config, tenantId)));

  const policyFor = (request: FastifyRequest) => {
    const path = request.url.split('?')[0];
    const tenantId = tenantFromHost(request.host);
    if (path === '/api/docs' || path.startsWith('/api/docs/')) return serverPagePolicy(tenantId);
    if (path.startsWith('/api/')) return API_CONTENT_SECURITY_POLICY;
    if (path.startsWith('/identity/') || path.startsWith('/oidc/')) return serverPagePolicy(tenantId);
    return webAppPolicy(tenantId);
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('content-security-policy', policyFor(request));
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
