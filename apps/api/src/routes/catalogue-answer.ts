import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, sendJsonData } from '../plugins/envelope';
import { memoJson, viewerKey } from '../services/catalogue/memo';
import type { CatalogueSnapshot } from '../services/catalogue/snapshot';
import { loadReader, type Reader } from '../services/reading/reader';

export function readerFor(app: FastifyInstance, request: FastifyRequest): Promise<Reader> {
  return loadReader(app.db, request.tenantId, request.viewer, request.authentication.user?.id ?? null);
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
