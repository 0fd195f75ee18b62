import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** An answer that depends on nobody: a read without a bearer (the API reads no cookie). */
function isSameForEveryone(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.headers.authorization === undefined;
}

const isApiRead = (request: FastifyRequest) => request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');

/**
 * Decision 019: API reads that are the same for everyone carry an ETag and answer 304 to a
 * matching If-None-Match, so a revisit costs a round trip and no body; they may be kept by any
 * cache but are checked every time (no-cache). Personal answers (with a bearer) are private and never stored.
 */
async function etagPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRead(request)) return payload;
    if (!isSameForEveryone(request)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    // Weak: the envelope's correlation id differs on every answer, so equal means equal but for that id.
    const content = payload.toString().replaceAll(request.id, '');
    const etag = `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, no-cache');
    reply.header('vary', 'tenantid, authorization, accept-encoding');
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2))) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return '';
    }
    return payload;
  });
}

export default fp(etagPlugin, { name: 'etag' });
