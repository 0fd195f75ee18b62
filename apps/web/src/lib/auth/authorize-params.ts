import type { RuntimeConfig } from '@academy/shared';

export type IdentityConfig = RuntimeConfig['identity'];

interface AuthorizeInput {
  redirectUri: string;
  codeChallenge: string;
  state: string;
  /** An invitation's token (decision 051), which the embedded provider's sign-in turns into its invitation page. */
  invitation?: string;
}

/**
 * Query of the authorization request: code flow with PKCE S256, the configured scope and the extra
 * parameters naming the API. OpenID Connect Core section 11: a request for offline_access (the
 * refresh token) carries prompt=consent unless the configuration says otherwise.
 */
export function authorizeParams(identity: IdentityConfig, input: AuthorizeInput): URLSearchParams {
  const params = new URLSearchParams({
    client_id: identity.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: identity.scope,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    state: input.state,
  });
  if (identity.scope.split(/\s+/).includes('offline_access')) params.set('prompt', 'consent');
  for (const [name, value] of Object.entries(identity.extraAuthorizeParams)) params.set(name, value);
  if (input.invitation) params.set('invitation', input.invitation);
  return params;
}

export function redirectUri(identity: IdentityConfig, origin: string): string {
  return new URL(identity.redirectPath, origin).toString();
}
