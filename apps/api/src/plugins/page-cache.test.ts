import { brotliDecompressSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificates } from '../db/schema';
import { BUILD_TIMEOUT_MS, builtWeb } from '../test/built-web';
import { insertIssuedCertificate } from '../test/issued-certificate';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPageCache } from './page-cache';
import type { PageRenderer, RenderedPage } from './server-render';

/** Decision 057 through the real app and the real web build: rendered pages kept per portal and address. */
let t: TestApp;
let uncached: TestApp;
beforeAll(async () => {
  const distDir = await builtWeb();
  [t, uncached] = await Promise.all([
    createTestApp({ WEB_DIST_DIR: distDir, PAGE_CACHE_CHECK_MS: '0' }),
    createTestApp({ WEB_DIST_DIR: distDir, PAGE_CACHE_MB: '0', PAGE_SHARED_CACHE_SECONDS: '0' }),
  ]);
}, BUILD_TIMEOUT_MS);
afterAll(() => Promise.all([t?.close(), uncached?.close()]));

const page = (app: TestApp, tenant: string, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ url, headers: { host: `${tenant}.localhost:3000`, ...headers } });

describe('a rendered page kept by the replica', () => {
  it('is drawn once: the next visitor gets the same bytes from the cache, and a browser with its ETag a 304 without a body', async () => {
    const first = await page(t, 'kube', '/instructors');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');

    const second = await page(t, 'kube', '/instructors');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.payload).toBe(first.payload);
    expect(second.headers.etag).toBe(etag);

    const revisit = await page(t, 'kube', '/instructors', { 'if-none-match': etag });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.payload).toBe('');
  });

  it('is kept per portal: the same address on another portal is its own page', async () => {
    await page(t, 'spring', '/paths');
    const other = await page(t, 'tanzu', '/paths');
    expect(other.headers['x-page-cache']).toBe('MISS');
    expect(other.payload).toContain('<title>Learning Paths - Tanzu Academy</title>');
  });

  it('keeps its brotli form too: a second compressed answer is the same bytes and unpacks to the page', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await page(t, 'spring', '/guides', accept);
    const second = await page(t, 'spring', '/guides', accept);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toBe('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe((await page(t, 'spring', '/guides')).payload);
  });

  it('is drawn again as soon as an answer it was drawn from changes, and a gone certificate is a 404 at once', async () => {
    const CERTIFICATE_ID = 'KeptPageCertificate_01';
    await insertIssuedCertificate(t.database.db, {
      id: CERTIFICATE_ID,
      subject: 'kept-certificate',
      login: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      learnerName: 'Grace Hopper',
    });
    const path = `/certificates/${CERTIFICATE_ID}`;
    expect((await page(t, 'kube', path)).statusCode).toBe(200);
    const kept = await page(t, 'kube', path);
    expect(kept.headers['x-page-cache']).toBe('HIT');
    expect(kept.payload).toMatch(/data-testid="certificate-learner"[^>]*>Grace Hopper</);

    await t.database.db.update(certificates).set({ learnerName: 'Grace Brewster Hopper' }).where(eq(certificates.id, CERTIFICATE_ID));
    const renamed = await page(t, 'kube', path);
    expect(renamed.headers['x-page-cache']).toBe('MISS');
    expect(renamed.payload).toMatch(/data-testid="certificate-learner"[^>]*>Grace Brewster Hopper</);
    expect(renamed.headers.etag).not.toBe(kept.headers.etag);

    await t.database.db.update(certificates).set({ hidden: true }).where(eq(certificates.id, CERTIFICATE_ID));
    expect((await page(t, 'kube', path)).statusCode).toBe(404);
  });

  it('with PAGE_CACHE_MB=0 and PAGE_SHARED_CACHE_SECONDS=0, every request is drawn and no shared cache keeps it', async () => {
    await page(uncached, 'kube', '/instructors');
    const again = await page(uncached, 'kube', '/instructors');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-page-cache']).toBe('MISS');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('with PAGE_CACHE_MB=0, a not-found page is drawn for every request too', async () => {
    await page(uncached, 'kube', '/courses/no-such-course');
    const again = await page(uncached, 'kube', '/courses/no-such-course');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('MISS');
  });
});

describe('the page cache on its own, with a renderer that counts', () => {
  const request = (url: string) => ({ tenantId: 'kube', url, id: 'request' }) as FastifyRequest;
  function countingRenderer(size: number) {
    const drawn: string[] = [];
    let current = true;
    const renderer: PageRenderer = {
      async render({ url }): Promise<RenderedPage> {
        drawn.push(url);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { status: 200, html: `${url}:`.padEnd(size, 'x'), reads: [{ url: '/courses/list', answer: '200 W/"v1"' }] };
      },
      renderNotFound: async () => ({ status: 404, html: 'not found', reads: [] }),
      stillCurrent: async () => current,
    };
    return { renderer, drawn, change: () => (current = false) };
  }

  it('draws concurrent requests for one address once', async () => {
    const { renderer, drawn } = countingRenderer(2_000);
    const cache = createPageCache(renderer, { maxBytes: 1024 * 1024, checkMs: 0 });
    const answers = await Promise.all([cache.page(request('/a')), cache.page(request('/a')), cache.page(request('/a'))]);
    expect(drawn).toEqual(['/a']);
    expect(new Set(answers.map((answer) => answer!.page)).size).toBe(1);
  });

  it('stays within its memory: the least recently used page leaves first', async () => {
    const { renderer, drawn } = countingRenderer(40_000);
    const cache = createPageCache(renderer, { maxBytes: 100_000, checkMs: 0 });
    for (const url of ['/a', '/b', '/a', '/c', '/a', '/b']) await cache.page(request(url));
    // /a, /b fit; /c pushes out /b (least recently used), which is drawn again; /a never leaves.
    expect(drawn).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('asks again whether a kept page still holds at most once per checkMs', async () => {
    const { renderer, drawn, change } = countingRenderer(2_000);
    const cache = createPageCache(renderer, { maxBytes: 1024 * 1024, checkMs: 60_000 });
    await cache.page(request('/a'));
    change();
    expect((await cache.page(request('/a')))!.cache).toBe('HIT');
    expect(drawn).toEqual(['/a']);
  });

  it('draws a page again once what it was drawn from has changed', async () => {
    const { renderer, drawn, change } = countingRenderer(2_000);
    const cache = createPageCache(renderer, { maxBytes: 1024 * 1024, checkMs: 0 });
    expect((await cache.page(request('/a')))!.cache).toBe('MISS');
    expect((await cache.page(request('/a')))!.cache).toBe('HIT');
    change();
    expect((await cache.page(request('/a')))!.cache).toBe('MISS');
    expect(drawn).toEqual(['/a', '/a']);
  });

  it("makes a page's brotli form again at the highest level once it is asked for again, in the background (decision 078)", async () => {
    // Text a page might hold: words in varied order, which the highest level packs tighter than the first.
    const words = ['pod', 'deployment', 'service', 'ingress', 'node', 'the', 'a', 'of', 'runs', 'cluster', 'probe', 'label'];
    let seed = 7;
    const text = Array.from({ length: 6_000 }, () => words[(seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % words.length]).join(' ');
    const renderer: PageRenderer = {
      render: async () => ({ status: 200, html: `<p>${text}</p>`, reads: [] }),
      renderNotFound: async () => null,
      stillCurrent: async () => true,
    };
    const cache = createPageCache(renderer, { maxBytes: 1024 * 1024, checkMs: 0 });
    const { page } = (await cache.page(request('/a')))!;
    const first = await cache.encoded(page, 'br');
    expect(await cache.encoded(page, 'br')).toBe(first);
    await vi.waitFor(() => expect(page.encoded.br!.length).toBeLessThan(first.length));
    expect(brotliDecompressSync(page.encoded.br!).toString()).toBe(`<p>${text}</p>`);
    expect(await cache.encoded(page, 'br')).toBe(page.encoded.br);
  });

  it('draws the not-found page once for every address that names nothing, and each address once', async () => {
    const drawn: string[] = [];
    const renderer: PageRenderer = {
      async render({ url }) {
        drawn.push(url);
        return { notFoundPage: '/not-found', reads: [{ url: `/api${url}`, answer: '404 x' }] };
      },
      async renderNotFound(_, notFoundPage) {
        drawn.push(`page ${notFoundPage}`);
        return { status: 404, html: 'not found'.padEnd(2_000, '.'), reads: [] };
      },
      stillCurrent: async () => true,
    };
    const cache = createPageCache(renderer, { maxBytes: 1024 * 1024, checkMs: 0 });
    const answers = [];
    for (const url of ['/a', '/b', '/a', '/c', '/b']) answers.push(await cache.page(request(url)));
    expect(drawn).toEqual(['/a', 'page /not-found', '/b', '/c']);
    expect(answers.map((answer) => answer!.cache)).toEqual(['MISS', 'MISS', 'HIT', 'MISS', 'HIT']);
    expect(new Set(answers.map((answer) => answer!.page)).size).toBe(1);
    expect(answers[0]!.page.status).toBe(404);
  });
});
