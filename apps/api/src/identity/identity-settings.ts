import type { TenantId } from '@academy/shared';
import type { AppConfig } from '../config';

/** How one portal signs people in: the same shape for the embedded provider and an external one. */
export interface IdentitySettings {
  embedded: boolean;
  origin: string;
  issuer: string;
  clientId: string;
  scope: string;
  refreshScope: string;
  audience: string;
  extraAuthorizeParams: Record<string, string>;
  profileUrl: string;
  logoutUrl: string;
  registrationUrl: string;
}

export const publicOrigin = (config: AppConfig, tenantId: TenantId) => config.publicOriginTemplate.replaceAll('{tenant}', tenantId);

export function identitySettings(config: AppConfig, tenantId: TenantId): IdentitySettings {
  const origin = publicOrigin(config, tenantId);
  const embedded = !config.OIDC_ISSUER;
  const audience = config.OIDC_AUDIENCE?.replaceAll('{tenant}', tenantId) ?? `${origin}/api`;
  const extra = config.OIDC_EXTRA_AUTHORIZE_PARAMS
    ? Object.fromEntries(new URLSearchParams(config.OIDC_EXTRA_AUTHORIZE_PARAMS.replaceAll('{tenant}', tenantId)))
    : embedded
      ? { resource: audience }
      : {};
  return {
    embedded,
    origin,
    issuer: embedded ? `${origin}/oidc` : config.OIDC_ISSUER!.replaceAll('{tenant}', tenantId),
    clientId: config.OIDC_CLIENT_ID,
    scope: config.OIDC_SCOPES,
    refreshScope: config.OIDC_REFRESH_SCOPE,
    audience,
    extraAuthorizeParams: extra,
    profileUrl: config.OIDC_PROFILE_URL ?? (embedded ? '/account' : ''),
    logoutUrl: config.OIDC_LOGOUT_URL ?? (embedded ? '/identity/session' : ''),
    registrationUrl: config.OIDC_REGISTRATION_URL ?? (embedded ? '/auth' : ''),
  };
}
