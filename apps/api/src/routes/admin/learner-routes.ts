import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import type { AppConfig } from '../../config';
import { publicOrigin } from '../../identity/identity-settings';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { resetCourseProgress, setDeactivation } from '../../services/admin/learner-account';
import { resendVerificationFor, sendPasswordResetFor } from '../../services/admin/learner-mail';
import { readLearnerPage } from '../../services/admin/learner-page';
import { fromContract } from '../contract-route';

/** One learner's page for the portal's administrators, and what they can do for that learner (decision 050). */
const adminLearnerRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const adminActor = (authentication: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(authentication);
    return { ...actor, userId: actor.userId! };
  };

  app.route({
    ...fromContract(apiCalls.admin.learner, {
      tags: ['admin'],
      summary: 'One user of the portal: courses and paths begun with progress, certificates, last seen, e-mail state and latest mail',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const place = { origin: publicOrigin(config, request.tenantId), snapshot: await app.catalogue.get(request.tenantId, true) };
      return ok(request, await readLearnerPage(app.db, request.tenantId, request.params.userId, place));
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.resendLearnerVerification, {
      tags: ['admin'],
      summary: "Mail the user a new e-mail code (unverified accounts of the academy's sign-in); audited",
    }),
    config: { role: 'admin' },
    handler: async (request) =>
      ok(request, await resendVerificationFor(app, request.tenantId, request.params.userId, actorOf(request.authentication))),
  });

  app.route({
    ...fromContract(apiCalls.admin.sendLearnerPasswordReset, {
      tags: ['admin'],
      summary: 'Mail the user a single-use password reset link, as "Forgot password?" does; audited',
    }),
    config: { role: 'admin' },
    handler: async (request) =>
      ok(
        request,
        await sendPasswordResetFor(
          app,
          {
            tenantId: request.tenantId,
            userId: request.params.userId,
            origin: app.identitySettings(request.tenantId).origin,
            validMinutes: config.PASSWORD_RESET_LINK_MINUTES,
          },
          actorOf(request.authentication),
        ),
      ),
  });

  app.route({
    ...fromContract(apiCalls.admin.resetLearnerCourse, {
      tags: ['admin'],
      summary: "Clear the user's progress in one course (certificates and knowledge-check attempts stay); audited",
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const { userId, courseId } = request.params;
      const snapshot = await app.catalogue.get(request.tenantId, true);
      return ok(
        request,
        await resetCourseProgress(
          app.db,
          app.learnerStates,
          { tenantId: request.tenantId, userId, courseId, snapshot },
          adminActor(request.authentication),
        ),
      );
    },
  });

  for (const [apiCall, deactivate] of [
    [apiCalls.admin.deactivateUser, true],
    [apiCalls.admin.reactivateUser, false],
  ] as const) {
    app.route({
      ...fromContract(apiCall, {
        tags: ['admin'],
        summary: deactivate
          ? 'Deactivate the account: it cannot sign in, and its sign-ins and tokens stop working at once; audited'
          : 'Reactivate a deactivated account: it can sign in again (revoked tokens stay revoked); audited',
      }),
      config: { role: 'admin' },
      handler: async (request) => {
        const { changed, ...answer } = await setDeactivation(
          app.db,
          request.tenantId,
          request.params.userId,
          deactivate,
          adminActor(request.authentication),
        );
        // Refresh tokens, grants and provider sessions go too; access tokens are refused by the user row (plugins/auth.ts).
        if (changed?.deactivatedAt) await app.endSignIns({ tenantId: request.tenantId, accountId: changed.subject });
        return ok(request, answer);
      },
    });
  }
};

export default adminLearnerRoutes;
