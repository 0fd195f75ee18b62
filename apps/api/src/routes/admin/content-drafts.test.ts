import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetails, CourseList, GuideList, PathList, SearchResults } from '@academy/shared';
import { adminToken } from '../../test/admin-token';
import { BUILD_TIMEOUT_MS, builtWeb } from '../../test/built-web';
import { callerFor } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRACTICE } from '../../test/practice';

/**
 * Decision 062 through the real app and web build: `draft: true` imports an item only the portal's
 * admins and authors see, in the API, search, the sitemap and the rendered pages; visitors and
 * learners get 404 for its address; an admin previewing as another audience gets that audience's answers.
 */
type Files = { path: string; text: string }[];

const course = (title: string, extra = '') =>
  `---\ntitle: ${title}\nsummary: ${title}.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n${extra}---\nAbout ${title}.`;
const lesson = (title: string, extra = '') =>
  `---\ntitle: ${title}\nsummary: ${title}.\nduration: 1m\nobjectives: [Say what ${title} is]\n${extra}---\nAbout ${title}.${PRACTICE}`;
const guide = (title: string, extra = '') =>
  `---\ntitle: ${title}\nsummary: ${title}.\nlevel: Beginner\ntopics: [Workloads]\nduration: 1m\n${extra}---\nSteps.`;
const path = (title: string, courses: string, extra = '') =>
  `---\ntitle: ${title}\nsummary: ${title}.\nlevel: Beginner\ntopics: [Workloads]\ncourses: [${courses}]\n${extra}---\nGo.`;

const bundle: Files = [
  { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
  { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  { path: 'kube/courses/pods/course.md', text: course('Pods') },
  { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/pods/01-basics/01-intro.md', text: lesson('Intro') },
  { path: 'kube/courses/pods/01-basics/02-quokka.md', text: lesson('Quokka probes', 'draft: true\n') },
  { path: 'kube/courses/zeppelin/course.md', text: course('Zeppelin orchestration', 'draft: true\n') },
  { path: 'kube/courses/zeppelin/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/zeppelin/01-basics/01-lift.md', text: lesson('Lift') },
  { path: 'kube/guides/debug.md', text: guide('Debug') },
  { path: 'kube/guides/narwhal.md', text: guide('Narwhal tracing', 'draft: true\n') },
  { path: 'kube/paths/start.md', text: path('Start', 'pods, zeppelin') },
  { path: 'kube/paths/walrus.md', text: path('Walrus path', 'pods', 'draft: true\n') },
];

let t: TestApp;
type Call = (url: string, headers?: Record<string, string>) => Promise<{ status: number; body: { data: unknown } }>;
let visitor: Call;
let learner: Call;
let admin: Call;
let author: Call;
let authorToken: string;
const host = 'kube.localhost:3000';

const caller =
  (token?: string): Call =>
  async (url, headers = {}) => {
    const response = await t.app.inject({
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: response.statusCode, body: response.json() };
  };

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await builtWeb(), PAGE_CACHE_CHECK_MS: '0' });
  const writer = callerFor(t, 'kube', (await adminToken(t, 'kube', 'Content pipeline', ['content:write'])).token);
  expect((await writer('POST', '/api/admin/content', { payload: { files: bundle } })).status).toBe(200);
  visitor = caller();
  learner = caller((await signedInLearner(t, 'kube', 'drafts-learner@example.com', { isPro: true })).token);
  const adminUser = await signedInLearner(t, 'kube', 'drafts-admin@example.com', { isAdmin: true });
  admin = caller(adminUser.token);
  const authorUser = await signedInLearner(t, 'kube', 'drafts-author@example.com');
  authorToken = authorUser.token;
  author = caller(authorToken);
  const details = (await author('/api/user/getUserDetails')).body.data as { userId: string; isAuthor: boolean };
  expect(details.isAuthor).toBe(false);
  const granted = await admin(`/api/admin/toggle-access/${details.userId}?author=true`);
  expect(granted.status).toBe(200);
  expect(granted.body.data).toMatchObject({ message: 'Author access granted to drafts-author@example.com', user: { isAuthor: true } });
}, BUILD_TIMEOUT_MS);
afterAll(() => t?.close());

const data = async <T>(call: Call, url: string, headers?: Record<string, string>) => {
  const response = await call(url, headers);
  expect(response.status, url).toBe(200);
  return response.body.data as T;
};
const courseSlugs = async (call: Call, headers?: Record<string, string>) =>
  (await data<CourseList>(call, '/api/courses/list', headers)).courses.map((item) => item.slug);
const searchTitles = async (call: Call, q: string, headers?: Record<string, string>) =>
  (await data<SearchResults>(call, `/api/search?q=${q}`, headers)).results.map((hit) => hit.title.map((part) => part.text).join(''));
const page = (url: string) => t.app.inject({ url, headers: { host } });

describe('a draft for visitors and learners', () => {
  for (const [who, call] of [
    ['a visitor', () => visitor],
    ['a learner', () => learner],
  ] as const) {
    it(`is not in ${who}'s lists, counts, paths or search, and its addresses answer 404`, async () => {
      expect(await courseSlugs(call())).toEqual(['pods']);
      const pods = await data<CourseDetails>(call(), '/api/courses/details?slug=pods');
      expect(pods.modules[0].lessons.map((item) => item.slug)).toEqual(['intro']);
      expect(pods.course.lessonsCount).toBe(1);
      expect(pods.course.release).toBeUndefined();
      expect((await call()('/api/courses/details?slug=zeppelin')).status).toBe(404);
      expect((await call()('/api/lessons/zeppelin/lift')).status).toBe(404);
      expect((await call()('/api/lessons/pods/quokka')).status).toBe(404);
      expect((await data<GuideList>(call(), '/api/guides/list')).guides.map((item) => item.slug)).toEqual(['debug']);
      expect((await call()('/api/guides/getGuide?slug=narwhal')).status).toBe(404);
      const paths = await data<PathList>(call(), '/api/paths/list');
      expect(paths.paths.map((item) => [item.slug, item.courses.map((entry) => entry.slug)])).toEqual([['start', ['pods']]]);
      expect((await call()('/api/paths/details?slug=walrus')).status).toBe(404);
      for (const word of ['zeppelin', 'quokka', 'narwhal', 'walrus']) expect(await searchTitles(call(), word), word).toEqual([]);
      expect(await searchTitles(call(), 'pods')).toEqual(['Pods']);
    });
  }

  it('is not in the sitemap, and its pages are 404 while the others render without it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.payload).toContain('/courses/pods</loc>');
    for (const hidden of ['/courses/zeppelin', '/courses/pods/lessons/quokka', '/guides/narwhal', '/paths/walrus'])
      expect(sitemap.payload).not.toContain(hidden);
    for (const hidden of ['/courses/zeppelin', '/courses/pods/lessons/quokka', '/guides/narwhal', '/paths/walrus'])
      expect((await page(hidden)).statusCode, hidden).toBe(404);
    for (const shown of ['/courses', '/guides', '/paths', '/courses/pods']) {
      const response = await page(shown);
      expect(response.statusCode, shown).toBe(200);
      for (const title of ['Zeppelin', 'Quokka', 'Narwhal', 'Walrus']) expect(response.payload, `${shown} ${title}`).not.toContain(title);
    }
  });
});

describe('a draft for the portal admins and authors', () => {
  for (const [who, call] of [
    ['an admin', () => admin],
    ['an author', () => author],
  ] as const) {
    it(`is in ${who}'s lists, details, paths and search, marked as a draft`, async () => {
      expect(await courseSlugs(call())).toEqual(['pods', 'zeppelin']);
      const zeppelin = await data<CourseDetails>(call(), '/api/courses/details?slug=zeppelin');
      expect(zeppelin.course.release).toEqual({ draft: true, publishAt: null });
      const pods = await data<CourseDetails>(call(), '/api/courses/details?slug=pods');
      expect(pods.course.lessonsCount).toBe(2);
      expect(pods.modules[0].lessons.map((item) => [item.slug, item.release ?? null])).toEqual([
        ['intro', null],
        ['quokka', { draft: true, publishAt: null }],
      ]);
      expect((await call()('/api/lessons/pods/quokka')).status).toBe(200);
      expect((await call()('/api/lessons/zeppelin/lift')).status).toBe(200);
      const guides = await data<GuideList>(call(), '/api/guides/list');
      expect(guides.guides.map((item) => [item.slug, item.release?.draft ?? false])).toEqual([
        ['debug', false],
        ['narwhal', true],
      ]);
      const paths = await data<PathList>(call(), '/api/paths/list');
      expect(paths.paths.map((item) => [item.slug, item.release?.draft ?? false, item.courses.map((entry) => entry.slug)])).toEqual([
        ['start', false, ['pods', 'zeppelin']],
        ['walrus', true, ['pods']],
      ]);
      const hits = (await data<SearchResults>(call(), '/api/search?q=zeppelin')).results;
      expect(hits.map((hit) => [hit.href, hit.release])).toEqual([['/courses/zeppelin', { draft: true, publishAt: null }]]);
    });
  }

  it('reads as the audience an admin previews as, on the server', async () => {
    for (const audience of ['visitor', 'learner', 'pro']) {
      const preview = { 'x-preview-as': audience };
      expect(await courseSlugs(admin, preview), audience).toEqual(['pods']);
      expect((await admin('/api/courses/details?slug=zeppelin', preview)).status, audience).toBe(404);
      expect(await searchTitles(admin, 'zeppelin', preview), audience).toEqual([]);
    }
    // A visitor's gating, not the admin's: the pro-only and sign-in filters are a visitor's.
    const asVisitor = await data<CourseList>(admin, '/api/courses/list', { 'x-preview-as': 'visitor' });
    expect(asVisitor.categories.map((category) => category.categoryName)).toEqual(['topic', 'level']);
    // Anyone else's header changes nothing: a learner cannot preview into drafts, nor a visitor.
    expect(await courseSlugs(learner, { 'x-preview-as': 'pro' })).toEqual(['pods']);
    expect(await courseSlugs(visitor, { 'x-preview-as': 'learner' })).toEqual(['pods']);
  });

  it('gives an author no admin call: 403, as for a learner', async () => {
    const refused = await author('/api/admin/toggle-access/00000000-0000-4000-8000-000000000000?author=true');
    expect(refused.status).toBe(403);
    const users = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/search',
      payload: {},
      headers: { host, authorization: `Bearer ${authorToken}` },
    });
    expect(users.statusCode).toBe(403);
    expect((await author('/api/admin/audit')).status).toBe(403);
  });

  it('leaves the visitors answers and pages as they were after admins read the drafts', async () => {
    await courseSlugs(admin);
    expect(await courseSlugs(visitor)).toEqual(['pods']);
    expect((await page('/courses')).payload).not.toContain('Zeppelin');
  });
});
