import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { forbidden } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { requestVerification, validateVerification } from '../../services/admin/email-verification';
import { portalAddresses } from '../../services/admin/notification-emails';
import { fromContract } from '../contract-route';

/**
 * Proving that a notification address is reachable: a code by mail, then the code back. Both are
 * GETs because the spec's client calls them so; they need the admin's bearer token like the rest.
 */
const notificationEmailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.email.requestVerification, {
      tags: ['email'],
      summary: 'Send a 6-digit code (valid 15 minutes) to the address in header verifiableEmail',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const { tenant, emailType } = request.query;
      if (tenant && tenant !== request.tenantId) {
        throw forbidden(`You are managing the ${request.tenantId} portal: verify ${tenant} addresses in the ${tenant} portal`);
      }
      const answer = await requestVerification(app, {
        owner: portalAddresses(request.tenantId),
        type: emailType,
        email: request.headers.verifiableemail,
        actor: actorOf(request.authentication),
      });
      return ok(request, answer);
    },
  });

  // A wrong, used, expired or exhausted code is a 200 with isEmailVerified false: the screen shows the message.
  app.route({
    ...fromContract(apiCalls.email.validateCode, {
      tags: ['email'],
      summary: 'Check the code sent to header verifiableEmail; isEmailVerified says whether it was right',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const answer = await validateVerification(app.db, {
        owner: portalAddresses(request.tenantId),
        type: request.query.emailType,
        email: request.headers.verifiableemail,
        code: request.query.verificationCode,
        actor: actorOf(request.authentication),
      });
      return ok(request, answer);
    },
  });
};

export default notificationEmailVerificationRoutes;
