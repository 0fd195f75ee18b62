import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, labDataSchema, labQuerySchema, type Entitlement, type TenantId } from '@academy/shared';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { guides, lessons } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';

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
  table: typeof lessons | typeof guides;
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
    return { id, title, entitlements, requirements, course: courseSlug, lesson: lessonSlug, table: lessons };
  }
  const guideLab = GUIDE_LAB.exec(path);
  if (!guideLab) throw badRequest('url must be the lab address trimmed to /courses/{course}/lessons/{lesson} or /guides/{guide}', 'url');
  const guide = snapshot.guides.find((item) => item.slug === guideLab[1]);
  if (!guide || guide.id !== id) throw notFound('No lab at that address in this portal');
  if (!guide.lab) throw notFound('This guide has no lab');
  const { title, entitlements } = guide;
  return { id, title, entitlements, requirements: guide.lab.requirements, course: 'guides', lesson: guide.slug, table: guides };
}

async function instructionsOf(db: Database, source: LabSource, tenantId: TenantId): Promise<string | null> {
  const { table } = source;
  const [row] = await db.select({ bodyHtml: table.bodyHtml }).from(table).where(and(eq(table.id, source.id), eq(table.tenantId, tenantId)));
  return row?.bodyHtml ?? null;
}

const labRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/lessons/lab',
    {
      schema: {
        tags: ['learning'],
        summary: "A lab's instructions (a lab lesson or a guide with a lab) and, when a lab provider is configured, its environment",
        querystring: labQuerySchema,
        response: { 200: envelopeSchema(labDataSchema) },
      },
    },
    async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId);
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
        instructions: lock ? null : await instructionsOf(app.db, source, request.tenantId),
        lock,
        requirements: source.requirements,
        environmentUrl,
        localRunMessage: LOCAL_RUN,
      });
    },
  );
};

export default labRoutes;
