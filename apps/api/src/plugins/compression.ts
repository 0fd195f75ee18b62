import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below about a kilobyte compression saves less than it costs (issue 15). */
export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json)|image\/svg\+xml)/;

/** br when the client takes it, else gzip; a client that names neither (or forbids both with q=0) gets the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const brotliAt = (quality: number, body: Buffer) =>
  brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** The brotli level costs a few milliseconds per page rather than the build's maximum. */
export const compressBody = (encoding: 'br' | 'gzip', body: Buffer) =>
  encoding === 'br' ? brotliAt(5, body) : gzipAsync(body, { level: 6 });

/** Brotli's highest level, for a kept page served again and again (decision 078): a tenth fewer bytes for 30-110 ms of a core. */
export const compressBest = (body: Buffer) => brotliAt(constants.BROTLI_MAX_QUALITY, body);

/**
 * Decision 019: HTML, JSON and other text answers over ~1 KB travel compressed when the client
 * accepts it. Files come precompressed from the build (web-app.ts); this covers what is made per request,
 * at a brotli level that costs a few milliseconds rather than the build's maximum. A callback hook:
 * an answer that stays as it is costs no promise.
 */
async function compressionPlugin(app: FastifyInstance) {
  app.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      if (request.method === 'HEAD' || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding'))
        return done(null, payload);
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
      reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding || Buffer.byteLength(payload) < MIN_COMPRESS_BYTES) return done(null, payload);
      compressBody(encoding, typeof payload === 'string' ? Buffer.from(payload) : payload).then((compressed) => {
        reply.header('content-encoding', encoding).removeHeader('content-length');
        done(null, compressed);
      }, done);
    },
  );
}

function appendVary(current: unknown, name: string): string {
  if (current === undefined) return name;
  const values = String(current)
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === name || value === '*') ? values.join(', ') : [...values, name].join(', ');
}

export default fp(compressionPlugin, { name: 'compression' });
