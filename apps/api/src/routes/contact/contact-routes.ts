import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, PORTAL_BRANDS } from '@academy/shared';
import type { AppConfig } from '../../config';
import { badRequest } from '../../errors';
import { ok } from '../../plugins/envelope';
import { verifiedRecipients } from '../../services/mail/recipients';
import { SMALL_BODY_LIMIT } from '../feedback/feedback-routes';
import { speakingUser } from '../../services/accounts/authentication';
import { fromContract } from '../contract-route';
import { clientAddressKey } from '../../services/rate-limit/client-address';

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';
const SIGNED_IN_PER_HOUR = 20;

/** POST /api/email/contactUs: the /contact form, sent to the portal's contact address. */
const contactRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.contact.send, { tags: ['contact'], summary: "Send a message to the portal's team (JSON or form-encoded)" }),
    bodyLimit: SMALL_BODY_LIMIT,
    handler: async (request) => {
      const { tenantId } = request;
      if (request.query.tenant && request.query.tenant !== tenantId)
        throw badRequest(`tenant must be this portal (${tenantId})`, 'querystring.tenant');
      const user = speakingUser(request.authentication);
      await (user
        ? app.limiter.hit({ bucket: 'contact:user', limit: SIGNED_IN_PER_HOUR, windowSeconds: 3_600 }, user.id)
        : app.limiter.hit(
            { bucket: 'contact:anonymous', limit: config.ANONYMOUS_CONTACT_PER_HOUR, windowSeconds: 3_600 },
            clientAddressKey(request.ip),
          ));
      const verified = await verifiedRecipients(app.db, tenantId, 'contact');
      const to = verified.length > 0 ? verified : [config.CONTACT_EMAIL_TEMPLATE.replaceAll('{tenant}', tenantId)];
      const { name, email, subject, message } = request.body;
      await app.mailer.send({
        tenantId,
        kind: 'contact',
        to,
        replyTo: { name, address: email },
        subject: `[${PORTAL_BRANDS[tenantId].academyName} contact] ${subject.replace(/[\r\n]+/g, ' ')}`,
        text: `${name} <${email}> wrote${user ? ` (signed in as ${user.login})` : ''}:\n\n${message}\n`,
      });
      return ok(request, { message: CONTACT_THANKS });
    },
  });
};

export default contactRoutes;
