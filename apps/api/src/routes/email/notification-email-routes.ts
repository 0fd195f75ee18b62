import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, EMAIL_MESSAGES } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { addEmail, changeEmail, listEmails, portalAddresses, presentEmail, removeEmail } from '../../services/admin/notification-emails';
import { deletedMessage } from '../admin/body-limits';
import { fromContract } from '../contract-route';

/** Manage Emails (/email): the portal's notification addresses by type. */
const notificationEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.email.list, { tags: ['email'], summary: "The portal's notification addresses, of one type or all" }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, { result: await listEmails(app.db, request.tenantId, request.query.type) }),
  });

  app.route({
    ...fromContract(apiCalls.email.add, {
      tags: ['email'],
      summary: 'Add an address (header emailId) of a type; it receives mail once verified',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const result = presentEmail(
        await addEmail(
          app.db,
          portalAddresses(request.tenantId),
          request.query.emailType,
          request.headers.emailid,
          actorOf(request.authentication),
        ),
      );
      return ok(request, { message: `${result.email} was added; verify it to receive ${result.type} messages`, result });
    },
  });

  app.route({
    ...fromContract(apiCalls.email.update, {
      tags: ['email'],
      summary: 'Change an address (headers currentEmail, newEmail); the new one must be verified again',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const { currentemail, newemail } = request.headers;
      const result = await changeEmail(
        app.db,
        request.tenantId,
        request.query.type,
        currentemail,
        newemail,
        actorOf(request.authentication),
      );
      return ok(request, { message: EMAIL_MESSAGES.updated, result });
    },
  });

  app.route({
    ...fromContract(apiCalls.email.remove, { tags: ['email'], summary: 'Remove an address (header email) of a type' }),
    config: { role: 'admin' },
    handler: async (request) => {
      await removeEmail(
        app.db,
        portalAddresses(request.tenantId),
        request.query.type,
        request.headers.email,
        actorOf(request.authentication),
      );
      return ok(request, { message: deletedMessage('email', 1), deleted: 1 });
    },
  });
};

export default notificationEmailRoutes;
