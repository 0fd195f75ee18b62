import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_SECOND_FACTOR_MESSAGE,
  ANONYMOUS_VIEWER,
  PREVIEW_HEADER,
  type PreviewAudience,
  type TenantId,
  type TokenAbility,
  type Viewer,
} from '@academy/shared';
import type { AppConfig } from '../config';
import { forbidden, HttpError, unauthorized } from '../errors';
import { withVerifiedRights, type Authentication } from '../services/accounts/authentication';
import { touchLastSeen } from '../services/accounts/last-seen';
import { isStaff, previewAudience, PREVIEW_VIEWERS } from '../services/reading/audience';
import { identitySettings, type IdentitySettings } from '../identity/identity-settings';
import { hasSecondFactor } from '../identity/second-factor';
import { publicKeysOf } from '../identity/server-keys';
import { createTokenVerifier, KeySetUnavailableError } from '../identity/token-verifier';
import { findActiveToken, touchLastUsed } from '../services/tokens/personal-access-tokens';
import { hasValidChecksum, looksLikeToken } from '../services/tokens/token-format';

export type Role = 'any' | 'signed-in' | 'user' | 'admin';
declare module 'fastify' {
  interface FastifyRequest {
    authentication: Authentication;
    /** Whose gating applies: the signed-in user's, or the audience an admin or author previews as. */
    viewer: Viewer;
    /** The audience an admin or author of the portal reads as (the preview header), else null (decision 062). */
    previewAs: PreviewAudience | null;
    /** An admin or author of the portal, not previewing: the catalogue shows drafts and scheduled items (decision 062). */
    seesDrafts: boolean;
  }
  interface FastifyInstance {
    identitySettings(tenantId: TenantId): IdentitySettings;
  }
  interface FastifyContextConfig {
    /** Who may call the route; enforced before the handler. Routes without one are public. */
    role?: Role;
    /** With role admin: a personal access token with this ability may call the route too. */
    ability?: TokenAbility;
  }
}

/**
 * Reads the bearer token (never a cookie) once per request, verifies it against the portal's
 * issuer and audience, finds the academy user, and enforces the route's role.
 */
async function authPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const settings = new Map<TenantId, IdentitySettings>();
  const settingsFor = (tenantId: TenantId) => {
    if (!settings.has(tenantId)) settings.set(tenantId, identitySettings(options.config, tenantId));
    return settings.get(tenantId)!;
  };
  app.decorate('identitySettings', settingsFor);

  const verify = createTokenVerifier(
    app.identityKeys ? { embedded: publicKeysOf(app.identityKeys.jwks) } : { fetchJson: fetchExternalJson },
    options.config.OIDC_ALGORITHMS,
    {
      onReloadFailed: (issuer, error) =>
        app.log.warn({ issuer, reason: (error as Error).message }, 'key set reload failed; the last good keys stay in use'),
    },
  );

  const findUser = await app.fastPaths.userLookup();

  app.decorateRequest('authentication', null as unknown as Authentication);
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      const user = this.authentication?.user;
      if (!user) return ANONYMOUS_VIEWER;
      const preview = this.previewAs;
      return preview ? PREVIEW_VIEWERS[preview] : { isLoggedIn: true, isPro: user.isPro };
    },
  });
  app.decorateRequest('previewAs', {
    getter(this: FastifyRequest) {
      return previewAudience(this.authentication?.user ?? null, this.headers[PREVIEW_HEADER]);
    },
  });
  app.decorateRequest('seesDrafts', {
    getter(this: FastifyRequest) {
      return isStaff(this.authentication?.user ?? null) && this.previewAs === null;
    },
  });

  // Before the body is read, so a caller without the role neither learns the payload rules nor
  // makes the server parse a large body (the content import takes megabytes).
  // A callback hook whose common case, a visitor on an open route, settles without a promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.headers.authorization === undefined && (request.routeOptions.config.role ?? 'any') === 'any') {
      request.authentication = NOBODY;
      return done(null, payload);
    }
    authorize(request).then(() => done(null, payload), done);
  });

  async function authorize(request: FastifyRequest) {
    const { role = 'any', ability } = request.routeOptions.config;
    const bearer = bearerOf(request.headers.authorization);
    if (bearer.token && looksLikeToken(bearer.token)) {
      // Personal access tokens open only the routes that name one of their abilities; elsewhere the caller is anonymous.
      request.authentication = NOBODY;
      if (role === 'any') return;
      const token = await authenticateToken(request.tenantId, bearer.token);
      if (!token) throw unauthorized('The personal access token is not valid, has expired, was revoked or was deleted');
      if (!ability) throw forbidden(role === 'admin' ? TOKEN_ON_ADMIN_ROUTE : TOKEN_ON_LEARNER_ROUTE);
      if (!token.abilities.includes(ability)) throw forbidden(`This personal access token lacks the ${ability} ability`);
      const { lastUsedAt: _, ...identity } = token;
      request.authentication = { ...NOBODY, token: identity };
      await touchLastUsed(app.db, token);
      return;
    }
    request.authentication = await authenticate(request, bearer);
    if (role === 'any') return;
    const { claims, user, tokenError } = request.authentication;
    if (!claims) throw unauthorized(tokenError ?? 'Sign in to continue');
    if (role === 'signed-in') return;
    if (!user) throw forbidden('Your sign-in is not linked to an academy account yet');
    if (role === 'admin' && !user.isAdmin)
      throw request.authentication.adminAwaitsSecondFactor
        ? new HttpError(403, ADMIN_SECOND_FACTOR_MESSAGE, 'SECOND_FACTOR_REQUIRED')
        : forbidden('Only administrators can do this');
  }

  /** The checksum refuses a mistyped or invented token before any database look-up. */
  async function authenticateToken(tenantId: TenantId, token: string) {
    if (!hasValidChecksum(token)) return null;
    return findActiveToken(app.db, tenantId, token);
  }

  async function authenticate(request: FastifyRequest, bearer: Bearer): Promise<Authentication> {
    if (bearer.error !== null) return { ...NOBODY, tokenError: bearer.error };
    if (bearer.token === null) return NOBODY;
    const expected = settingsFor(request.tenantId);
    let payload;
    try {
      payload = await verify(bearer.token, { issuer: expected.issuer, audience: expected.audience });
    } catch (error) {
      // A token the keys refuse is the caller's problem; keys that cannot be read are the operator's.
      if (error instanceof KeySetUnavailableError)
        request.log.error({ issuer: expected.issuer, reason: error.message }, 'bearer token not checked: no keys');
      else request.log.info({ reason: (error as Error).message }, 'bearer token refused');
      return { ...NOBODY, tokenError: 'The access token is not valid. Sign in again.' };
    }
    const claims = {
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      firstName: typeof payload.firstName === 'string' ? payload.firstName : undefined,
      lastName: typeof payload.lastName === 'string' ? payload.lastName : undefined,
      grantId: typeof payload.gid === 'string' ? payload.gid : undefined,
    };
    const user = await findUser(request.tenantId, claims.sub);
    // Read with the user row every request reads anyway, so a deactivation is refused on the next request on every replica.
    if (user?.deactivatedAt) return { ...NOBODY, tokenError: DEACTIVATED_ACCOUNT };
    if (user) await touchLastSeen(app.db, user);
    const rights = user ? withVerifiedRights(user) : null;
    // Where the portal requires it, an admin's password sign-in holds learner rights until one with a passkey or recovery code.
    const adminAwaitsSecondFactor =
      rights?.isAdmin === true && options.config.ADMIN_SECOND_FACTOR_PORTALS.includes(request.tenantId) && !hasSecondFactor(payload.amr);
    return {
      claims,
      user: rights && adminAwaitsSecondFactor ? { ...rights, isAdmin: false } : rights,
      tokenError: null,
      token: null,
      adminAwaitsSecondFactor,
    };
  }
}

/** An external issuer's discovery document and key set. */
async function fetchExternalJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** What a script hears when its personal access token reaches a route no ability opens (decision 027). */
export const TOKEN_ON_ADMIN_ROUTE = 'A personal access token cannot call this route; sign in as an administrator';
export const TOKEN_ON_LEARNER_ROUTE =
  "Personal access tokens open only the admin routes of their abilities; this route acts for a learner's own account: sign in as that learner";

/** What a deactivated account's access token hears (decision 050). */
export const DEACTIVATED_ACCOUNT = "This account is deactivated; ask the academy's administrators to reactivate it";

const NOBODY: Authentication = { claims: null, user: null, tokenError: null, token: null, adminAwaitsSecondFactor: false };

interface Bearer {
  token: string | null;
  error: string | null;
}

function bearerOf(header: string | undefined): Bearer {
  if (!header) return { token: null, error: null };
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    return { token: null, error: 'Send the access token as "Authorization: Bearer <token>"' };
  return { token, error: null };
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'identity-keys', 'tenant', 'fast-paths'] });
