import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CORRELATION_HEADER, type TenantId } from '@academy/shared';
import { atRoundEnd } from './round-end';
import type { CatalogueCache } from '../services/catalogue/cache';
import type { CatalogueSnapshot } from '../services/catalogue/snapshot';
import type { PageStanding } from '../plugins/page-cache';
import { correlationIdFor, envelopeTextEnd, envelopeTextStart } from '../plugins/envelope';
import { etagMatches } from '../plugins/etag';
import { closeStream, openStream, type OpenStream } from './open-compressed-stream';

declare module 'fastify' {
  interface FastifyReply {
    /** Set by a catalogue route answering a visitor (`offerToVisitors`): the shared answer the replay may keep. */
    replayable: { snapshot: CatalogueSnapshot; dataJson: string } | null;
    /** Set by the web app sending a kept page (`offerPageToVisitors`): where it stands in the page cache. */
    replayablePage: PageStanding | null;
  }
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Fastify's reading of its trustProxy option (lib/request.js), so a replayed answer's host and address are the ones Fastify would log. */
function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === 'function') return trust;
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  return proxyAddr.compile(trust);
}

const lastValue = (header: string | string[]) => {
  const value = [header].flat().at(-1) ?? '';
  return value.slice(value.lastIndexOf(',') + 1).trim();
};
/** The levels at which Fastify logs every request (it writes them at info). */
const REQUEST_LOG_LEVELS = new Set(['info', 'debug', 'trace']);
const MAX_ENTRIES = 2_000;
/** Says whether the page cache had the page (plugins/web-app.ts). */
const PAGE_CACHE_HEADER = 'x-page-cache';
/** The bytes entries hold: compressed beginnings, and page bodies (most shared with the page cache); past this the oldest go. */
const MAX_COMPRESSED_BYTES = 32 * 1024 * 1024;
/**
 * Addresses answered with a kept not-found page, kept apart: whoever asks chooses them, so a scanner
 * churns these and never pushes out a page or an API answer. Their bodies are the page cache's own.
 */
const MAX_NOT_FOUND_ENTRIES = 500;

/** A kept page's answer as Fastify sent it: its bytes do not change with the request (decision 073). */
interface PageEntry {
  kind: 'page';
  route: string;
  /** 200, or 404 for a kept not-found page. */
  status: number;
  /** The answer's headers without the per-request correlation id and length, saying the page was kept. */
  headers: string[];
  /** The same for a 304: without the content's encoding, as the web app sends it. */
  notModifiedHeaders: string[];
  /** A 200's; a not-found page has none, and answers a conditional request with its 404. */
  etag: string | undefined;
  body: Buffer;
  standing: PageStanding;
}

interface Entry {
  kind: 'api';
  tenantId: TenantId;
  snapshot: CatalogueSnapshot;
  route: string;
  /** The answer's headers as Fastify sent them, without the per-request correlation id and length. */
  headers: string[];
  /** The same for a 304: without the content's type and encoding, as the ETag hook sends it. */
  notModifiedHeaders: string[];
  etag: string | undefined;
  /** The answer's data, the text the snapshot's memo holds (kept once, not copied per entry). */
  dataJson: string;
  /** Bytes of the envelope before the correlation id's value. */
  prefixBytes: number;
  /** For an answer Fastify compressed: the envelope's beginning as an open stream of that encoding. */
  compressed: OpenStream | null;
}

interface Attachments {
  catalogue: CatalogueCache;
  log: FastifyBaseLogger;
  replayed?: (route: string, statusCode: number, seconds: number) => void;
}

/** The answer's headers as name and value pairs, without the per-request correlation id and length. */
function keptHeaders(reply: FastifyReply): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name === CORRELATION_HEADER || name === 'content-length' || value === undefined) continue;
    for (const item of [value].flat()) pairs.push([name, String(item)]);
  }
  return pairs;
}

/** An entry's answer to one request, with the request's own correlation id. */
function write(entry: Entry | PageEntry, request: IncomingMessage, response: ServerResponse, id: string) {
  const asked = request.headers['if-none-match'];
  if (entry.kind === 'page') {
    if (asked !== undefined && entry.etag !== undefined && etagMatches(asked, entry.etag)) {
      response.writeHead(304, [...entry.notModifiedHeaders, CORRELATION_HEADER, id]);
      response.end();
      return;
    }
    response.writeHead(entry.status, [...entry.headers, CORRELATION_HEADER, id, 'content-length', String(entry.body.length)]);
    response.end(entry.body);
    return;
  }
  const end = envelopeTextEnd(id);
  if (asked !== undefined && entry.etag !== undefined && etagMatches(asked, entry.etag)) {
    response.writeHead(304, [...entry.notModifiedHeaders, CORRELATION_HEADER, id, 'content-length', '0']);
    response.end();
  } else if (entry.compressed) {
    const body = closeStream(entry.compressed, Buffer.from(end));
    response.writeHead(200, [...entry.headers, CORRELATION_HEADER, id, 'content-length', String(body.length)]);
    response.end(body);
  } else {
    // A string body goes out with the headers in one write; a Buffer would take a second (writev).
    response.writeHead(200, [
      ...entry.headers,
      CORRELATION_HEADER,
      id,
      'content-length',
      String(entry.prefixBytes + Buffer.byteLength(end)),
    ]);
    response.end(envelopeTextStart(entry.dataJson) + end);
  }
}

/**
 * Decision 032: a visitor's catalogue answer, once Fastify has sent it, is kept with its headers
 * and sent again to the next visitor asking the same thing, before Fastify runs at all. The key is
 * the address and every request header the answer depends on; an entry holds only while its
 * content snapshot is the portal's current, checked one (so it ends with the content version, on
 * every replica). A conditional request whose ETag matches gets a 304, as from the ETag hook. A
 * bearer, or anything but a GET, goes through Fastify, and so does the identity provider.
 *
 * Decision 073: a kept page's 200 is sent again the same way while the page cache says it still
 * holds the page and checked it within its interval; a page due a check goes through Fastify, and is
 * sent from here again once the page cache's check has passed. Decision 077: so is a kept page's 304
 * to a browser that has it, and a kept not-found page's 404 while the address's verdict holds too,
 * in entries of its own.
 */
export class VisitorReplay {
  /**
   * Oldest stored out first (a hit is a `peek`, which keeps the order). Compressed beginnings and
   * page bodies are counted against their budget; lru-cache counts every entry as at least 1, so each adds 1.
   */
  private readonly entries = new LRUCache<string, Entry | PageEntry>({
    max: MAX_ENTRIES,
    maxSize: MAX_COMPRESSED_BYTES,
    sizeCalculation: (entry) => (entry.kind === 'page' ? entry.body.length : (entry.compressed?.head.length ?? 0)) + 1,
  });
  private readonly notFound = new LRUCache<string, PageEntry>({ max: MAX_NOT_FOUND_ENTRIES });
  /** The snapshot each portal's entries were made from: a newer one drops the older entries, which would keep an old snapshot alive. */
  private readonly snapshots = new Map<TenantId, CatalogueSnapshot>();
  private readonly trust: (address: string, hop: number) => boolean;
  private attached: Attachments | undefined;
  /** Answers sent from an entry, for the tests and the bench. */
  hits = 0;

  constructor(trustProxy: TrustProxy) {
    this.trust = trustFunction(trustProxy);
  }

  get size(): number {
    return this.entries.size + this.notFound.size;
  }

  attach(attachments: Attachments | undefined): void {
    this.attached = attachments;
    if (!attachments) {
      this.entries.clear();
      this.notFound.clear();
      this.snapshots.clear();
    }
  }

  /** The key of a request the replay may answer, or undefined. */
  keyOf(request: IncomingMessage): string | undefined {
    const { headers, url } = request;
    if (request.method !== 'GET' || url === undefined || url.startsWith('/oidc') || url.startsWith('/identity/')) return undefined;
    if (headers.authorization !== undefined || headers['if-modified-since'] !== undefined) return undefined;
    const forwarded = headers['x-forwarded-host'] !== undefined || headers['x-forwarded-proto'] !== undefined;
    // The forwarded headers count only when Fastify trusts the peer that sent them.
    const trusted = forwarded && this.trust(request.socket.remoteAddress ?? '', 0);
    return `${url}\n${headers.host}\n${headers.tenantid}\n${headers['accept-encoding']}\n${trusted ? `${headers['x-forwarded-host']}\n${headers['x-forwarded-proto']}` : ''}`;
  }

  /**
   * Keeps a visitor's answer as Fastify is about to send it (the last onSend hook). Unencoded, its
   * body must be exactly its data's envelope; encoded, the compression hook (the only one that
   * encodes) made it from that body.
   */
  remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    if (reply.replayablePage) {
      this.rememberPage(request, reply, payload);
      return;
    }
    const replayable = reply.replayable;
    if (!replayable || !this.attached || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
    const { dataJson, snapshot } = replayable;
    const prefix = envelopeTextStart(dataJson);
    const encoding = reply.getHeader('content-encoding');
    if (encoding === undefined) {
      if (payload !== prefix + envelopeTextEnd(request.id)) return;
    } else if (encoding !== 'br' && encoding !== 'gzip') return;
    const key = this.keyOf(request.raw);
    if (key === undefined) return;
    this.settle(request.tenantId, snapshot);
    const kept = this.entries.peek(key);
    // Fastify answered again after its content check: the same answer needs no second compression.
    if (kept?.kind === 'api' && kept.snapshot === snapshot && kept.dataJson === dataJson && kept.compressed?.encoding === encoding) return;
    const pairs = keptHeaders(reply);
    const etag = reply.getHeader('etag');
    const compressed = encoding === undefined ? null : openStream(encoding, Buffer.from(prefix));
    this.entries.set(key, {
      kind: 'api',
      tenantId: request.tenantId,
      snapshot,
      route: request.routeOptions.url ?? 'unmatched',
      headers: pairs.flat(),
      notModifiedHeaders: pairs.filter(([name]) => name !== 'content-type' && name !== 'content-encoding').flat(),
      etag: typeof etag === 'string' ? etag : undefined,
      dataJson,
      prefixBytes: Buffer.byteLength(prefix),
      compressed,
    });
  }

  /**
   * Takes a request an entry answers and says so, or leaves it untouched for Fastify. The answer is
   * written at the end of the event loop's round, with the round's other answers (decision 033);
   * one that fails before a byte is written goes to `fallback` (Fastify) instead.
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    fallback: (request: IncomingMessage, response: ServerResponse) => void,
  ): boolean {
    const attached = this.attached;
    if (!attached || this.size === 0) return false;
    const key = this.keyOf(request);
    if (key === undefined) return false;
    const entry = this.entries.peek(key) ?? this.notFound.peek(key);
    if (!entry) return false;
    if (entry.kind === 'page') {
      // A page gone from the page cache is over; one due a check gets Fastify's, and is sent from here again once it passes.
      if (!entry.standing.kept()) {
        this.entries.delete(key);
        this.notFound.delete(key);
        return false;
      }
      if (!entry.standing.current()) return false;
    } else {
      const current = attached.catalogue.fresh(entry.tenantId);
      if (current !== entry.snapshot) {
        // Unchecked for a while: Fastify checks the content version and answers. Replaced: the entries are over.
        if (current !== undefined) this.settle(entry.tenantId, current);
        return false;
      }
    }
    const started = performance.now();
    const id = correlationIdFor(request);
    atRoundEnd(() => {
      try {
        write(entry, request, response, id);
      } catch {
        // Nothing sent yet: Fastify answers instead. Half sent: the connection cannot be trusted.
        if (response.headersSent) response.destroy();
        else fallback(request, response);
        return;
      }
      this.hits += 1;
      const milliseconds = performance.now() - started;
      attached.replayed?.(entry.route, response.statusCode, milliseconds / 1000);
      if (REQUEST_LOG_LEVELS.has(attached.log.level)) this.log(attached.log, request, id, response.statusCode, milliseconds);
    });
    return true;
  }

  /**
   * Keeps a kept page's 200 or 404 as Fastify sends it (the body the page cache holds, compressed or
   * not), saying it was kept, as the page cache's own answer to the next visitor would.
   */
  private rememberPage(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const status = reply.statusCode;
    if (!this.attached || (status !== 200 && status !== 404) || reply.hasHeader('set-cookie') || !Buffer.isBuffer(payload)) return;
    const key = this.keyOf(request.raw);
    if (key === undefined) return;
    const pairs = keptHeaders(reply).map(([name, value]) => [name, name === PAGE_CACHE_HEADER ? 'HIT' : value]);
    const etag = reply.getHeader('etag');
    const entry: PageEntry = {
      kind: 'page',
      route: request.routeOptions.url ?? 'unmatched',
      status,
      headers: pairs.flat(),
      notModifiedHeaders: pairs.filter(([name]) => name !== 'content-encoding').flat(),
      etag: status === 200 && typeof etag === 'string' ? etag : undefined,
      body: payload,
      standing: reply.replayablePage!,
    };
    // An address is a page or names nothing, and may change from one to the other.
    (status === 200 ? this.notFound : this.entries).delete(key);
    (status === 200 ? this.entries : this.notFound).set(key, entry);
  }

  /** Keeps the portal's entries only if they were made from this snapshot. */
  private settle(tenantId: TenantId, snapshot: CatalogueSnapshot) {
    if (this.snapshots.get(tenantId) === snapshot) return;
    this.snapshots.set(tenantId, snapshot);
    // Collected first: lru-cache's iterators do not promise to survive a delete.
    const older = [...this.entries.entries()].filter(
      ([, entry]) => entry.kind === 'api' && entry.tenantId === tenantId && entry.snapshot !== snapshot,
    );
    for (const [key] of older) this.entries.delete(key);
  }

  /** The two lines Fastify writes for a request when info is on, with the same serializers. */
  private log(log: FastifyBaseLogger, request: IncomingMessage, id: string, statusCode: number, milliseconds: number) {
    const forwardedHost = request.headers['x-forwarded-host'];
    const trusted = this.trust(request.socket.remoteAddress ?? '', 0);
    const facts = {
      method: request.method,
      url: request.url,
      host: trusted && forwardedHost ? lastValue(forwardedHost) : request.headers.host,
      ip: proxyAddr(request, this.trust),
      socket: request.socket,
    };
    log.info({ correlationId: id, req: facts }, 'incoming request');
    log.info({ correlationId: id, res: { statusCode }, responseTime: milliseconds }, 'request completed');
  }
}

/**
 * The replay's hooks, registered after the ETag and compression hooks: its onSend hook is the last,
 * so it sees the answer's final headers and body. Stops when the app closes, so a closing process
 * answers only through Fastify.
 */
export function keepVisitorAnswers(app: FastifyInstance, replay: VisitorReplay, replayed?: Attachments['replayed']): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (reply.replayable || reply.replayablePage) replay.remember(request, reply, payload);
    done(null, payload);
  });
  app.addHook('onReady', (done) => {
    replay.attach({ catalogue: app.catalogue, log: app.log, replayed });
    done();
  });
  app.addHook('preClose', (done) => {
    replay.attach(undefined);
    done();
  });
}
