import { describe, expect, it } from 'vitest';
import { authorizeParams, redirectUri, type IdentityConfig } from './authorize-params';

const identity: IdentityConfig = {
  issuer: 'http://kube.localhost:3000/oidc',
  clientId: 'academy-web',
  scope: 'openid email profile offline_access urn:iam:m.me',
  refreshScope: 'urn:iam:m.me openid email',
  extraAuthorizeParams: { resource: 'http://kube.localhost:3000/api' },
  redirectPath: '/login/callback',
  profileUrl: '/account',
  logoutUrl: '/identity/session',
  registrationUrl: '/auth',
};

describe('authorizeParams', () => {
  it('asks for a code with PKCE S256, the configured scope and the extra parameters', () => {
    const params = authorizeParams(identity, { redirectUri: 'http://kube.localhost:3000/login/callback', codeChallenge: 'c', state: 's' });
    expect(Object.fromEntries(params)).toEqual({
      client_id: 'academy-web',
      redirect_uri: 'http://kube.localhost:3000/login/callback',
      response_type: 'code',
      scope: identity.scope,
      code_challenge: 'c',
      code_challenge_method: 'S256',
      state: 's',
      prompt: 'consent',
      resource: 'http://kube.localhost:3000/api',
    });
  });

  it('asks for consent only with offline_access, and lets the configuration override it', () => {
    const input = { redirectUri: 'r', codeChallenge: 'c', state: 's' };
    expect(authorizeParams({ ...identity, scope: 'openid email' }, input).has('prompt')).toBe(false);
    expect(authorizeParams({ ...identity, extraAuthorizeParams: { audience: 'api', prompt: 'login' } }, input).get('prompt')).toBe('login');
  });
});

describe('an invitation link', () => {
  it('carries its token to the provider, which shows the invitation page instead of the sign-in', () => {
    const input = { redirectUri: 'r', codeChallenge: 'c', state: 's' };
    expect(authorizeParams(identity, { ...input, invitation: 'tok-en_1' }).get('invitation')).toBe('tok-en_1');
    expect(authorizeParams(identity, input).has('invitation')).toBe(false);
  });
});

describe('redirectUri', () => {
  it('is the portal origin followed by the redirect path', () => {
    expect(redirectUri(identity, 'http://kube.localhost:3000')).toBe('http://kube.localhost:3000/login/callback');
  });
});
