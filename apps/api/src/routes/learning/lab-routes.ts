import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, labDataSchema, labQuerySchema } from '@academy/shared';
import type { AppConfig } from '../../config';
import { lessons } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/catalogue/present';

const LOCAL_RUN =
  'Run this lab on your own machine: install what the requirements list, then copy each command from the instructions into a terminal in order.';

/** `/courses/{course}/lessons/{lesson}` (the lab page address trimmed to its lab folder). */
const LAB_FOLDER = /^\/courses\/([a-z0-9-]+)\/lessons\/([a-z0-9-]+)\/?$/;

const labRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/lessons/lab',
    {
      schema: {
        tags: ['learning'],
        summary: "A lab lesson's instructions and, when a lab provider is configured, its environment",
        querystring: labQuerySchema,
        response: { 200: envelopeSchema(labDataSchema) },
      },
    },
    async (request) => {
      const folder = LAB_FOLDER.exec(new URL(request.query.url, 'http://lab.invalid').pathname);
      if (!folder) throw badRequest('url must be the lab address trimmed to /courses/{course}/lessons/{lesson}', 'url');
      const [, courseSlug, lessonSlug] = folder;
      const snapshot = await app.catalogue.get(request.tenantId);
      const entry = snapshot.coursesBySlug.get(courseSlug);
      const lesson = entry?.lessons.find((item) => item.slug === lessonSlug);
      if (!entry || !lesson || lesson.id !== request.query.lessonId) throw notFound('No lab at that address in this portal');
      if (lesson.type !== 'lab') throw notFound('This lesson has no lab');
      const lock = lockFor(lesson.entitlements, request.viewer, 'lab');
      const [row] = lock
        ? []
        : await app.db.select({ bodyHtml: lessons.bodyHtml }).from(lessons).where(and(eq(lessons.id, lesson.id), eq(lessons.tenantId, request.tenantId)));
      const user = request.authentication.user;
      const environmentUrl =
        config.LAB_URL_TEMPLATE && user && !lock
          ? config.LAB_URL_TEMPLATE.replaceAll('{tenant}', request.tenantId)
              .replaceAll('{course}', encodeURIComponent(courseSlug))
              .replaceAll('{lesson}', encodeURIComponent(lessonSlug))
              .replaceAll('{user}', encodeURIComponent(user.id))
          : null;
      return ok(request, {
        lessonId: lesson.id,
        title: lesson.title,
        instructions: row?.bodyHtml ?? null,
        lock,
        requirements: lesson.labRequirements,
        environmentUrl,
        localRunMessage: LOCAL_RUN,
      });
    },
  );
};

export default labRoutes;
