import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressBody } from './compression';
import type { PageRenderer, RenderRead } from './server-render';

/** A rendered page as it is sent, with its compressed forms made once and kept beside it. */
export interface KeptPage {
  status: number;
  html: Buffer;
  etag: string;
  reads: readonly RenderRead[];
  encoded: { br?: Buffer; gzip?: Buffer };
}

export interface PageCache {
  /** The page for this request: a kept one whose answers still hold (HIT), else a fresh render (MISS); null when the browser draws it alone. */
  page(request: FastifyRequest): Promise<{ page: KeptPage; cache: 'HIT' | 'MISS' } | null>;
  /** The page's body in this encoding, compressed on first use. */
  encoded(page: KeptPage, encoding: 'br' | 'gzip'): Promise<Buffer>;
}

/** Nothing a page shows changes with the clock but the footer's year; a page is drawn again at least this often all the same. */
const KEPT_PAGE_MAX_AGE_MS = 10 * 60_000;

const sizeOf = (page: KeptPage) =>
  page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + page.reads.length * 200 + 500;

function keptPage(status: number, html: string, reads: readonly RenderRead[]): KeptPage {
  const body = Buffer.from(html);
  return { status, html: body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, reads, encoded: {} };
}

/** When a kept page's sources were last found unchanged, and the check under way, if any. */
interface Freshness {
  checkedAt: number;
  checking: Promise<boolean> | null;
}

/**
 * Decision 057: a public page is the same for every visitor of a portal (decision 019), so it is
 * rendered once per portal and address and kept (least recently used out first, within `maxBytes`;
 * 0 renders every request). Before a kept page is sent, the API answers it was drawn from are asked
 * again in-process, at most once per `checkMs` and once at a time: when any differs (new content on
 * any replica, a renamed or hidden certificate) the page is drawn again. Only 200 pages are kept;
 * concurrent misses of one address share one render.
 */
export function createPageCache(renderer: PageRenderer, { maxBytes, checkMs }: { maxBytes: number; checkMs: number }): PageCache {
  const pages =
    maxBytes > 0 ? new LRUCache<string, KeptPage>({ maxSize: maxBytes, sizeCalculation: sizeOf, ttl: KEPT_PAGE_MAX_AGE_MS }) : null;
  const rendering = new Map<string, Promise<KeptPage | null>>();
  const keyOf = new WeakMap<KeptPage, string>();
  const freshness = new WeakMap<KeptPage, Freshness>();

  async function renderAndKeep(request: FastifyRequest, key: string): Promise<KeptPage | null> {
    const rendered = await renderer.render(request);
    if (!rendered) return null;
    const page = keptPage(rendered.status, rendered.html, rendered.reads);
    if (pages && page.status === 200 && page.html.length <= maxBytes) {
      keyOf.set(page, key);
      freshness.set(page, { checkedAt: performance.now(), checking: null });
      pages.set(key, page);
    }
    return page;
  }

  function stillCurrent(request: FastifyRequest, page: KeptPage): boolean | Promise<boolean> {
    const fresh = freshness.get(page)!;
    if (performance.now() - fresh.checkedAt < checkMs) return true;
    fresh.checking ??= renderer.stillCurrent(request, page.reads).then(
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

  return {
    async page(request) {
      const key = `${request.tenantId} ${request.url}`;
      const kept = pages?.get(key);
      if (kept && (await stillCurrent(request, kept))) return { page: kept, cache: 'HIT' };
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderAndKeep(request, key).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const page = await pending;
      return page && { page, cache: 'MISS' };
    },
    async encoded(page, encoding) {
      const known = page.encoded[encoding];
      if (known) return known;
      const body = await compressBody(encoding, page.html);
      page.encoded[encoding] = body;
      // Set again so the cache counts the compressed form in the page's size.
      const key = keyOf.get(page);
      if (pages && key !== undefined && pages.peek(key) === page) pages.set(key, page, { noUpdateTTL: true });
      return body;
    },
  };
}
