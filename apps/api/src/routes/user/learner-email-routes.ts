import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, LEARNER_EMAIL_TYPE, type LearnerEmail } from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { requestVerification, validateVerification } from '../../services/admin/email-verification';
import { addEmail, listEmailRows, removeEmail, type EmailOwner, type EmailRow } from '../../services/admin/notification-emails';
import { deletedMessage } from '../admin/body-limits';
import { fromContract } from '../contract-route';

const present = (row: EmailRow): LearnerEmail => ({
  id: row.id,
  email: row.email,
  isEmailVerified: row.verifiedAt !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The caller's own addresses: every call is scoped to the signed-in learner of this portal. */
const ownerOf = (request: FastifyRequest): EmailOwner => ({ tenantId: request.tenantId, userId: request.authentication.user!.id });

/**
 * Manage Emails for every signed-in user (spec section 6): a learner's own notification addresses,
 * added, verified with a mailed code and removed through the same services as the portal's.
 */
const learnerEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.user.emails, { tags: ['user'], summary: "The signed-in user's own notification addresses" }),
    config: { role: 'user' },
    handler: async (request) => ok(request, { result: (await listEmailRows(app.db, ownerOf(request), LEARNER_EMAIL_TYPE)).map(present) }),
  });

  app.route({
    ...fromContract(apiCalls.user.addEmail, {
      tags: ['user'],
      summary: 'Add a notification address of your own; it receives mail once verified',
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const row = await addEmail(
        app.db,
        ownerOf(request),
        LEARNER_EMAIL_TYPE,
        request.body.email,
        actorOf(request.authentication),
        'email',
      );
      return ok(request, { message: `${row.email} was added; verify it to receive your notifications there`, result: present(row) });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.removeEmail, { tags: ['user'], summary: 'Remove one of your notification addresses' }),
    config: { role: 'user' },
    handler: async (request) => {
      await removeEmail(app.db, ownerOf(request), LEARNER_EMAIL_TYPE, request.body.email, actorOf(request.authentication));
      return ok(request, { message: deletedMessage('email', 1), deleted: 1 });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.requestEmailCode, {
      tags: ['user'],
      summary: 'Mail a 6-digit code (valid 15 minutes) to one of your addresses; 5 an hour and 10 a day per address',
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const answer = await requestVerification(app, {
        owner: ownerOf(request),
        type: LEARNER_EMAIL_TYPE,
        email: request.body.email,
        actor: actorOf(request.authentication),
        field: 'email',
      });
      return ok(request, answer);
    },
  });

  // As for the portal's addresses, a wrong, used or expired code is a 200 with isEmailVerified false.
  app.route({
    ...fromContract(apiCalls.user.confirmEmailCode, {
      tags: ['user'],
      summary: 'Check the code sent to one of your addresses; isEmailVerified says whether it was right',
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const { email, verificationCode } = request.body;
      return ok(
        request,
        await validateVerification(app.db, {
          owner: ownerOf(request),
          type: LEARNER_EMAIL_TYPE,
          email,
          code: verificationCode,
          actor: actorOf(request.authentication),
        }),
      );
    },
  });
};

export default learnerEmailRoutes;
