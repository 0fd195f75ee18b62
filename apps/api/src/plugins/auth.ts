import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANONYMOUS_VIEWER, type TenantId, type Viewer } from '@academy/shared';
import type { AppConfig } from '../config';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import { identitySettings, type IdentitySettings } from '../identity/identity-settings';
import { createTokenVerifier } from '../identity/token-verifier';

export type Role = 'any' | 'signed-in' | 'user' | 'admin';
export type AcademyUser = typeof users.$inferSelect;

export interface Authentication {
  /** The verified token's claims, or null without a (valid) bearer token. */
  claims: { sub: string; email?: string; firstName?: string; lastName?: string } | null;
  /** The academy user of this portal, or null when the account system does not know the subject. */
  user: AcademyUser | null;
  /** Why a presented token was refused. */
  tokenError: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    authentication: Authentication;
    viewer: Viewer;
  }
  interface FastifyInstance {
    identitySettings(tenantId: TenantId): IdentitySettings;
  }
  interface FastifyContextConfig {
    /** Who may call the route; enforced before the handler. Routes without one are public. */
    role?: Role;
  }
}

export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message, 'FORBIDDEN');

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

  // The embedded issuer is this process: its discovery document is read in-process, the same path
  // an external issuer's is read over the network.
  const fetchJson = async (url: string) => {
    const target = new URL(url);
    const embedded = [...settings.values()].some((item) => item.embedded && item.issuer.startsWith(target.origin));
    if (embedded) {
      const response = await app.inject({ url: target.pathname + target.search, headers: { host: target.host } });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return response.json();
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const verify = createTokenVerifier(fetchJson, options.config.OIDC_ALGORITHMS);

  app.decorateRequest('authentication', null as unknown as Authentication);
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      const user = this.authentication?.user;
      return user ? { isLoggedIn: true, isPro: user.isPro } : ANONYMOUS_VIEWER;
    },
  });

  // Before body validation, so a caller without the role learns nothing about the payload rules.
  app.addHook('preValidation', async (request) => {
    request.authentication = await authenticate(request);
    const role = request.routeOptions.config.role ?? 'any';
    if (role === 'any') return;
    const { claims, user, tokenError } = request.authentication;
    if (!claims) throw unauthorized(tokenError ?? 'Sign in to continue');
    if (role === 'signed-in') return;
    if (!user) throw forbidden('Your sign-in is not linked to an academy account yet');
    if (role === 'admin' && !user.isAdmin) throw forbidden('Only administrators can do this');
  });

  async function authenticate(request: FastifyRequest): Promise<Authentication> {
    const header = request.headers.authorization;
    if (!header) return { claims: null, user: null, tokenError: null };
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return { claims: null, user: null, tokenError: 'Send the access token as "Authorization: Bearer <token>"' };
    const expected = settingsFor(request.tenantId);
    let payload;
    try {
      payload = await verify(token, { issuer: expected.issuer, audience: expected.audience });
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'bearer token refused');
      return { claims: null, user: null, tokenError: 'The access token is not valid. Sign in again.' };
    }
    const claims = {
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      firstName: typeof payload.firstName === 'string' ? payload.firstName : undefined,
      lastName: typeof payload.lastName === 'string' ? payload.lastName : undefined,
    };
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, request.tenantId), eq(users.subject, claims.sub)));
    return { claims, user: user ?? null, tokenError: null };
  }
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'tenant'] });
