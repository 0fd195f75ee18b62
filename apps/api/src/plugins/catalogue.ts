import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../services/catalogue/cache';
import { loadLearnerState } from '../services/learner/learner-state';
import { LearnerStateCache } from '../services/learner/learner-state-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
    /** Signed-in learners' state and personal answers, checked against their user row's version (decision 023). */
    learnerStates: LearnerStateCache;
  }
}

async function cataloguePlugin(app: FastifyInstance, options: { ttlMs: number; learnerCacheBytes: number }) {
  app.decorate('catalogue', new CatalogueCache(app.db, options.ttlMs));
  app.decorate(
    'learnerStates',
    new LearnerStateCache((tenantId, userId) => loadLearnerState(app.db, tenantId, userId), options.learnerCacheBytes),
  );
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['database'] });
