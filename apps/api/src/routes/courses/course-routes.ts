import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, courseDetailsSchema, courseListSchema, type CourseDetails, type CourseList } from '@academy/shared';
import { notFound } from '../../errors';
import { courseListItem, filterCategories, lessonSummary, moduleItem } from '../../services/reading/present';
import { findCourse } from '../../services/catalogue/renamed-items';
import { readerFor, sendCatalogue } from '../catalogue-answer';
import { fromContract } from '../contract-route';

const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.courses.list, { tags: ['catalogue'], summary: "The portal's courses with filter categories and counts" }),
    handler: async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      // The dashboard asks for the learner's own courses only: those with a lesson done.
      const onlyMine = request.query.progressFilterRequired === true;
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        `courses:list:${onlyMine}`,
        (): CourseList => {
          const all = snapshot.courses.map((entry) => courseListItem(entry, snapshot, reader));
          const courses = onlyMine ? all.filter((course) => course.progressStatus !== 'Not Started') : all;
          return { courses, categories: filterCategories(courses, reader.personal) };
        },
        (data) => courseListSchema.parse(data),
      );
    },
  });

  app.route({
    ...fromContract(apiCalls.courses.details, {
      tags: ['catalogue'],
      summary: 'One course with its outline grouped into numbered modules',
    }),
    handler: async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      const entry = findCourse(snapshot, request.query.slug);
      if (!entry) throw notFound('No course with that slug in this portal');
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        `courses:details:${entry.row.slug}`,
        (): CourseDetails => ({
          course: { ...courseListItem(entry, snapshot, reader), description: entry.row.descriptionHtml },
          modules: entry.modules.map((module, index) => ({
            ...moduleItem(module.row, index + 1, index),
            lessons: module.lessons.map((lesson) => lessonSummary(lesson, reader)),
          })),
          moduleCount: entry.modules.length,
        }),
        (data) => courseDetailsSchema.parse(data),
      );
    },
  });
};

export default courseRoutes;
