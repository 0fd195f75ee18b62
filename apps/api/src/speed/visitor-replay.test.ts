import { request as httpRequest, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CORRELATION_HEADER } from '@academy/shared';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { contentVersions, courses } from '../db/schema';
import { createMetrics } from '../metrics';
import { BUILD_TIMEOUT_MS, builtWeb } from '../test/built-web';
import { createSeededDatabase } from '../test/database-template';
import { signedInLearner } from '../test/learner';
import type { TestApp } from '../test/test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The real app listening on a port: the replay sits in front of Fastify, where `inject` never goes. */
async function listeningApp(env: Record<string, string> = {}) {
  const database = await createSeededDatabase();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', ...env });
  const metrics = createMetrics(
    () => null,
    async () => ({ pending: 0, retrying: 0, failed: 0 }),
  );
  const logLines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    logLines.push(
      ...chunk
        .toString()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ),
  );
  const app: App = await buildApp({ config, database, metrics, logger: env.LOG_LEVEL ? { level: env.LOG_LEVEL, stream } : false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const replay = app.fastPaths.replay!;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `kube.localhost:${port}`, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }),
        );
      });
      sent.on('error', reject).end();
    });
  const testApp: TestApp = { app, database, close: async () => (await app.close(), await database.close()) };
  opened.push(testApp);
  return { app, database, metrics, logLines, get, replay, testApp };
}

const opened: TestApp[] = [];
afterEach(async () => {
  for (const testApp of opened.splice(0)) await testApp.close();
});

const LIST = '/api/courses/list';
const withoutId = (answer: Answer) => answer.body.replace(/"correlationId":"[^"]*"/, '');
const headersWithout = (answer: Answer, ...names: string[]) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !names.includes(name)));

describe('visitor replay (decision 032)', () => {
  it("sends a visitor the answer Fastify sent the last visitor, headers and all, with the request's own correlation id", async () => {
    const { get, replay } = await listeningApp();
    const first = await get(LIST);
    expect(first.status).toBe(200);
    expect(replay.hits).toBe(0);
    const second = await get(LIST, { [CORRELATION_HEADER]: 'caller-chosen-id-42' });
    expect(replay.hits).toBe(1);
    expect(second.status).toBe(200);
    expect(withoutId(second)).toBe(withoutId(first));
    expect(headersWithout(second, 'date', 'content-length', CORRELATION_HEADER)).toEqual(
      headersWithout(first, 'date', 'content-length', CORRELATION_HEADER),
    );
    expect(second.headers[CORRELATION_HEADER]).toBe('caller-chosen-id-42');
    expect(JSON.parse(second.body).correlationId).toBe('caller-chosen-id-42');
    const third = await get(LIST);
    expect(replay.hits).toBe(2);
    expect(JSON.parse(third.body).correlationId).toBe(third.headers[CORRELATION_HEADER]);
    expect(third.headers[CORRELATION_HEADER]).not.toBe(first.headers[CORRELATION_HEADER]);
    expect(third.headers['content-length']).toBe(String(Buffer.byteLength(third.body, 'latin1')));
    expect(third.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(third.headers.etag).toBe(first.headers.etag);
  });

  it("never answers a bearer's request, and keeps each portal's answer to that portal", async () => {
    const { get, replay, testApp } = await listeningApp();
    const learner = await signedInLearner(testApp, 'kube', 'replay-learner@example.com', { isPro: true });
    await get(LIST);
    const personal = await get(LIST, { authorization: `Bearer ${learner.token}` });
    expect(personal.status).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(replay.hits).toBe(0);

    const kube = await get(LIST);
    const spring = await get(LIST, { tenantid: 'spring' });
    const springByHost = await get(LIST, { host: 'spring.localhost' });
    const springAgain = await get(LIST, { tenantid: 'spring' });
    expect(replay.hits).toBe(2);
    const titles = (answer: Answer) => (JSON.parse(answer.body).data.courses as { title: string }[]).map((course) => course.title);
    expect(titles(spring)).not.toEqual(titles(kube));
    expect(titles(springByHost)).toEqual(titles(spring));
    expect(titles(springAgain)).toEqual(titles(spring));
  });

  it('ends with the content version, also when another replica imported: the next read after the check is the new content', async () => {
    // The clock stands still unless moved, so the time-to-live runs out when the test says, however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { get, replay, database } = await listeningApp({ CONTENT_CACHE_TTL_MS: '1000' });
      const before = JSON.parse((await get(LIST)).body).data.courses as { slug: string; title: string }[];
      await get(LIST);
      await get('/api/paths/list');
      expect(replay.hits).toBe(1);
      expect(replay.size).toBe(2);
      // What an import elsewhere leaves behind: changed rows and a higher content version.
      await database.db
        .update(courses)
        .set({ title: 'Kubernetes, renamed by an import' })
        .where(and(eq(courses.tenantId, 'kube'), eq(courses.slug, before[0].slug)));
      await database.db
        .update(contentVersions)
        .set({ version: sql`${contentVersions.version} + 1` })
        .where(eq(contentVersions.tenantId, 'kube'));
      expect(JSON.parse((await get(LIST)).body).data.courses).toEqual(before);
      expect(replay.hits).toBe(2);
      vi.setSystemTime(Date.now() + 1_001);
      const after = JSON.parse((await get(LIST)).body).data.courses as { slug: string; title: string }[];
      expect(after.find((course) => course.slug === before[0].slug)?.title).toBe('Kubernetes, renamed by an import');
      expect(replay.hits).toBe(2);
      const again = JSON.parse((await get(LIST)).body).data.courses as { slug: string; title: string }[];
      expect(again).toEqual(after);
      expect(replay.hits).toBe(3);
      // The paths list of the old content is dropped with it, not kept until someone asks.
      expect(replay.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  for (const encoding of ['br', 'gzip'] as const) {
    it(`replays a ${encoding} answer as a whole ${encoding} stream, its own correlation id stored at the end`, async () => {
      const { get, replay } = await listeningApp();
      const plain = await get(LIST);
      const first = await get(LIST, { 'accept-encoding': `${encoding}` });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(replay.hits).toBe(0);
      const second = await get(LIST, { 'accept-encoding': `${encoding}` });
      expect(replay.hits).toBe(1);
      expect(second.headers['content-encoding']).toBe(encoding);
      expect(headersWithout(second, 'date', 'content-length', CORRELATION_HEADER)).toEqual(
        headersWithout(first, 'date', 'content-length', CORRELATION_HEADER),
      );
      const raw = Buffer.from(second.body, 'latin1');
      expect(second.headers['content-length']).toBe(String(raw.length));
      const text = (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString('latin1');
      expect(JSON.parse(text).correlationId).toBe(second.headers[CORRELATION_HEADER]);
      expect(text.replace(/"correlationId":"[^"]*"/, '')).toBe(withoutId(plain));
      expect(raw.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);
    });
  }

  it('answers a conditional request whose ETag matches with the 304 Fastify sends, and a stale one with the whole answer', async () => {
    const { get, replay } = await listeningApp();
    const first = await get(LIST, { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag!;
    // No entry under this address yet: Fastify's own 304, to compare with.
    const fromFastify = await get(`${LIST}?tenantId=kube`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(fromFastify.status).toBe(304);
    expect(replay.hits).toBe(0);
    const replayed = await get(LIST, { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` });
    expect(replay.hits).toBe(1);
    expect(replayed.status).toBe(304);
    expect(replayed.body).toBe('');
    expect(headersWithout(replayed, 'date', CORRELATION_HEADER)).toEqual(headersWithout(fromFastify, 'date', CORRELATION_HEADER));
    const stale = await get(LIST, { 'accept-encoding': 'gzip', 'if-none-match': 'W/"an-older-answer"' });
    expect(replay.hits).toBe(2);
    expect(stale.status).toBe(200);
    expect(JSON.parse(gunzipSync(Buffer.from(stale.body, 'latin1')).toString()).success).toBe(true);
  });

  it('does not send an answer made for a trusted proxy over https (with HSTS) to a plain request, or the reverse', async () => {
    const { get, replay } = await listeningApp({ TRUST_PROXY: 'loopback' });
    const overHttps = { 'x-forwarded-proto': 'https' };
    expect((await get(LIST, overHttps)).headers['strict-transport-security']).toBeDefined();
    expect((await get(LIST)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(LIST, overHttps)).headers['strict-transport-security']).toBeDefined();
    expect((await get(LIST)).headers['strict-transport-security']).toBeUndefined();
    expect(replay.hits).toBe(2);
  });

  it('ignores forwarded headers from a peer it does not trust, as Fastify does', async () => {
    const { get, replay } = await listeningApp({ TRUST_PROXY: 'false' });
    await get(LIST);
    const spoofed = await get(LIST, { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(replay.hits).toBe(1);
  });

  it('counts and logs a replayed answer as Fastify would', async () => {
    const { get, replay, metrics, logLines } = await listeningApp({ LOG_LEVEL: 'info' });
    await get(LIST);
    await get('/api/courses/list?tenantId=kube');
    const replayed = await get('/api/courses/list?tenantId=kube');
    expect(replay.hits).toBe(1);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/list",status_code="200"\} 3/);
    expect(text).toMatch(/http_replayed_answers_total\{route="\/api\/courses\/list"\} 1/);
    const id = replayed.headers[CORRELATION_HEADER];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logLines.filter((line) => line.correlationId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0].req).toMatchObject({ method: 'GET', url: '/api/courses/list?tenantId=kube', remoteAddress: '127.0.0.1' });
    expect(lines[1].res).toEqual({ statusCode: 200 });
  });

  it("takes a request at once but writes its answer at the end of the event loop's round (decision 033)", async () => {
    const { app, get, replay } = await listeningApp();
    await get(LIST);
    const writtenWhenTaken: boolean[] = [];
    // Runs right after the replay's own request listener, in the same turn.
    app.server.on('request', (_request, response: ServerResponse) => writtenWhenTaken.push(response.headersSent));
    const answer = await get(LIST);
    expect(replay.hits).toBe(1);
    expect(writtenWhenTaken).toEqual([false]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).correlationId).toBe(answer.headers[CORRELATION_HEADER]);
  });

  it('hands a request whose replayed answer fails before a byte is written to Fastify, which answers it', async () => {
    const { get, replay } = await listeningApp();
    const first = await get(LIST);
    const writeHead = vi.spyOn(ServerResponse.prototype, 'writeHead').mockImplementationOnce(() => {
      throw new Error('the replay could not write its headers');
    });
    const answered = await get(LIST);
    expect(writeHead).toHaveBeenCalledTimes(2);
    expect(replay.hits).toBe(0);
    expect(answered.status).toBe(200);
    expect(withoutId(answered)).toBe(withoutId(first));
    writeHead.mockRestore();
    await get(LIST);
    expect(replay.hits).toBe(1);
  });

  it('stops when the app closes, so a closing process answers through Fastify (503)', async () => {
    const { app, get, replay } = await listeningApp();
    await get(LIST);
    await get(LIST);
    expect(replay.hits).toBe(1);
    expect(replay.size).toBe(1);
    await app.close();
    expect(replay.size).toBe(0);
  });
});

describe('kept pages in the visitor replay (decision 073)', () => {
  // The page cache's clock stands still unless moved, so its check falls due when the test says.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => void vi.useRealTimers());
  const pagesApp = async () => listeningApp({ WEB_DIST_DIR: await builtWeb(), PAGE_CACHE_CHECK_MS: '1000' });

  it(
    'sends a kept page again only while the page cache holds it checked, and says it was kept',
    { timeout: BUILD_TIMEOUT_MS },
    async () => {
      const { get, replay } = await pagesApp();
      const drawn = await get('/courses', { 'accept-encoding': 'br' });
      expect([drawn.status, drawn.headers['x-page-cache'], replay.hits]).toEqual([200, 'MISS', 0]);
      const replayed = await get('/courses', { 'accept-encoding': 'br', [CORRELATION_HEADER]: 'page-visitor-0001' });
      expect([replayed.status, replayed.headers['x-page-cache'], replay.hits]).toEqual([200, 'HIT', 1]);
      expect(replayed.body).toBe(drawn.body);
      expect(replayed.headers[CORRELATION_HEADER]).toBe('page-visitor-0001');
      expect(headersWithout(replayed, 'date', CORRELATION_HEADER, 'x-page-cache')).toEqual(
        headersWithout(drawn, 'date', CORRELATION_HEADER, 'x-page-cache'),
      );

      // A browser that has the page gets the web app's 304: the page's headers but its encoding, no body (decision 077).
      const conditional = await get('/courses', { 'accept-encoding': 'br', 'if-none-match': String(drawn.headers.etag) });
      expect([conditional.status, conditional.body, replay.hits]).toEqual([304, '', 2]);
      expect(headersWithout(conditional, 'date', CORRELATION_HEADER)).toEqual(
        headersWithout(replayed, 'date', CORRELATION_HEADER, 'content-encoding', 'content-length'),
      );
      const outdated = await get('/courses', { 'accept-encoding': 'br', 'if-none-match': 'W/"an-older-page"' });
      expect([outdated.status, outdated.body, replay.hits]).toEqual([200, drawn.body, 3]);
      const plain = await get('/courses');
      expect([plain.headers['content-encoding'], replay.hits]).toEqual([undefined, 3]);

      // Due a check, the page goes through the page cache's; once it has passed, returning browsers alone are answered here again.
      vi.advanceTimersByTime(1_001);
      const checked = await get('/courses', { 'accept-encoding': 'br', 'if-none-match': String(drawn.headers.etag) });
      expect([checked.status, checked.headers['x-page-cache'], replay.hits]).toEqual([304, 'HIT', 3]);
      await get('/courses', { 'accept-encoding': 'br', 'if-none-match': String(drawn.headers.etag) });
      expect(replay.hits).toBe(4);
      await get('/courses', { 'accept-encoding': 'br' });
      expect(replay.hits).toBe(5);
    },
  );

  it(
    "sends a kept not-found page's 404 again while the address's verdict holds, in entries a scanner cannot push a page out of (decision 077)",
    { timeout: BUILD_TIMEOUT_MS },
    async () => {
      const { get, replay } = await pagesApp();
      const br = { 'accept-encoding': 'br' };
      const drawn = await get('/courses/no-such-course', br);
      expect([drawn.status, drawn.headers['x-page-cache'], replay.hits]).toEqual([404, 'MISS', 0]);
      // A not-found page has no ETag: whatever a browser holds, it gets the 404 again, as from the web app.
      const replayed = await get('/courses/no-such-course', { ...br, [CORRELATION_HEADER]: 'not-found-0001', 'if-none-match': '*' });
      expect([replayed.status, replayed.headers['x-page-cache'], replay.hits]).toEqual([404, 'HIT', 1]);
      expect(replayed.body).toBe(drawn.body);
      expect(replayed.headers[CORRELATION_HEADER]).toBe('not-found-0001');
      expect(headersWithout(replayed, 'date', CORRELATION_HEADER, 'x-page-cache')).toEqual(
        headersWithout(drawn, 'date', CORRELATION_HEADER, 'x-page-cache'),
      );

      // The not-found page is checked again for another address; this address's verdict is not, so it is not sent again.
      vi.advanceTimersByTime(1_001);
      expect((await get('/courses/another-missing-course', br)).status).toBe(404);
      const rechecked = await get('/courses/no-such-course', br);
      expect([rechecked.status, replay.hits]).toEqual([404, 1]);
      await get('/courses/no-such-course', br);
      expect(replay.hits).toBe(2);

      // A scanner's addresses (none a route knows) fill their own entries, never the kept page's.
      await get('/courses', br);
      const before = replay.size;
      for (let index = 0; index < 600; index += 1) await get(`/scanned-${index}`, br);
      expect(replay.size).toBeLessThanOrEqual(before + 500);
      const hits = replay.hits;
      expect((await get('/courses', br)).status).toBe(200);
      expect(replay.hits).toBe(hits + 1);
    },
  );
});
