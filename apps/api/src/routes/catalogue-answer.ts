import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonData } from '../plugins/envelope';
import { offerToVisitors } from '../speed';
import type { CatalogueSnapshot } from '../services/catalogue/snapshot';
import { loadReader, PREVIEWING_VISITOR, type Reader } from '../services/reading/reader';

export function readerFor(app: FastifyInstance, request: FastifyRequest): Promise<Reader> {
  if (request.previewAs === 'visitor') return Promise.resolve(PREVIEWING_VISITOR);
  return loadReader(app.learnerStates, request.tenantId, request.viewer, request.authentication.user);
}

/**
 * Sends a catalogue answer as text the reader already has, or builds (and checks against its
 * schema) once: per content version for a visitor, per learner state version for a learner.
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
  const dataJson = reader.answer(snapshot, key, build, validate);
  if (reader.replayable) offerToVisitors(reply, snapshot, dataJson);
  return sendJsonData(request, reply, dataJson);
}
