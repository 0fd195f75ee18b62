import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { courseListItem, instructorSummary } from '../../services/reading/present';
import { readerFor } from '../catalogue-answer';
import type { CatalogueSnapshot, InstructorRow } from '../../services/catalogue/snapshot';
import { fromContract } from '../contract-route';

const coursesOf = (snapshot: CatalogueSnapshot, instructorId: string) =>
  snapshot.courses.filter((entry) => entry.instructorIds.includes(instructorId));

const listItem = (snapshot: CatalogueSnapshot, row: InstructorRow) => ({
  ...instructorSummary(row),
  socials: row.socials,
  coursesCount: coursesOf(snapshot, row.id).length,
});

const instructorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.instructors.list, { tags: ['catalogue'], summary: "The portal's instructors" }),
    handler: async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      return ok(request, { instructors: snapshot.instructors.map((row) => listItem(snapshot, row)) });
    },
  });

  app.route({
    ...fromContract(apiCalls.instructors.profile, { tags: ['catalogue'], summary: 'One instructor with a bio and the courses they teach' }),
    handler: async (request) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      const row = snapshot.instructors.find((instructor) => instructor.slug === request.query.slug);
      if (!row) throw notFound('No instructor with that slug in this portal');
      return ok(request, {
        instructor: { ...listItem(snapshot, row), bio: row.bioHtml },
        courses: coursesOf(snapshot, row.id).map((entry) => courseListItem(entry, snapshot, reader)),
      });
    },
  });
};

export default instructorRoutes;
