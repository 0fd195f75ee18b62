import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS_VIEWER, type Viewer } from '@academy/shared';
import { ok, sendJsonData } from '../../plugins/envelope';
import { memoJson, viewerKey } from '../catalogue/present';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { emptyLearnerState, loadLearnerState, type LearnerState } from './learner-state';

/** Who reads the catalogue: what gating allows them, and their own progress and favourites. */
export interface Reader {
  viewer: Viewer;
  state: LearnerState;
  /** A signed-in learner: answers carry their state and are never shared. */
  personal: boolean;
}

export const VISITOR: Reader = { viewer: ANONYMOUS_VIEWER, state: emptyLearnerState(), personal: false };

export async function readerFor(app: FastifyInstance, request: FastifyRequest): Promise<Reader> {
  const user = request.authentication.user;
  if (!user) return VISITOR;
  return { viewer: request.viewer, state: await loadLearnerState(app.db, request.tenantId, user.id), personal: true };
}

/**
 * Sends a catalogue answer: a visitor's is built and validated once per content version and sent
 * as cached text; a learner's is built for them on every request.
 */
export function sendCatalogue<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: CatalogueSnapshot,
  reader: Reader,
  key: string,
  build: () => T,
  validate: (data: T) => unknown,
) {
  if (reader.personal) return reply.send(ok(request, build()));
  return sendJsonData(request, reply, memoJson(snapshot, `${key}:${viewerKey(reader.viewer)}`, build, validate));
}
