import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenAbility } from '@academy/shared';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { trustProxyOption } from './trust-proxy';
import catalogue from './plugins/catalogue';
import movedPages from './plugins/moved-pages';
import searchStats from './plugins/search-stats';
import insightsRefresh from './plugins/insights-refresh';
import database from './plugins/database';
import docs from './plugins/docs';
import { clientErrorHandler } from './plugins/client-error';
import envelope, { correlationIdFor, frameworkErrors } from './plugins/envelope';
import securityHeaders from './plugins/security-headers';
import tenant from './plugins/tenant';
import auth, { type Role } from './plugins/auth';
import identity from './plugins/identity';
import identityKeys from './plugins/identity-keys';
import mail from './plugins/mail';
import webhooks from './plugins/webhooks';
import type { AppMetrics } from './metrics';
import { requestLogOptions } from './request-log';
import webApp from './plugins/web-app';
import authorPreview from './author/author-preview';
import compression from './plugins/compression';
import fastPathsPlugin, { createFastPaths } from './speed';
import etag from './plugins/etag';
import seoRoutes from './routes/seo/crawler-routes';
import alertRoutes from './routes/alerts/active-alert-routes';
import configRoutes from './routes/config/runtime-config-routes';
import userRoutes from './routes/user/account-routes';
import accountDataRoutes from './routes/user/account-data-routes';
import learnerEmailRoutes from './routes/user/learner-email-routes';
import sessionTokenRoutes from './identity/session-token-routes';
import { setPasswordCost, setPasswordHashConcurrency } from './identity/passwords';
import favoriteRoutes from './routes/learning/favorite-routes';
import feedbackRoutes from './routes/feedback/feedback-routes';
import adminFeedbackRoutes from './routes/feedback/admin-feedback-routes';
import contactRoutes from './routes/contact/contact-routes';
import outboxRoutes from './routes/mail/outbox-routes';
import knowledgeCheckRoutes from './routes/learning/knowledge-check-routes';
import labRoutes from './routes/learning/lab-routes';
import progressRoutes from './routes/learning/progress-routes';
import contentAssetRoutes from './routes/content-assets/content-asset-routes';
import courseRoutes from './routes/courses/course-routes';
import guideRoutes from './routes/guides/guide-routes';
import healthRoutes from './routes/health/health-routes';
import instructorRoutes from './routes/instructors/instructor-routes';
import lessonRoutes from './routes/lessons/lesson-routes';
import pageRoutes from './routes/pages/content-page-routes';
import pathRoutes from './routes/paths/learning-path-routes';
import searchRoutes from './routes/search/search-routes';
import adminAlertRoutes from './routes/admin/alert-routes';
import adminAuditRoutes from './routes/admin/audit-routes';
import adminSearchQueryRoutes from './routes/admin/search-query-routes';
import adminInsightsRoutes from './routes/admin/insights-routes';
import adminInvitationRoutes from './routes/admin/invitation-routes';
import adminTopicRequestRoutes from './routes/admin/topic-request-routes';
import adminWebhookRoutes from './routes/admin/webhook-routes';
import topicRequestRoutes from './routes/topic-requests/topic-request-form-routes';
import adminContentRoutes from './routes/admin/content-routes';
import adminTokenRoutes from './routes/admin/token-routes';
import adminUserRoutes from './routes/admin/user-routes';
import adminLearnerRoutes from './routes/admin/learner-routes';
import adminCertificateRoutes from './routes/admin/certificate-routes';
import certificateRoutes from './routes/certificates/learner-certificate-routes';
import notificationEmailRoutes from './routes/email/notification-email-routes';
import notificationEmailVerificationRoutes from './routes/email/notification-email-verification-routes';

export interface RouteRole {
  method: string;
  url: string;
  role: Role;
  /** With role admin: the personal access token ability that also opens the route. */
  ability?: TokenAbility;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the role it enforces, for the route table test. */
    routeRoles: RouteRole[];
    /** Set when the process is stopping: readiness fails so the load balancer sends no new requests. */
    draining: boolean;
  }
}

/** How often search query counts are written: a search itself never waits for a write. */
const SEARCH_STATS_FLUSH_MS = 5_000;

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  metrics?: AppMetrics;
}

/** The whole API as one Fastify instance; tests call `inject` on it, the server listens. */
export async function buildApp({ config, database: handle, logger = false, metrics }: AppOptions) {
  setPasswordCost(config.PASSWORD_HASH_COST);
  setPasswordHashConcurrency(config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE);
  const trustProxy = trustProxyOption(config.TRUST_PROXY);
  const fastPaths = createFastPaths({ on: config.FAST_PATHS, trustProxy, database: handle });
  const app = Fastify({
    serverFactory: fastPaths.serverFactory,
    logger: requestLogOptions(logger),
    genReqId: correlationIdFor,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    trustProxy,
    // A request that reaches a closing server on a connection it still holds is answered, not
    // refused with a 503 the proxy would pass on; Fastify marks that answer Connection: close.
    return503OnClosing: false,
    // The web app's plugin loads the server-render bundle and the provider its keys: on a pod held to
    // a fraction of a core, or a busy test machine, that outlasts Fastify's 10 s per plugin.
    pluginTimeout: 60_000,
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  const routeRoles: RouteRole[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeRoles.push({ method, url: route.url, role: route.config?.role ?? 'any', ability: route.config?.ability });
    }
  });
  app.decorate('routeRoles', routeRoles);
  app.decorate('draining', false);
  metrics?.instrument(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envelope);
  await app.register(securityHeaders, { config });
  await app.register(etag);
  await app.register(compression);
  // After the two: the replay keeps an answer with their headers.
  await app.register(fastPathsPlugin, { fastPaths, replayed: metrics?.replayed });
  if (config.apiDocs) await app.register(docs);
  await app.register(database, { database: handle });
  await app.register(tenant);
  await app.register(identityKeys, { config });
  await app.register(auth, { config });
  await app.register(mail, { config });
  await app.register(webhooks, { config });
  await app.register(identity, { config });
  await app.register(catalogue, { ttlMs: config.CONTENT_CACHE_TTL_MS, learnerCacheBytes: config.LEARNER_CACHE_MB * 1024 * 1024 });
  await app.register(movedPages);
  await app.register(searchStats, { flushMs: SEARCH_STATS_FLUSH_MS });
  await app.register(insightsRefresh, { minutes: config.INSIGHTS_REFRESH_MINUTES, recentSeconds: config.INSIGHTS_RECENT_REFRESH_SECONDS });

  await app.register(healthRoutes);
  await app.register(courseRoutes);
  await app.register(lessonRoutes);
  await app.register(guideRoutes);
  await app.register(pathRoutes);
  await app.register(instructorRoutes);
  await app.register(pageRoutes);
  await app.register(searchRoutes, { cacheEntries: config.SEARCH_CACHE_ENTRIES, anonymousPerHour: config.ANONYMOUS_SEARCHES_PER_HOUR });
  await app.register(alertRoutes);
  await app.register(contentAssetRoutes);
  await app.register(configRoutes, { config });
  await app.register(userRoutes, { config });
  await app.register(accountDataRoutes);
  await app.register(learnerEmailRoutes);
  await app.register(sessionTokenRoutes, { config });
  await app.register(progressRoutes);
  await app.register(favoriteRoutes);
  await app.register(knowledgeCheckRoutes);
  await app.register(certificateRoutes, { config });
  await app.register(labRoutes, { config });
  await app.register(feedbackRoutes, { config });
  await app.register(adminFeedbackRoutes);
  await app.register(contactRoutes, { config });
  await app.register(topicRequestRoutes, { config });
  await app.register(outboxRoutes, { config });
  await app.register(adminAlertRoutes);
  await app.register(adminTokenRoutes, { config });
  await app.register(adminUserRoutes);
  await app.register(adminLearnerRoutes, { config });
  await app.register(adminContentRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminSearchQueryRoutes);
  await app.register(adminCertificateRoutes, { config });
  await app.register(adminInsightsRoutes, {
    schedule: { refreshMinutes: config.INSIGHTS_REFRESH_MINUTES, recentRefreshSeconds: config.INSIGHTS_RECENT_REFRESH_SECONDS },
  });
  await app.register(adminTopicRequestRoutes);
  await app.register(adminInvitationRoutes, { config });
  await app.register(adminWebhookRoutes, { config });
  await app.register(notificationEmailRoutes);
  await app.register(notificationEmailVerificationRoutes);
  await app.register(seoRoutes, { config });
  // Only `npm run author` sets it (decision 065): no environment variable opens the stream.
  if (config.authorMode) await app.register(authorPreview, { config });
  await app.register(webApp, { distDir: config.WEB_DIST_DIR, config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
