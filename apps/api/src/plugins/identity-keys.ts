import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { loadIdentityKeys, type IdentityKeys } from '../identity/server-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded provider's keys; null when an external provider signs the tokens. */
    identityKeys: IdentityKeys | null;
  }
}

/**
 * The embedded provider's keys, loaded once: the provider signs with them (plugins/identity.ts) and
 * the bearer check verifies with their public halves in-process (plugins/auth.ts).
 */
async function identityKeysPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  app.decorate('identityKeys', config.OIDC_ISSUER ? null : await loadIdentityKeys(app.db, config.oidcKeys));
}

export default fp(identityKeysPlugin, { name: 'identity-keys', dependencies: ['database'] });
