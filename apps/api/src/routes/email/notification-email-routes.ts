import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  EMAIL_MESSAGES,
  emailAddressSchema,
  envelopeSchema,
  notificationEmailChangeSchema,
  notificationEmailListSchema,
  notificationEmailTypeSchema,
} from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { addEmail, changeEmail, listEmails, removeEmail } from '../../services/admin/notification-emails';
import { deletedMessage } from '../admin/body-limits';

/** Headers arrive lower-cased; other headers pass through untouched. */
export const emailHeaders = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name.toLowerCase(), emailAddressSchema])) as Record<Lowercase<K>, typeof emailAddressSchema>).loose();

/** Manage Emails (/email): the portal's notification addresses by type. */
const notificationEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/email',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['email'],
        summary: "The portal's notification addresses, of one type or all",
        querystring: z.object({ type: notificationEmailTypeSchema.optional() }),
        response: { 200: envelopeSchema(notificationEmailListSchema) },
      },
    },
    async (request) => ok(request, { result: await listEmails(app.db, request.tenantId, request.query.type) }),
  );

  app.post(
    '/api/email/addEmail',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Add an address (header emailId) of a type; it receives mail once verified',
        querystring: z.object({ emailType: notificationEmailTypeSchema }),
        headers: emailHeaders('emailId'),
        response: { 200: envelopeSchema(notificationEmailChangeSchema) },
      },
    },
    async (request) => {
      const result = await addEmail(app.db, request.tenantId, request.query.emailType, request.headers.emailid, actorOf(request.authentication));
      return ok(request, { message: `${result.email} was added; verify it to receive ${result.type} messages`, result });
    },
  );

  app.put(
    '/api/email',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Change an address (headers currentEmail, newEmail); the new one must be verified again',
        querystring: z.object({ type: notificationEmailTypeSchema }),
        headers: emailHeaders('newEmail', 'currentEmail'),
        response: { 200: envelopeSchema(notificationEmailChangeSchema) },
      },
    },
    async (request) => {
      const { currentemail, newemail } = request.headers;
      const result = await changeEmail(app.db, request.tenantId, request.query.type, currentemail, newemail, actorOf(request.authentication));
      return ok(request, { message: EMAIL_MESSAGES.updated, result });
    },
  );

  app.delete(
    '/api/email',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Remove an address (header email) of a type',
        querystring: z.object({ type: notificationEmailTypeSchema }),
        headers: emailHeaders('email'),
        response: { 200: envelopeSchema(deletedSchema) },
      },
    },
    async (request) => {
      await removeEmail(app.db, request.tenantId, request.query.type, request.headers.email, actorOf(request.authentication));
      return ok(request, { message: deletedMessage('email', 1), deleted: 1 });
    },
  );
};

export default notificationEmailRoutes;
