import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiCalls,
  courseLessonsSchema,
  DEFAULT_COURSE_CONCLUSION,
  lessonDetailSchema,
  type CourseLessons,
  type LessonDetail,
} from '@academy/shared';
import { notFound } from '../../errors';
import { lessonBodyHtml } from '../../services/catalogue/content-reads';
import { instructorSummary, lessonSummary, lockFor, moduleItem, presentVideo, releaseField } from '../../services/reading/present';
import { findCourse, findLessonIndex } from '../../services/catalogue/renamed-items';
import { readerFor, sendCatalogue } from '../catalogue-answer';
import type { CatalogueSnapshot, LessonRow } from '../../services/catalogue/snapshot';
import { fromContract } from '../contract-route';

const lessonRef = (lesson: LessonRow | undefined) =>
  lesson ? { lessonId: lesson.id, slug: lesson.slug, title: lesson.title, type: lesson.type } : null;

const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.lessons.ofCourse, {
      tags: ['catalogue'],
      summary: "A course's lessons (modules included, in order), conclusion, title and level",
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
        `lessons:${entry.row.slug}`,
        (): CourseLessons => ({
          courseId: entry.row.id,
          courseTitle: entry.row.title,
          level: entry.row.level,
          lessons: entry.modules.flatMap((module, index) => [
            moduleItem(module.row, index + 1, index),
            ...module.lessons.map((lesson) => lessonSummary(lesson, reader)),
          ]),
          lessonsCount: entry.lessons.length,
          completedLesson: entry.lessons.filter((lesson) => reader.state.completed.has(lesson.id)).length,
          courseConclusion: entry.row.conclusionHtml ?? `<p>${DEFAULT_COURSE_CONCLUSION[snapshot.tenantId]}</p>`,
        }),
        (data) => courseLessonsSchema.parse(data),
      );
    },
  });

  app.route({
    ...fromContract(apiCalls.lessons.one, {
      tags: ['catalogue'],
      summary: 'One lesson; a locked lesson comes without its body and says what unlocks it',
    }),
    handler: async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      const entry = findCourse(snapshot, request.params.courseSlug);
      const index = entry ? findLessonIndex(entry, request.params.lessonSlug) : -1;
      if (!entry || index === -1) throw notFound('No lesson with that slug in this course');
      const lesson = entry.lessons[index];
      const lock = lockFor(lesson.entitlements, reader.viewer);
      // A locked lesson's body is never read; an open one is read once per content version.
      const body = lock ? null : await lessonBody(snapshot, lesson.id);
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        `lesson:${entry.row.slug}:${lesson.slug}`,
        (): LessonDetail => ({
          lesson: {
            ...lessonSummary(lesson, reader),
            body,
            lock,
            video: presentVideo(lesson.video, snapshot.tenantId),
            labRequirements: lesson.labRequirements,
            objectives: lesson.objectives,
          },
          course: {
            courseId: entry.row.id,
            tenantId: snapshot.tenantId,
            slug: entry.row.slug,
            title: entry.row.title,
            instructors: entry.instructorIds.map((id) => instructorSummary(snapshot.instructorsById.get(id)!)),
            ...releaseField(entry.row.release),
          },
          previous: lessonRef(entry.lessons[index - 1]),
          next: lessonRef(entry.lessons[index + 1]),
        }),
        (data) => lessonDetailSchema.parse(data),
      );
    },
  });

  async function lessonBody(snapshot: CatalogueSnapshot, lessonId: string): Promise<string> {
    const cached = snapshot.bodies.get(lessonId);
    if (cached !== undefined) return cached;
    const body = await lessonBodyHtml(app.db, snapshot.tenantId, lessonId);
    if (body === null) throw notFound('No lesson with that slug in this course');
    snapshot.bodies.set(lessonId, body);
    return body;
  }
};

export default lessonRoutes;
