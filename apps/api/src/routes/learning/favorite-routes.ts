import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, dashboardFavoritesSchema, type DashboardFavorites } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { courseListItem, guideListItem, lessonSummary, pathListItem } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { setFavorite } from '../../services/learner/favorites';
import type { LikeableType } from '../../services/learner/learner-state';
import { readerFor, sendCatalogue } from '../catalogue-answer';
import { fromContract } from '../contract-route';

/** A favourite may only point at a published item of the same portal. */
function exists(snapshot: CatalogueSnapshot, type: LikeableType, id: string): boolean {
  if (type === 'course') return snapshot.courses.some((entry) => entry.row.id === id);
  if (type === 'lesson') return snapshot.courses.some((entry) => entry.lessons.some((lesson) => lesson.id === id));
  if (type === 'guide') return snapshot.guides.some((guide) => guide.id === id);
  return snapshot.paths.some((path) => path.row.id === id);
}

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.learning.favorite, {
      tags: ['learning'],
      summary: 'Save (operationType save) or remove (anything else) a favourite course, lesson, guide or path',
    }),
    config: { role: 'user', answerAtRoundEnd: true },
    handler: async (request) => {
      const user = request.authentication.user!;
      const { id, likeableType, operationType } = request.body;
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      if (!exists(snapshot, likeableType, id)) throw notFound(`No such ${likeableType} in this portal`);
      const save = operationType === 'save';
      await setFavorite(app.db, app.learnerStates, { tenantId: request.tenantId, userId: user.id, likeableType, likeableId: id, save });
      return ok(request, { id, likeableType, isFavorite: save });
    },
  });

  app.route({
    ...fromContract(apiCalls.learning.dashboardFavorites, {
      tags: ['learning'],
      summary: "The learner's favourite courses, lessons, guides and paths",
    }),
    config: { role: 'user' },
    handler: async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      const liked = reader.state.favorites;
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        'favorites:dashboard',
        (): DashboardFavorites => ({
          courses: snapshot.courses
            .filter((entry) => liked.course.has(entry.row.id))
            .map((entry) => courseListItem(entry, snapshot, reader)),
          lessons: snapshot.courses.flatMap((entry) =>
            entry.lessons
              .filter((lesson) => liked.lesson.has(lesson.id))
              .map((lesson) => ({ ...lessonSummary(lesson, reader), courseSlug: entry.row.slug, courseTitle: entry.row.title })),
          ),
          guides: snapshot.guides.filter((guide) => liked.guide.has(guide.id)).map((guide) => guideListItem(guide, reader)),
          paths: snapshot.paths.filter((path) => liked.path.has(path.row.id)).map((path) => pathListItem(path, snapshot, reader.state)),
        }),
        (data) => dashboardFavoritesSchema.parse(data),
      );
    },
  });
};

export default favoriteRoutes;
