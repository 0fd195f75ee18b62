import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, PORTAL_BRANDS } from '@academy/shared';
import type { AppConfig } from '../../config';
import { ok } from '../../plugins/envelope';
import { checkFeedback } from '../../services/feedback/check-feedback';
import { saveFeedback } from '../../services/feedback/save-feedback';
import { surveyQuestions } from '../../services/feedback/survey-questions';
import { verifiedRecipients } from '../../services/mail/recipients';
import { speakingUser } from '../../services/accounts/authentication';
import { fromContract } from '../contract-route';
import { clientAddressKey } from '../../services/rate-limit/client-address';

/** Feedback and contact bodies are small; anything bigger is refused with a 413 before parsing. */
export const SMALL_BODY_LIMIT = 16_384;
const SIGNED_IN_PER_HOUR = 60;

const feedbackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.feedback.questions, { tags: ['feedback'], summary: "The survey's choices for this portal" }),
    handler: async (request) => ok(request, await surveyQuestions(app.db, request.tenantId)),
  });

  app.route({
    ...fromContract(apiCalls.feedback.send, {
      tags: ['feedback'],
      summary: 'Send feedback or the survey; anyone may, signed-in learners are recorded with it',
    }),
    bodyLimit: SMALL_BODY_LIMIT,
    handler: async (request) => {
      const user = speakingUser(request.authentication);
      await (user
        ? app.limiter.hit({ bucket: 'feedback:user', limit: SIGNED_IN_PER_HOUR, windowSeconds: 3_600 }, user.id)
        : app.limiter.hit(
            { bucket: 'feedback:anonymous', limit: config.ANONYMOUS_FEEDBACK_PER_HOUR, windowSeconds: 3_600 },
            clientAddressKey(request.ip),
          ));
      const payload = request.body;
      const [snapshot, questions] = await Promise.all([
        app.catalogue.get(request.tenantId, request.seesDrafts),
        surveyQuestions(app.db, request.tenantId),
      ]);
      checkFeedback(payload, request.tenantId, snapshot, questions, user !== null);
      const feedbackId = await saveFeedback(app.db, request.tenantId, user?.id ?? null, payload);
      if (payload.isBug) {
        const to = await verifiedRecipients(app.db, request.tenantId, 'feedback');
        if (to.length > 0) {
          await app.mailer.send({
            tenantId: request.tenantId,
            kind: 'feedback',
            to,
            subject: `[${PORTAL_BRANDS[request.tenantId].academyName}] Bug reported on ${payload.context.route || '/'}`,
            text: `${payload.comments.trim()}\n\nPage: ${payload.context.url}\nBrowser: ${payload.context.userAgent}\nFeedback id: ${feedbackId}`,
          });
        }
      }
      return ok(request, { success: true, data: { feedbackId } });
    },
  });
};

export default feedbackRoutes;
