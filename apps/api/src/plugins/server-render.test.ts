import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, certificates } from '../db/schema';
import { BUILD_TIMEOUT_MS, builtWeb } from '../test/built-web';
import { SERVER_BUNDLE_DIR } from './server-render';
import { insertIssuedCertificate } from '../test/issued-certificate';
import { createTestApp, type TestApp } from '../test/test-app';

/** Decision 019 through the real app and the real web build: what a visitor, a crawler and a link preview get. */
let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await builtWeb();
  // Kept pages are checked on every request, so a change shows at once (decision 057 waits up to a second).
  t = await createTestApp({ WEB_DIST_DIR: distDir, PAGE_CACHE_CHECK_MS: '0' });
}, BUILD_TIMEOUT_MS);
afterAll(() => t?.close());

const page = (tenant: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: `${tenant}.localhost:3000`, ...headers } });

async function firstCourse(tenant: string) {
  const answer = await t.app.inject({ url: '/api/courses/list', headers: { tenantid: tenant } });
  return (answer.json() as { data: { courses: { slug: string; title: string; summary: string; tenantId: string }[] } }).data.courses.find(
    (course) => course.tenantId === tenant,
  )!;
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const serverState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)![1]) as {
    path: string;
    config: { tenantId: string };
    queries: { queries: { queryKey: unknown[] }[] };
  };

describe('a course page rendered on the server', () => {
  it('carries the course in its HTML, its head (title by the spec rule, description, canonical, Open Graph, X card) and valid JSON-LD', async () => {
    const course = await firstCourse('kube');
    const answer = await page('kube', `/courses/${course.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const html = answer.payload;
    expect(html).toContain(`<title>${course.title} - Kube Academy</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${course.title}</h1>`));
    expect(meta(html, 'description')).toBe(course.summary);
    expect(html).toContain(`<link rel="canonical" href="http://kube.localhost:3000/courses/${course.slug}" />`);
    expect(meta(html, 'og:title')).toBe(`${course.title} - Kube Academy`);
    expect(meta(html, 'og:description')).toBe(course.summary);
    expect(meta(html, 'og:image')).toBe('http://kube.localhost:3000/share-image.png');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'theme-color')).toBe('#1d4ed8');
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    expect(html).toContain('<html lang="en" data-tenant="kube">');

    const documents = jsonLd(html);
    expect(documents.map((document) => document['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Course']);
    expect(documents[2]).toMatchObject({
      '@context': 'https://schema.org',
      name: course.title,
      description: course.summary,
      provider: { name: 'Kube Academy' },
    });
    expect(documents[1]).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, name: 'Courses' }, { position: 3, name: course.title }],
    });
  });

  it('embeds the data once, for hydration, with the runtime configuration, and runs no inline script', async () => {
    const course = await firstCourse('spring');
    const html = (await page('spring', `/courses/${course.slug}`)).payload;
    const state = serverState(html);
    expect(state.path).toBe(`/courses/${course.slug}`);
    expect(state.config.tenantId).toBe('spring');
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['courses', 'details', course.slug]);
    // The policy allows no inline script: every script element is external or data.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.every((attributes) => /type="application\/(ld\+)?json"|src="/.test(attributes))).toBe(true);
    expect(html.match(/id="server-state"/g)).toHaveLength(1);
    // The rules the page uses travel inside it, so the first paint waits for no other file (decision 075):
    // the whole stylesheet is linked for print only, which holds no paint.
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/ media="print" data-whole-stylesheet>$/);
    const inline = /<style>([^<]*)<\/style>/.exec(html)![1];
    expect(inline).toMatch(/\.text-brand\{/);
    expect(inline.length).toBeLessThan(readFileSync(join(distDir, /href="\/(assets\/[^"]+\.css)"/.exec(links[0])![1]), 'utf8').length / 2);
  });

  it('carries the whole stylesheet inline, and no link, with PAGE_INLINE_STYLES=all', async () => {
    const whole = await createTestApp({ WEB_DIST_DIR: distDir, PAGE_INLINE_STYLES: 'all' });
    try {
      const html = (await whole.app.inject({ url: '/', headers: { host: 'kube.localhost:3000' } })).payload;
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      const css = readFileSync(
        join(
          distDir,
          'assets',
          readdirSync(join(distDir, 'assets')).find((file) => file.endsWith('.css'))!,
        ),
        'utf8',
      );
      expect(html).toContain(`<style>${css}</style>`);
    } finally {
      await whole.close();
    }
  });

  it('travels brotli-compressed when the client accepts it, and a shared cache may keep it for a minute (decision 057)', async () => {
    const course = await firstCourse('tanzu');
    const answer = await page('tanzu', `/courses/${course.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain(`<title>${course.title} - Tanzu Academy</title>`);
  });
});

describe('the other public routes', () => {
  it.each([
    ['spring', '/', 'Spring Academy - Learn Spring from the engineers who ship with it'],
    ['kube', '/courses', 'Courses - Kube Academy'],
    ['spring', '/guides', 'Guides - Spring Academy'],
    ['tanzu', '/paths', 'Learning Paths - Tanzu Academy'],
    ['kube', '/instructors', 'Instructors - Kube Academy'],
  ])('%s %s is rendered with its title', async (tenant, path, title) => {
    const answer = await page(tenant, path);
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toContain(`<title>${title}</title>`);
    expect(answer.payload).toContain('<main id="main-content"');
    expect(serverState(answer.payload).path).toBe(path);
  });

  it('a missing course answers 404 with the not-found page, state at /not-found', async () => {
    const answer = await page('kube', '/courses/no-such-course');
    expect(answer.statusCode).toBe(404);
    expect(answer.payload).toContain('<title>Page not found - Kube Academy</title>');
    expect(serverState(answer.payload).path).toBe('/not-found');
  });

  it.each([
    ['a malformed course slug', '/courses/NOT-A-SLUG'],
    ['a malformed lesson slug', '/courses/kubernetes-fundamentals/lessons/Not%20A%20Lesson'],
  ])('%s answers 404 with the not-found page, not a soft error page', async (_, path) => {
    const answer = await page('kube', path);
    expect(answer.statusCode).toBe(404);
    expect(answer.payload).toContain('<title>Page not found - Kube Academy</title>');
    expect(serverState(answer.payload).path).toBe('/not-found');
  });

  it.each([
    ['a malformed certificate id', '/certificates/not-a-real-id'],
    ['an unknown certificate id', '/certificates/UnknownCertificate_012'],
    ['the certificate not-found page itself', '/certificates/not-found'],
  ])('%s answers 404 with a not-found page that says it is a certificate', async (_, path) => {
    const answer = await page('kube', path);
    expect(answer.statusCode).toBe(404);
    expect(answer.payload).toContain('<title>Certificate not found - Kube Academy</title>');
    expect(answer.payload).toContain('>Certificate not found</h1>');
    expect(serverState(answer.payload).path).toBe('/certificates/not-found');
  });

  it('renders a lesson with its objectives, course outline and captions, and a Log In link that carries the page to come back to', async () => {
    const path = '/courses/kubernetes-fundamentals/lessons/how-kubernetes-works';
    const answer = await page('kube', path);
    expect(answer.statusCode).toBe(200);
    // A click before hydration follows the plain link: the return address must be in it (decision 026).
    expect(answer.payload).toContain(`href="/auth?returnTo=${encodeURIComponent(path)}"`);
    expect(answer.payload).toContain('<nav aria-label="Course outline"');
    expect(answer.payload).toMatch(
      /<a [^>]*aria-current="page"[^>]*aria-label="How Kubernetes works"|<a [^>]*aria-label="How Kubernetes works"[^>]*aria-current="page"/,
    );
    expect(answer.payload).toContain('src="/api/content-assets/kube/videos/how-kubernetes-works.en.vtt"');
    // The objectives open the lesson in the HTML itself, before any script runs.
    const lesson = await t.app.inject({ url: '/api/lessons/kubernetes-fundamentals/how-kubernetes-works', headers: { tenantid: 'kube' } });
    const { objectives } = (lesson.json() as { data: { lesson: { objectives: string[] } } }).data.lesson;
    expect(objectives.length).toBeGreaterThanOrEqual(2);
    expect(answer.payload).toContain('<h2 id="lesson-objectives" class="font-bold text-gray-900">What you will be able to do</h2>');
    for (const objective of objectives) expect(answer.payload).toContain(`<li>${objective}</li>`);
    expect(serverState(answer.payload).queries.queries.map((query) => query.queryKey)).toContainEqual([
      'lessons',
      'course',
      'kubernetes-fundamentals',
    ]);
  });

  it('the signed-in and administrative screens stay the app shell, drawn by the browser', async () => {
    const answer = await page('kube', '/account');
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toContain('<div id="root"></div>');
    expect(answer.payload).not.toContain('server-state');
  });

  it('never serves the server bundle as a file', async () => {
    expect((await page('kube', '/ssr/entry-server.js')).statusCode).toBe(404);
  });

  it("draws with React's production build whatever NODE_ENV the API runs with (npm start sets none)", () => {
    const bundle = readFileSync(join(distDir, SERVER_BUNDLE_DIR, 'entry-server.js'), 'utf8');
    expect(bundle).toContain('react-dom-server.node.production.js');
    expect(bundle).not.toContain('react-dom-server.node.development.js');
    expect(bundle).not.toContain('react-jsx-runtime.development.js');
  });
});

describe('a certificate page rendered on the server (decision 025)', () => {
  const CERTIFICATE_ID = 'RenderedCertificate_01';
  beforeAll(async () => {
    await insertIssuedCertificate(t.database.db, {
      id: CERTIFICATE_ID,
      subject: 'certificate-render',
      login: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('shows the learner, the course and the date to anyone, with the portal head and kept out of search engines', async () => {
    const answer = await page('kube', `/certificates/${CERTIFICATE_ID}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.payload;
    expect(html).toContain('<title>Certificate: Kubernetes Fundamentals - Kube Academy</title>');
    expect(meta(html, 'description')).toBe('Ada Lovelace completed the course Kubernetes Fundamentals at Kube Academy on 3 May 2026.');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(meta(html, 'og:image')).toBe('http://kube.localhost:3000/share-image.png');
    expect(html).toContain(`<link rel="canonical" href="http://kube.localhost:3000/certificates/${CERTIFICATE_ID}" />`);
    expect(html).toMatch(/data-testid="certificate-learner"[^>]*>Ada Lovelace</);
    expect(serverState(html).queries.queries.map((query) => query.queryKey)).toContainEqual(['certificate', CERTIFICATE_ID]);
  });

  it('is the not-found page on another portal and once the learner hides it', async () => {
    expect((await page('spring', `/certificates/${CERTIFICATE_ID}`)).statusCode).toBe(404);
    await t.database.db.update(certificates).set({ hidden: true }).where(eq(certificates.id, CERTIFICATE_ID));
    const hidden = await page('kube', `/certificates/${CERTIFICATE_ID}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.payload).toContain('>Certificate not found</h1>');
    expect(serverState(hidden.payload).path).toBe('/certificates/not-found');
  });
});

describe("the portal's alerts, drawn with the page (decision 076)", () => {
  it('are in the HTML and its data, only on their portal, and a kept page is drawn again when one is added or removed', async () => {
    const before = await page('tanzu', '/guides');
    expect(before.payload).not.toContain('data-testid="alert"');
    const [alert] = await t.database.db
      .insert(alerts)
      .values({ tenantId: 'tanzu', message: 'Planned maintenance tonight', level: 'warning', actionUrl: 'https://example.com/status' })
      .returning();
    const during = await page('tanzu', '/guides');
    expect(during.headers['x-page-cache']).toBe('MISS');
    expect(during.payload).toMatch(/data-testid="alert"[^]*Planned maintenance tonight/);
    expect(serverState(during.payload).queries.queries.map((query) => query.queryKey)).toContainEqual(['alerts']);
    expect((await page('kube', '/guides')).payload).not.toContain('Planned maintenance tonight');
    await t.database.db.delete(alerts).where(eq(alerts.id, alert.id));
    expect((await page('tanzu', '/guides')).payload).not.toContain('Planned maintenance tonight');
  });
});
