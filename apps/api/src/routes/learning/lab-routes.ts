import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type Entitlement } from '@academy/shared';
import type { AppConfig } from '../../config';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { ok } from '../../plugins/envelope';
import { guideBodyHtml, lessonBodyHtml } from '../../services/catalogue/content-reads';
import { labProjectArchive, labProjectFiles } from '../../services/catalogue/lab-projects';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { fromContract } from '../contract-route';

const LOCAL_RUN =
  'Run this lab on your own machine: install what the requirements list, then copy each command from the instructions into a terminal in order.';

/** The lab page address trimmed to its lab folder: `/courses/{course}/lessons/{lesson}` or `/guides/{guide}`. */
const LESSON_LAB = /^\/courses\/([a-z0-9-]+)\/lessons\/([a-z0-9-]+)\/?$/;
const GUIDE_LAB = /^\/guides\/([a-z0-9-]+)\/?$/;

interface LabSource {
  id: string;
  title: string;
  entitlements: Entitlement[];
  requirements: string[];
  /** What LAB_URL_TEMPLATE's {course} and {lesson} become; a guide lab is course "guides". */
  course: string;
  lesson: string;
  kind: 'lesson' | 'guide';
}

/** The lab lesson or guide lab at `path`; it must be the one `id` names, in this portal. */
function labSource(path: string, snapshot: CatalogueSnapshot, id: string): LabSource {
  const lessonLab = LESSON_LAB.exec(path);
  if (lessonLab) {
    const [, courseSlug, lessonSlug] = lessonLab;
    const lesson = snapshot.coursesBySlug.get(courseSlug)?.lessons.find((item) => item.slug === lessonSlug);
    if (!lesson || lesson.id !== id) throw notFound('No lab at that address in this portal');
    if (lesson.type !== 'lab') throw notFound('This lesson has no lab');
    const { title, entitlements, labRequirements: requirements } = lesson;
    return { id, title, entitlements, requirements, course: courseSlug, lesson: lessonSlug, kind: 'lesson' };
  }
  const guideLab = GUIDE_LAB.exec(path);
  if (!guideLab) throw badRequest('url must be the lab address trimmed to /courses/{course}/lessons/{lesson} or /guides/{guide}', 'url');
  const guide = snapshot.guides.find((item) => item.slug === guideLab[1]);
  if (!guide || guide.id !== id) throw notFound('No lab at that address in this portal');
  if (!guide.lab) throw notFound('This guide has no lab');
  const { title, entitlements } = guide;
  return { id, title, entitlements, requirements: guide.lab.requirements, course: 'guides', lesson: guide.slug, kind: 'guide' };
}

const labRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.learning.lab, {
      tags: ['learning'],
      summary: "A lab's instructions (a lab lesson or a guide with a lab) and, when a lab provider is configured, its environment",
    }),
    handler: async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      const source = labSource(new URL(request.query.url, 'http://lab.invalid').pathname, snapshot, request.query.lessonId);
      const lock = lockFor(source.entitlements, request.viewer, 'lab');
      const user = request.authentication.user;
      const environmentUrl =
        config.LAB_URL_TEMPLATE && user && !lock
          ? config.LAB_URL_TEMPLATE.replaceAll('{tenant}', request.tenantId)
              .replaceAll('{course}', encodeURIComponent(source.course))
              .replaceAll('{lesson}', encodeURIComponent(source.lesson))
              .replaceAll('{user}', encodeURIComponent(user.id))
          : null;
      return ok(request, {
        lessonId: source.id,
        title: source.title,
        instructions: lock ? null : await (source.kind === 'lesson' ? lessonBodyHtml : guideBodyHtml)(app.db, request.tenantId, source.id),
        lock,
        requirements: source.requirements,
        environmentUrl,
        localRunMessage: LOCAL_RUN,
        downloads: lock ? [] : await labProjectFiles(app.db, request.tenantId, source.course, source.lesson),
      });
    },
  });

  const project = fromContract(apiCalls.learning.labProject, {
    tags: ['learning'],
    summary:
      "A lab's starter project or solution as a zip archive, for the learners the lab is open to (a pro lab's only for pro learners)",
  });
  app.route({
    ...project,
    // The answer is the archive, not an envelope: documented as a file, never serialized.
    schema: { ...project.schema, response: undefined, produces: ['application/zip'] },
    handler: async (request, reply) => {
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      const source = labSource(new URL(request.query.url, 'http://lab.invalid').pathname, snapshot, request.query.lessonId);
      const lock = lockFor(source.entitlements, request.viewer, 'lab');
      // Anonymous callers are asked to sign in; signed-in learners without pro are refused.
      // A visitor must sign in first (401), whatever the lab needs; a signed-in learner lacks the right (403).
      if (lock) throw request.viewer.isLoggedIn ? forbidden(lock.message) : unauthorized(lock.message);
      const archive = await labProjectArchive(app.db, request.tenantId, source.course, source.lesson, request.query.variant);
      if (!archive) throw notFound(`This lab ships no ${request.query.variant} project`);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('etag', `"${archive.hash.slice(0, 32)}"`)
        .send(archive.bytes);
    },
  });
};

export default labRoutes;
