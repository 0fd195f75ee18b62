import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetailsSchema,
  courseListQuerySchema,
  courseListSchema,
  envelopeSchema,
  slugQuerySchema,
  type CourseDetails,
  type CourseList,
} from '@academy/shared';
import { notFound } from '../../errors';
import { sendJsonData } from '../../plugins/envelope';
import {
  courseListItem,
  filterCategories,
  lessonSummary,
  memoJson,
  moduleItem,
  viewerKey,
} from '../../services/catalogue/present';

const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courses/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The portal's courses with filter categories and counts",
        querystring: courseListQuerySchema,
        response: { 200: envelopeSchema(courseListSchema) },
      },
    },
    async (request, reply) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const json = memoJson(
        snapshot,
        `courses:list`,
        (): CourseList => {
          const courses = snapshot.courses.map((entry) => courseListItem(entry, snapshot));
          return { courses, categories: filterCategories(courses) };
        },
        (data) => courseListSchema.parse(data),
      );
      return sendJsonData(request, reply, json);
    },
  );

  app.get(
    '/api/courses/details',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One course with its outline grouped into numbered modules',
        querystring: slugQuerySchema,
        response: { 200: envelopeSchema(courseDetailsSchema) },
      },
    },
    async (request, reply) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const entry = snapshot.coursesBySlug.get(request.query.slug);
      if (!entry) throw notFound('No course with that slug in this portal');
      const json = memoJson(
        snapshot,
        `courses:details:${entry.row.slug}:${viewerKey(request.viewer)}`,
        (): CourseDetails => ({
          course: { ...courseListItem(entry, snapshot), description: entry.row.descriptionHtml },
          modules: entry.modules.map((module, index) => ({
            ...moduleItem(module.row, index + 1, index),
            lessons: module.lessons.map((lesson) => lessonSummary(lesson, request.viewer)),
          })),
          moduleCount: entry.modules.length,
        }),
        (data) => courseDetailsSchema.parse(data),
      );
      return sendJsonData(request, reply, json);
    },
  );
};

export default courseRoutes;
