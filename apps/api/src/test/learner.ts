import type { TenantId } from '@academy/shared';
import { createAccount } from '../identity/accounts';
import { OidcTestClient } from './oidc-client';
import type { TestApp } from './test-app';

/** A new learner of a portal, signed in through the embedded provider; returns an inject helper. */
export async function signedInLearner(t: TestApp, tenantId: TenantId, email: string, roles: { isPro?: boolean; isAdmin?: boolean } = {}) {
  await createAccount(t.database.db, tenantId, { email, password: 'correct horse battery', firstName: 'Test', lastName: 'Learner' }, roles);
  const host = `${tenantId}.localhost:3000`;
  const { access_token: token } = await new OidcTestClient(t.app, host).signIn(email, 'correct horse battery');
  return {
    token,
    async call(method: 'GET' | 'POST', url: string, payload?: object) {
      const response = await t.app.inject({ method, url, payload, headers: { host, authorization: `Bearer ${token}` } });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
