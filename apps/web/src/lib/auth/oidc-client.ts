import * as oauth from 'oauth4webapi';
import { authorizeParams, redirectUri, type IdentityConfig } from './authorize-params';
import { clearPendingSignIn, readPendingSignIn, storePendingSignIn } from './sign-in-storage';
import { exchangeCodeForTokens } from './session-tokens';
import { tokensFromResponse, type StoredTokens } from './token-storage';

/**
 * The protocol steps, with oauth4webapi. Loaded only by /auth, /login/callback and logout, so the
 * library stays out of the first page load. The token endpoint is called by the server (decision 016).
 */

/** Plain http is accepted only for a provider on this machine (development and tests). */
function requestOptions(issuer: URL) {
  const loopback = issuer.hostname === 'localhost' || issuer.hostname.endsWith('.localhost') || issuer.hostname === '127.0.0.1';
  return loopback ? { [oauth.allowInsecureRequests]: true } : {};
}

const servers = new Map<string, Promise<oauth.AuthorizationServer>>();

function discover(identity: IdentityConfig): Promise<oauth.AuthorizationServer> {
  const cached = servers.get(identity.issuer);
  if (cached) return cached;
  const issuer = new URL(identity.issuer);
  const server = oauth
    .discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(issuer) })
    .then((response) => oauth.processDiscoveryResponse(issuer, response));
  server.catch(() => servers.delete(identity.issuer));
  servers.set(identity.issuer, server);
  return server;
}

const clientOf = (identity: IdentityConfig): oauth.Client => ({ client_id: identity.clientId });

/** Creates and stores the PKCE verifier and state, and answers the provider's authorization address. */
export async function authorizationUrl(identity: IdentityConfig, invitation?: string): Promise<string> {
  const server = await discover(identity);
  if (!server.authorization_endpoint) throw new Error('The identity provider has no authorization endpoint');
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
  storePendingSignIn(localStorage, { codeVerifier, state });
  const url = new URL(server.authorization_endpoint);
  url.search = authorizeParams(identity, {
    redirectUri: redirectUri(identity, window.location.origin),
    codeChallenge,
    state,
    invitation,
  }).toString();
  return url.toString();
}

/**
 * Checks the callback address (state, issuer, error) and has the server exchange its code with the
 * stored verifier; the server keeps the refresh token in its cookie and answers the rest.
 */
export async function exchangeCode(identity: IdentityConfig, callback: URL): Promise<StoredTokens> {
  const { codeVerifier, state } = readPendingSignIn(localStorage);
  try {
    const server = await discover(identity);
    const params = oauth.validateAuthResponse(server, clientOf(identity), callback, state);
    const code = params.get('code');
    if (!code) throw new Error('The sign-in callback carries no code');
    return tokensFromResponse(await exchangeCodeForTokens({ code, codeVerifier }), Date.now());
  } finally {
    clearPendingSignIn(localStorage);
  }
}

/** The provider's end-session address (RP-initiated logout), back to this portal's home. */
export async function endSessionUrl(identity: IdentityConfig, idToken: string | null): Promise<string | null> {
  const server = await discover(identity);
  if (!server.end_session_endpoint) return null;
  const url = new URL(server.end_session_endpoint);
  url.searchParams.set('client_id', identity.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/`);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  return url.toString();
}
