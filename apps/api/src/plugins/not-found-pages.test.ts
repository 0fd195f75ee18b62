import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_HEADER } from '@academy/shared';
import { adminToken } from '../test/admin-token';
import { BUILD_TIMEOUT_MS, builtWeb } from '../test/built-web';
import { callerFor } from '../test/caller';
import { signedInLearner } from '../test/learner';
import { PRACTICE } from '../test/practice';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Decision 070 through the real app and the real web build: an address that names nothing is answered
 * from the portal's kept not-found page (404, the same bytes whatever the address), and remembering
 * which addresses name nothing stays within its own bound.
 */
let t: TestApp;
let small: TestApp;
let learnerToken: string;
beforeAll(async () => {
  const distDir = await builtWeb();
  [t, small] = await Promise.all([
    createTestApp({ WEB_DIST_DIR: distDir, PAGE_CACHE_CHECK_MS: '0' }),
    // 1 MB, so an eighth of it holds a few dozen long addresses.
    createTestApp({ WEB_DIST_DIR: distDir, PAGE_CACHE_CHECK_MS: '0', PAGE_CACHE_MB: '1' }),
  ]);
  learnerToken = (await signedInLearner(t, 'kube', 'not-found-learner@example.com')).token;
}, BUILD_TIMEOUT_MS);
afterAll(() => Promise.all([t?.close(), small?.close()]));

const page = (app: TestApp, tenant: string, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ url, headers: { host: `${tenant}.localhost:3000`, ...headers } });

/** The headers an answer carries but the ones that differ for every request or say where it came from. */
const sameForEveryone = ({ headers }: LightMyRequestResponse) => {
  const { date: _date, [CORRELATION_HEADER]: _id, 'x-page-cache': _cache, ...rest } = headers;
  return rest;
};

describe('the not-found page kept by the replica', () => {
  it('answers an unknown course again from the cache: 404, the same bytes and headers, sent no-cache without an ETag', async () => {
    const first = await page(t, 'kube', '/courses/no-such-course');
    expect(first.statusCode).toBe(404);
    expect(first.payload).toContain('Sorry, the page you are looking for');
    const second = await page(t, 'kube', '/courses/no-such-course');
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(sameForEveryone(second)).toEqual(sameForEveryone(first));
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.etag).toBeUndefined();
    expect(second.headers['content-security-policy']).toBeDefined();
  });

  it('is one page for every address that names nothing: unknown, malformed and routeless addresses get the same bytes', async () => {
    const kept = await page(t, 'spring', '/courses/never-written');
    for (const address of ['/courses/also-never-written', '/courses/NOT-A-SLUG', '/no/such/place', '/guides/nothing-here?utm=1']) {
      const answer = await page(t, 'spring', address);
      expect(answer.statusCode, address).toBe(404);
      expect(answer.payload, address).toBe(kept.payload);
    }
    // A not-found page of its own wording is its own page, kept as well.
    const certificate = await page(t, 'spring', '/certificates/not-a-real-id');
    expect(certificate.statusCode).toBe(404);
    expect(certificate.payload).toContain('Certificate not found');
    expect((await page(t, 'spring', '/certificates/still-not-real')).payload).toBe(certificate.payload);
  });

  it('keeps its brotli form: a second compressed answer is a HIT with the same bytes', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await page(t, 'tanzu', '/courses/no-such-course', accept);
    const second = await page(t, 'tanzu', '/courses/no-such-course', accept);
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe((await page(t, 'tanzu', '/courses/no-such-course')).payload);
  });

  it('is the same for a signed-in visitor and an anonymous one, since the page is drawn anonymously', async () => {
    const anonymous = await page(t, 'kube', '/courses/signed-in-or-not');
    const signedIn = await page(t, 'kube', '/courses/signed-in-or-not', { authorization: `Bearer ${learnerToken}` });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.headers['x-page-cache']).toBe('HIT');
    expect(signedIn.rawPayload.equals(anonymous.rawPayload)).toBe(true);
    expect(sameForEveryone(signedIn)).toEqual(sameForEveryone(anonymous));
    const afterwards = await page(t, 'kube', '/courses/signed-in-or-not');
    expect(afterwards.rawPayload.equals(anonymous.rawPayload)).toBe(true);
  });

  it('gives way at once to a course published under the slug: the next request answers 200 with the course', async () => {
    expect((await page(t, 'kube', '/courses/okapi')).statusCode).toBe(404);
    expect((await page(t, 'kube', '/courses/okapi')).headers['x-page-cache']).toBe('HIT');
    const writer = callerFor(t, 'kube', (await adminToken(t, 'kube', 'Content pipeline', ['content:write'])).token);
    const files = [
      { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
      { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      {
        path: 'kube/courses/okapi/course.md',
        text: '---\ntitle: Okapi herding\nsummary: Okapi herding.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nAbout okapis.',
      },
      { path: 'kube/courses/okapi/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
      {
        path: 'kube/courses/okapi/01-basics/01-intro.md',
        text: `---\ntitle: Intro\nsummary: Intro.\nduration: 1m\nobjectives: [Say what an okapi is]\n---\nAbout okapis.${PRACTICE}`,
      },
    ];
    expect((await writer('POST', '/api/admin/content', { payload: { files } })).status).toBe(200);
    const published = await page(t, 'kube', '/courses/okapi');
    expect(published.statusCode).toBe(200);
    expect(published.payload).toContain('Okapi herding');
  });
});

describe('remembering which addresses name nothing', () => {
  it('stays within its bound: a scanner of distinct addresses pushes out its own oldest ones, never a kept page', async () => {
    const kept = await page(small, 'kube', '/instructors');
    expect(kept.statusCode).toBe(200);
    // Long addresses fill the bound quickly: about 4 KB each against 128 KB.
    const address = (index: number) => `/scan/${index}/here?${'x'.repeat(2_000)}`;
    await page(small, 'kube', address(0));
    expect((await page(small, 'kube', address(0))).headers['x-page-cache']).toBe('HIT');
    for (let index = 1; index <= 100; index++) expect((await page(small, 'kube', address(index))).statusCode).toBe(404);
    expect((await page(small, 'kube', address(100))).headers['x-page-cache']).toBe('HIT');
    expect((await page(small, 'kube', address(0))).headers['x-page-cache']).toBe('MISS');
    expect((await page(small, 'kube', '/instructors')).headers['x-page-cache']).toBe('HIT');
  });
});
