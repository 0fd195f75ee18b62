import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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
 * The fixed headers every answer carries (what helmet set with our options, written once here:
 * helmet's per-request middleware chain cost more than the catalogue answer it decorated).
 */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** What an API answer carries: the fixed headers and a policy that lets it load, run and frame nothing. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...FIXED_SECURITY_HEADERS,
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
};

/** The identity provider and its interaction pages write the raw response themselves, past Fastify's reply headers. */
const answersRaw = (path: string) => path.startsWith('/oidc') || path.startsWith('/identity/');

/**
 * Content-Security-Policy on every answer, chosen by path, with the fixed headers above, and HSTS
 * only on answers that travelled over https (directly or, with TRUST_PROXY, as the proxy says): a
 * browser told to insist on https for http://kube.localhost would lock itself out of local
 * development. Each path kind's header set is built once; answers Fastify sends take it as one
 * object, and the provider's own answers get it on the raw response.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  const headerSets = new Map<string, Readonly<Record<string, string>>>();
  const headersWith = (key: string, policy: () => string) => {
    let headers = headerSets.get(key);
    if (headers === undefined) {
      headers = { ...FIXED_SECURITY_HEADERS, 'content-security-policy': policy() };
      headerSets.set(key, headers);
    }
    return headers;
  };
  const apiHeaders = API_SECURITY_HEADERS;

  const webAppHeaders = (tenantId: TenantId) =>
    headersWith(`app:${tenantId}`, () => {
      const origin = publicOrigin(config, tenantId);
      const lab = config.LAB_URL_TEMPLATE?.replaceAll('{tenant}', tenantId).replace(/\{\w+\}/g, 'x');
      return webAppContentSecurityPolicy(runtimeConfigFor(config, tenantId, app.identitySettings(tenantId)), {
        origin,
        frameOrigins: lab ? [lab] : [],
      });
    });
  const serverPageHeaders = (tenantId: TenantId) =>
    headersWith(`page:${tenantId}`, () => serverPageContentSecurityPolicy(publicOrigin(config, tenantId)));

  const headersFor = (path: string, host: string) => {
    if (path === '/api/docs' || path.startsWith('/api/docs/')) return serverPageHeaders(tenantFromHost(host));
    if (path.startsWith('/api/')) return apiHeaders;
    if (answersRaw(path)) return serverPageHeaders(tenantFromHost(host));
    return webAppHeaders(tenantFromHost(host));
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const path = request.url.split('?', 1)[0];
    const headers = headersFor(path, request.host);
    if (answersRaw(path)) {
      for (const name in headers) reply.raw.setHeader(name, headers[name]);
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    } else {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    }
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
