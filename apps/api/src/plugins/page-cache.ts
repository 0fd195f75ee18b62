import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressBest, compressBody } from './compression';
import type { NotFoundVerdict, PageRenderer, RenderedPage, RenderRead } from './server-render';

/** A rendered page as it is sent, with its compressed forms made once and kept beside it. */
export interface KeptPage {
  status: number;
  html: Buffer;
  etag: string;
  reads: readonly RenderRead[];
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** Where a page served for an address stands in the cache, asked later by whoever sends it again. */
export interface PageStanding {
  /** Still the page kept for the address (for a not-found page, the address's verdict is kept too). */
  kept: () => boolean;
  /** Kept, and found current within the last check interval (the verdict too): the cache would send it without a check. */
  current: () => boolean;
}

/** A page for one request, and where it stands. */
export interface ServedPage {
  page: KeptPage;
  cache: 'HIT' | 'MISS';
  standing: PageStanding;
}

export interface PageCache {
  /** The page for this request: a kept one whose answers still hold (HIT), else a fresh render (MISS); null when the browser draws it alone. */
  page(request: FastifyRequest): Promise<ServedPage | null>;
  /** The page's body in this encoding, compressed on first use. */
  encoded(page: KeptPage, encoding: 'br' | 'gzip'): Promise<Buffer>;
}

/** Nothing a page shows changes with the clock but the footer's year; a page is drawn again at least this often all the same. */
const KEPT_PAGE_MAX_AGE_MS = 10 * 60_000;

/**
 * The share of the cache's memory that remembers which addresses name nothing. Whoever asks chooses
 * those addresses, so they get a bound of their own: a scanner churns it and never pushes out a page.
 */
const NOT_FOUND_ADDRESSES_SHARE = 1 / 8;

/** Pages waiting for their brotli form at the highest level; past this many, more wait for their next answer. */
const MAX_WAITING_REFINEMENTS = 64;

const sizeOf = (page: KeptPage) =>
  page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + page.reads.length * 200 + 500;

const verdictSizeOf = (verdict: NotFoundVerdict, key: string) =>
  key.length * 2 + verdict.notFoundPage.length * 2 + verdict.reads.length * 200 + 100;

function keptPage({ status, html, reads }: RenderedPage): KeptPage {
  const body = Buffer.from(html);
  return { status, html: body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, reads, encoded: {} };
}

/** When a kept page's or verdict's sources were last found unchanged, and the check under way, if any. */
interface Freshness {
  checkedAt: number;
  checking: Promise<boolean> | null;
}

/**
 * Decision 057: a public page is the same for every visitor of a portal (decision 019), so it is
 * rendered once per portal and address and kept (least recently used out first, within `maxBytes`;
 * 0 renders every request). Before a kept page is sent, the API answers it was drawn from are asked
 * again in-process, at most once per `checkMs` and once at a time: when any differs (new content on
 * any replica, a renamed or hidden certificate) the page is drawn again. Concurrent misses of one
 * address share one render.
 *
 * Decision 070: an address that names nothing keeps only its verdict (which not-found page, and the
 * answers that said so, checked the same way) within a bound of its own; the not-found page itself,
 * which does not depend on the address, is kept once per portal and not-found page, with status 404.
 *
 * Decision 078: a kept page asked for in brotli again is compressed once more at brotli's highest
 * level in the background (libuv's pool, one page at a time), and its later answers are that form.
 */
export function createPageCache(renderer: PageRenderer, { maxBytes, checkMs }: { maxBytes: number; checkMs: number }): PageCache {
  const pages =
    maxBytes > 0 ? new LRUCache<string, KeptPage>({ maxSize: maxBytes, sizeCalculation: sizeOf, ttl: KEPT_PAGE_MAX_AGE_MS }) : null;
  const verdicts =
    maxBytes > 0
      ? new LRUCache<string, NotFoundVerdict>({
          maxSize: Math.max(1, Math.floor(maxBytes * NOT_FOUND_ADDRESSES_SHARE)),
          sizeCalculation: verdictSizeOf,
          ttl: KEPT_PAGE_MAX_AGE_MS,
        })
      : null;
  const rendering = new Map<string, Promise<ServedPage | null>>();
  const keyOf = new WeakMap<KeptPage, string>();
  const freshness = new WeakMap<KeptPage | NotFoundVerdict, Freshness>();
  /** Decision 078: pages whose brotli form is made again at the highest level, one at a time, off the event loop. */
  const refined = new WeakSet<KeptPage>();
  const waiting: KeptPage[] = [];
  let refining = false;

  const checkedNow = (kept: KeptPage | NotFoundVerdict) => freshness.set(kept, { checkedAt: performance.now(), checking: null });
  const checkedLately = (kept: KeptPage | NotFoundVerdict) => {
    const fresh = freshness.get(kept);
    return fresh !== undefined && performance.now() - fresh.checkedAt < checkMs;
  };
  /** The page's key while it is still the page kept under it. */
  const stillKept = (page: KeptPage) => {
    const key = keyOf.get(page);
    return key !== undefined && pages?.peek(key) === page ? key : undefined;
  };
  const standingOf = (page: KeptPage): PageStanding => {
    const kept = () => stillKept(page) !== undefined;
    return { kept, current: () => kept() && checkedLately(page) };
  };
  /** Sets a kept page again after one of its compressed forms changed, so the cache counts its size anew. */
  const recount = (page: KeptPage) => {
    const key = stillKept(page);
    if (key !== undefined) pages!.set(key, page, { noUpdateTTL: true });
  };
  const serving = (page: KeptPage, cache: ServedPage['cache']): ServedPage => ({ page, cache, standing: standingOf(page) });
  const withVerdict = (key: string, verdict: NotFoundVerdict, served: ServedPage): ServedPage => {
    const kept = () => verdicts?.peek(key) === verdict && served.standing.kept();
    return { ...served, standing: { kept, current: () => kept() && checkedLately(verdict) && served.standing.current() } };
  };

  function keep(key: string, rendered: RenderedPage): KeptPage {
    const page = keptPage(rendered);
    if (pages && page.html.length <= maxBytes) {
      keyOf.set(page, key);
      checkedNow(page);
      pages.set(key, page);
    }
    return page;
  }

  async function refineWaiting() {
    refining = true;
    for (let page = waiting.shift(); page; page = waiting.shift()) {
      if (stillKept(page) === undefined) continue;
      refined.add(page);
      // A failure leaves the page's first brotli form, which is as correct.
      const best = await compressBest(page.html).catch(() => null);
      if (!best || best.length >= (page.encoded.br?.length ?? 0)) continue;
      page.encoded.br = best;
      recount(page);
    }
    refining = false;
  }

  /** A page asked for in brotli again (its first form was made for an earlier answer): worth its best form. */
  function refine(page: KeptPage) {
    if (refined.has(page) || waiting.includes(page) || waiting.length >= MAX_WAITING_REFINEMENTS || stillKept(page) === undefined) return;
    waiting.push(page);
    if (!refining) void refineWaiting();
  }

  /** One render per key at a time: concurrent misses wait for the same one. */
  function drawOnce(key: string, draw: () => Promise<ServedPage | null>): Promise<ServedPage | null> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = draw().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  function stillCurrent(request: FastifyRequest, kept: KeptPage | NotFoundVerdict): boolean | Promise<boolean> {
    const fresh = freshness.get(kept)!;
    if (performance.now() - fresh.checkedAt < checkMs) return true;
    fresh.checking ??= renderer.stillCurrent(request, kept.reads).then(
      (current) => {
        fresh.checking = null;
        if (current) fresh.checkedAt = performance.now();
        return current;
      },
      (error: unknown) => {
        fresh.checking = null;
        throw error;
      },
    );
    return fresh.checking;
  }

  /** The portal's not-found page a verdict named: kept once whatever address led to it. */
  async function notFoundPage(request: FastifyRequest, notFoundPage: string): Promise<ServedPage | null> {
    const key = `${request.tenantId} not-found ${notFoundPage}`;
    const kept = pages?.get(key);
    if (kept && (await stillCurrent(request, kept))) return serving(kept, 'HIT');
    return drawOnce(key, async () => {
      const drawn = await renderer.renderNotFound(request, notFoundPage);
      return drawn && serving(keep(key, drawn), 'MISS');
    });
  }

  async function drawAddress(request: FastifyRequest, key: string): Promise<ServedPage | null> {
    const drawn = await renderer.render(request);
    if (!drawn) return null;
    if ('notFoundPage' in drawn) {
      // The address may have been a page until now (a course taken down), or the other way round below.
      pages?.delete(key);
      if (verdicts) {
        checkedNow(drawn);
        verdicts.set(key, drawn);
      }
      const served = await notFoundPage(request, drawn.notFoundPage);
      return served && withVerdict(key, drawn, { ...served, cache: 'MISS' });
    }
    verdicts?.delete(key);
    return serving(keep(key, drawn), 'MISS');
  }

  return {
    async page(request) {
      const key = `${request.tenantId} ${request.url}`;
      const kept = pages?.get(key);
      if (kept && (await stillCurrent(request, kept))) return serving(kept, 'HIT');
      const verdict = verdicts?.get(key);
      if (verdict && (await stillCurrent(request, verdict))) {
        const served = await notFoundPage(request, verdict.notFoundPage);
        return served && withVerdict(key, verdict, served);
      }
      return drawOnce(key, () => drawAddress(request, key));
    },
    async encoded(page, encoding) {
      const known = page.encoded[encoding];
      if (known) {
        if (encoding === 'br') refine(page);
        return known;
      }
      const body = await compressBody(encoding, page.html);
      page.encoded[encoding] = body;
      recount(page);
      return body;
    },
  };
}
