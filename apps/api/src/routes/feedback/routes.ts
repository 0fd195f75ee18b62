import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, feedbackPayloadSchema, feedbackQuestionsSchema, feedbackReceiptSchema, TENANT_BRAND } from '@academy/shared';
import type { AppConfig } from '../../config';
import { feedback } from '../../db/schema';
import { ok } from '../../plugins/envelope';
import { checkFeedback } from '../../services/feedback/check-feedback';
import { surveyQuestions } from '../../services/feedback/survey-questions';
import { verifiedRecipients } from '../../services/mail/recipients';
import { speakingUser } from '../../services/accounts/authentication';

/** Feedback and contact bodies are small; anything bigger is refused with a 413 before parsing. */
export const SMALL_BODY_LIMIT = 16_384;
const SIGNED_IN_PER_HOUR = 60;

const feedbackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/feedback/questions',
    {
      schema: { tags: ['feedback'], summary: "The survey's choices for this portal", response: { 200: envelopeSchema(feedbackQuestionsSchema) } },
    },
    async (request) => ok(request, await surveyQuestions(app.db, request.tenantId)),
  );

  app.post(
    '/api/feedback',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback or the survey; anyone may, signed-in learners are recorded with it',
        body: feedbackPayloadSchema,
        response: { 200: envelopeSchema(feedbackReceiptSchema) },
      },
    },
    async (request) => {
      const user = speakingUser(request.authentication);
      await (user
        ? app.limiter.hit({ bucket: 'feedback:user', limit: SIGNED_IN_PER_HOUR, windowSeconds: 3_600 }, user.id)
        : app.limiter.hit({ bucket: 'feedback:anonymous', limit: config.ANONYMOUS_FEEDBACK_PER_HOUR, windowSeconds: 3_600 }, request.ip));
      const payload = request.body;
      const [snapshot, questions] = await Promise.all([app.catalogue.get(request.tenantId), surveyQuestions(app.db, request.tenantId)]);
      checkFeedback(payload, request.tenantId, snapshot, questions, user !== null);
      const isSurvey = payload.schema === 'tenant-survey-v1';
      const [row] = await app.db
        .insert(feedback)
        .values({
          tenantId: request.tenantId,
          userId: user?.id ?? null,
          feedbackableType: payload.feedbackableType,
          feedbackableId: payload.feedbackableId,
          courseId: payload.courseId,
          schema: payload.schema,
          comments: isSurvey ? (payload.moreCommentsVal ?? payload.comments).trim() : payload.comments.trim(),
          isBug: payload.isBug,
          allowContact: payload.allowContact,
          rating: payload.rating,
          survey: payload.feedback ?? null,
          context: payload.context,
        })
        .returning({ id: feedback.id });
      if (payload.isBug) {
        const to = await verifiedRecipients(app.db, request.tenantId, 'feedback');
        if (to.length > 0) {
          await app.mailer.send({
            tenantId: request.tenantId,
            kind: 'feedback',
            to,
            subject: `[${TENANT_BRAND[request.tenantId]}] Bug reported on ${payload.context.route || '/'}`,
            text: `${payload.comments.trim()}\n\nPage: ${payload.context.url}\nBrowser: ${payload.context.userAgent}\nFeedback id: ${row.id}`,
          });
        }
      }
      return ok(request, { success: true, data: { feedbackId: row.id } });
    },
  );
};

export default feedbackRoutes;
