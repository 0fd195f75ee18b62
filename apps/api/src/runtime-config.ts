import type { RuntimeConfig, TenantId } from '@academy/shared';
import { AUTHOR_EVENTS_PATH } from './author/author-events-path';
import type { AppConfig } from './config';
import type { IdentitySettings } from './identity/identity-settings';

function analyticsContainer(config: AppConfig, tenantId: TenantId): string | null {
  if (!config.ANALYTICS_ENVIRONMENTS.includes(config.APP_ENV)) return null;
  const ids = {
    spring: config.ANALYTICS_CONTAINER_SPRING,
    kube: config.ANALYTICS_CONTAINER_KUBE,
    tanzu: config.ANALYTICS_CONTAINER_TANZU,
  };
  return ids[tenantId] ?? null;
}

function learningPathSlug(config: AppConfig, tenantId: TenantId): string | null {
  const slugs = { spring: config.LEARNING_PATH_SLUG_SPRING, kube: config.LEARNING_PATH_SLUG_KUBE, tanzu: config.LEARNING_PATH_SLUG_TANZU };
  return slugs[tenantId] ?? null;
}

/**
 * What a portal's web app learns at start (GET /api/config): no secrets. The page's
 * Content-Security-Policy is derived from the same object, so the two cannot disagree.
 */
export function runtimeConfigFor(config: AppConfig, tenantId: TenantId, identity: IdentitySettings): RuntimeConfig {
  const containerId = analyticsContainer(config, tenantId);
  return {
    tenantId,
    environment: config.APP_ENV,
    apiBase: config.API_BASE,
    displayHeader: config.DISPLAY_HEADER,
    identity: {
      issuer: identity.issuer,
      clientId: identity.clientId,
      scope: identity.scope,
      refreshScope: identity.refreshScope,
      extraAuthorizeParams: identity.extraAuthorizeParams,
      redirectPath: '/login/callback',
      profileUrl: identity.profileUrl,
      logoutUrl: identity.logoutUrl,
      registrationUrl: identity.registrationUrl,
    },
    videoPlayer:
      config.VIDEO_PLAYER_ACCOUNT_ID && config.VIDEO_PLAYER_ID
        ? {
            accountId: config.VIDEO_PLAYER_ACCOUNT_ID,
            playerId: config.VIDEO_PLAYER_ID,
            embedUrlTemplate: config.VIDEO_PLAYER_URL_TEMPLATE,
          }
        : null,
    proUpgradeUrl: config.PRO_UPGRADE_URL ?? null,
    learningPathSlug: learningPathSlug(config, tenantId),
    authorEvents: config.authorMode ? AUTHOR_EVENTS_PATH : null,
    analytics: {
      containerId,
      consentScriptUrl: containerId ? (config.ANALYTICS_CONSENT_SCRIPT_URL ?? null) : null,
    },
  };
}
