import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type TenantId } from '@academy/shared';
import type { AppConfig } from '../../config';
import { ok } from '../../plugins/envelope';
import { fromContract } from '../contract-route';

function analyticsContainer(config: AppConfig, tenantId: TenantId): string | null {
  if (!config.ANALYTICS_ENVIRONMENTS.includes(config.APP_ENV)) return null;
  const ids = {
    spring: config.ANALYTICS_CONTAINER_SPRING,
    kube: config.ANALYTICS_CONTAINER_KUBE,
    tanzu: config.ANALYTICS_CONTAINER_TANZU,
  };
  return ids[tenantId] ?? null;
}

/** Runtime configuration for the web app: no secrets, only what a browser may know. */
const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.platform.config, { tags: ['platform'], summary: 'Runtime configuration for the web app of this portal' }),
    handler: async (request) => {
      const containerId = analyticsContainer(config, request.tenantId);
      const identity = app.identitySettings(request.tenantId);
      return ok(request, {
        tenantId: request.tenantId,
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
            ? { accountId: config.VIDEO_PLAYER_ACCOUNT_ID, playerId: config.VIDEO_PLAYER_ID, embedUrlTemplate: config.VIDEO_PLAYER_URL_TEMPLATE }
            : null,
        analytics: {
          containerId,
          consentScriptUrl: containerId ? (config.ANALYTICS_CONSENT_SCRIPT_URL ?? null) : null,
        },
      });
    },
  });
};

export default configRoutes;
