import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** An answer that depends on nobody: a read without a bearer (the API reads no cookie). */
export function isSameForEveryone(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.headers.authorization === undefined;
}

const weakEtag = (content: string) => `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

/** ETags of answers kept as text (catalogue and search memos): hashed once per text, not per request. */
const etagsOfData = new Map<string, string>();
const MAX_REMEMBERED_ETAGS = 2_000;

/** The ETag of an answer whose data is this text, the same as the hook below would compute from the envelope's data. */
export function etagOfData(dataJson: string): string {
  let etag = etagsOfData.get(dataJson);
  if (etag === undefined) {
    if (etagsOfData.size >= MAX_REMEMBERED_ETAGS) etagsOfData.clear();
    etag = weakEtag(dataJson);
    etagsOfData.set(dataJson, etag);
  }
  return etag;
}

/** Whether an If-None-Match header names this weak ETag (or any, with `*`). */
export function etagMatches(asked: string, etag: string): boolean {
  return asked.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2));
}

const isApiRead = (request: FastifyRequest) => request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');

/**
 * Decision 019: API reads that are the same for everyone carry an ETag and answer 304 to a
 * matching If-None-Match, so a revisit costs a round trip and no body; they may be kept by any
 * cache but are checked every time (no-cache). Personal answers (with a bearer) are private and never stored.
 */
async function etagPlugin(app: FastifyInstance) {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (!isApiRead(request)) return done(null, payload);
    if (!isSameForEveryone(request)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      return done(null, payload);
    }
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    // Weak: the envelope's correlation id differs on every answer, so equal means equal but for that id.
    // An answer sent from a memo already carries the ETag of its data (etagOfData).
    const etag = (reply.getHeader('etag') as string | undefined) ?? weakEtag(payload.toString().replaceAll(request.id, ''));
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, no-cache');
    reply.header('vary', 'tenantid, authorization, accept-encoding');
    const asked = request.headers['if-none-match'];
    if (asked && etagMatches(asked, etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return done(null, '');
    }
    done(null, payload);
  });
}

export default fp(etagPlugin, { name: 'etag' });
