import type { FastifyInstance } from 'fastify';
import { endpointsSchema, type ProviderTransport } from './token-endpoint';

const PROVIDER_TIMEOUT_MS = 10_000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The embedded provider, called in-process: its endpoints sit at oidc-provider's routes under the
 * issuer, and a form goes to it through `inject`. Never over the network: a replica cannot be
 * expected to reach its own public address (decision 037), and its discovery document, read
 * in-process, names that address with the internal request's protocol.
 */
export function embeddedTransport(app: FastifyInstance): ProviderTransport {
  return {
    endpoints: async (issuer) => ({ token_endpoint: `${issuer}/token`, revocation_endpoint: `${issuer}/token/revocation` }),
    async postForm(url, form) {
      const target = new URL(url);
      const response = await app.inject({
        method: 'POST',
        url: target.pathname + target.search,
        headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      return { status: response.statusCode, body: parseJson(response.body) };
    },
  };
}

/** An external provider (OIDC_ISSUER), over the network: its discovery document names the endpoints. */
export const remoteTransport: ProviderTransport = {
  async endpoints(issuer) {
    const url = `${issuer}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return endpointsSchema.parse(await response.json());
  },
  async postForm(url, form) {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    return { status: response.status, body: parseJson(await response.text()) };
  },
};
