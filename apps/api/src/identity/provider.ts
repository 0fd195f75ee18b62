import { and, eq } from 'drizzle-orm';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { TenantId } from '@academy/shared';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { identityAccounts, users } from '../db/schema';
import { isDeactivated } from './accounts';
import type { IdentitySettings } from './identity-settings';
import { createAdapterFactory } from './oidc-adapter';
import type { IdentityKeys } from './server-keys';
import { escapeHtml, messagePage, page, signingOutPage, signOutQuestionPage } from './views';

/** The API's own scope; access tokens for the API audience carry it. */
export const API_SCOPE = 'urn:iam:m.me';

export interface ProviderOptions {
  tenantId: TenantId;
  settings: IdentitySettings;
  db: Database;
  keys: IdentityKeys;
  config: AppConfig;
}

/**
 * One embedded OpenID provider per portal, at <portal origin>/oidc, with accounts of that portal
 * only. Public SPA client with PKCE S256, rotating refresh tokens, JWT access tokens for the API.
 */
export function createProvider({ tenantId, settings, db, keys, config }: ProviderOptions): Provider {
  const findIdentity = async (id: string) => {
    const [account] = await db
      .select()
      .from(identityAccounts)
      .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.id, id)));
    return account;
  };

  const configuration: Configuration = {
    adapter: createAdapterFactory(db, tenantId, keys.storageKey, config.REFRESH_REUSE_GRACE_SECONDS),
    clients: [
      {
        client_id: settings.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${settings.origin}/login/callback`],
        post_logout_redirect_uris: [`${settings.origin}/`],
      },
    ],
    clientBasedCORS: (_ctx, origin) => origin === settings.origin,
    // The web app's code flow is the only one; discovery advertises nothing else (no implicit grant).
    responseTypes: ['code'],
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    jwks: keys.jwks as Configuration['jwks'],
    scopes: ['openid', 'offline_access', 'email', 'profile', API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    async findAccount(_ctx, sub) {
      const account = await findIdentity(sub);
      // A deactivated account's refresh tokens and sessions are refused too, even one made while it was being deactivated.
      if (!account || (await isDeactivated(db, tenantId, account.id))) return undefined;
      return {
        accountId: account.id,
        async claims() {
          const [user] = await db
            .select({ emailVerified: users.emailVerified })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.subject, account.id)));
          return {
            sub: account.id,
            email: account.email,
            email_verified: user?.emailVerified ?? false,
            name: `${account.firstName} ${account.lastName}`,
            given_name: account.firstName,
            family_name: account.lastName,
          };
        },
      };
    },
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findIdentity(token.accountId);
      // How the sign-in was made (decision 052), carried from the code or refresh token it was exchanged for.
      const { AuthorizationCode: code, RefreshToken: refresh } = ctx.oidc.entities;
      const amr = code?.amr ?? refresh?.amr ?? [];
      // gid names the sign-in (grant) the token belongs to, so a password change can keep it and end the others.
      return account
        ? { email: account.email, firstName: account.firstName, lastName: account.lastName, gid: token.grantId, amr }
        : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      // Every access token is a JWT for the API (resource indicators), which the userinfo endpoint
      // cannot accept; the claims travel in the ID token and the access token, so it is not offered.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          // Sign out without another click only when the academy itself asked, proven by an id token
          // it holds for this very session; a link from anywhere else gets a question instead.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: string } } | undefined;
          const askedByTheAcademy = hint?.payload?.sub !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          ctx.body = askedByTheAcademy ? signingOutPage(tenantId, form) : signOutQuestionPage(tenantId, form, settings.origin);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = messagePage(tenantId, 'Signed out', 'You are signed out.', {
            href: `${settings.origin}/`,
            text: 'Back to the academy',
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: settings.audience,
            accessTokenTTL: config.ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    pkce: { required: () => true },
    // An invitation's token rides the authorization request to the sign-in page (decision 051).
    extraParams: ['invitation'],
    interactions: { url: (_ctx, interaction) => `/identity/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3_600,
      Interaction: 3_600,
      RefreshToken: config.REFRESH_TOKEN_TTL_SECONDS,
      Session: config.REFRESH_TOKEN_TTL_SECONDS,
      Grant: config.REFRESH_TOKEN_TTL_SECONDS,
    },
    async renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      ctx.body = page(
        tenantId,
        'Sign-in problem',
        `<h1>Sign-in problem</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="${escapeHtml(settings.origin)}/">Back to the academy</a></p>`,
      );
    },
  };

  const provider = new Provider(settings.issuer, configuration);
  // Koa reads X-Forwarded-*; plugins/identity.ts first rewrites them to what Fastify trusted (TRUST_PROXY).
  provider.proxy = true;
  return provider;
}
