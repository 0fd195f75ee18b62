import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetails, CourseList, GuideList, SearchResults } from '@academy/shared';
import { adminToken } from '../../test/admin-token';
import { BUILD_TIMEOUT_MS, builtWeb } from '../../test/built-web';
import { callerFor } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRACTICE } from '../../test/practice';

/**
 * Decision 062 on two replicas of the API sharing one database: an item with `publishAt` is hidden
 * until that time and appears at it on both, in the API, search, the sitemap, the visitor replay and
 * the kept pages, without a re-import. The content version is checked once a minute here, so only
 * the schedule can show it.
 */
type Files = { path: string; text: string }[];

/** Time for the checks before the publish time on a busy machine (the test says so if they take longer). */
const SCHEDULE_LEAD_MS = 20_000;

const course = (title: string, extra = '') =>
  `---\ntitle: ${title}\nsummary: ${title}.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n${extra}---\nAbout ${title}.`;
const lesson = (title: string, extra = '') =>
  `---\ntitle: ${title}\nsummary: ${title}.\nduration: 1m\nobjectives: [Say what ${title} is]\n${extra}---\nAbout ${title}.${PRACTICE}`;

const bundle = (at: Date): Files => [
  { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
  { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  { path: 'kube/courses/pods/course.md', text: course('Pods') },
  { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/pods/01-basics/01-intro.md', text: lesson('Intro') },
  { path: 'kube/courses/pods/01-basics/02-ocelot.md', text: lesson('Ocelot probes', `publishAt: ${at.toISOString()}\n`) },
  { path: 'kube/courses/lantern/course.md', text: course('Lantern scheduling', `publishAt: "${at.toISOString()}"\n`) },
  { path: 'kube/courses/lantern/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/lantern/01-basics/01-lift.md', text: lesson('Lift') },
  {
    path: 'kube/guides/marmot.md',
    text: `---\ntitle: Marmot tracing\nsummary: Marmot.\nlevel: Beginner\ntopics: [Workloads]\nduration: 1m\npublishAt: ${at.toISOString()}\n---\nSteps.`,
  },
];

let a: TestApp;
let b: TestApp;
let adminOnB: string;
const host = 'kube.localhost:3000';

beforeAll(async () => {
  const settings = { WEB_DIST_DIR: await builtWeb(), CONTENT_CACHE_TTL_MS: '60000', PAGE_CACHE_CHECK_MS: '0' };
  a = await createTestApp(settings);
  b = await createTestApp(settings, a.database);
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

const get = async (replica: TestApp, url: string, token?: string) =>
  replica.app.inject({ url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const data = async <T>(replica: TestApp, url: string, token?: string) => {
  const response = await get(replica, url, token);
  expect(response.statusCode, url).toBe(200);
  return response.json().data as T;
};

/** What a visitor of the replica sees of the three scheduled items, through every channel. */
async function seen(replica: TestApp) {
  const list = await data<CourseList>(replica, '/api/courses/list');
  const pods = await data<CourseDetails>(replica, '/api/courses/details?slug=pods');
  const search = await data<SearchResults>(replica, '/api/search?q=lantern');
  const guides = await data<GuideList>(replica, '/api/guides/list');
  return {
    courses: list.courses.map((item) => item.slug),
    lessons: pods.modules[0].lessons.map((item) => item.slug),
    lessonsCount: pods.course.lessonsCount,
    guides: guides.guides.map((item) => item.slug),
    search: search.results.map((hit) => hit.href),
    lanternStatus: (await get(replica, '/api/courses/details?slug=lantern')).statusCode,
    sitemap: (await get(replica, '/sitemap.xml')).payload.includes('/courses/lantern</loc>'),
    page: (await get(replica, '/courses')).payload.includes('Lantern scheduling'),
  };
}

const before = {
  courses: ['pods'],
  lessons: ['intro'],
  lessonsCount: 1,
  guides: [],
  search: [],
  lanternStatus: 404,
  sitemap: false,
  page: false,
};
const after = {
  courses: ['lantern', 'pods'],
  lessons: ['intro', 'ocelot'],
  lessonsCount: 2,
  guides: ['marmot'],
  search: ['/courses/lantern'],
  lanternStatus: 200,
  sitemap: true,
  page: true,
};

describe('an item with publishAt on two replicas', () => {
  it('is hidden on both before its time, marked for admins, and appears on both at its time without a re-import', async () => {
    const writer = callerFor(a, 'kube', (await adminToken(a, 'kube', 'Content pipeline', ['content:write'])).token);
    adminOnB = (await signedInLearner(b, 'kube', 'schedule-admin@example.com', { isAdmin: true })).token;
    const soon = new Date(Math.ceil((Date.now() + SCHEDULE_LEAD_MS) / 1_000) * 1_000);
    expect((await writer('POST', '/api/admin/content', { payload: { files: bundle(soon) } })).status).toBe(200);

    expect(await seen(a)).toEqual(before);
    expect(await seen(b)).toEqual(before);
    // The visitor replay has kept b's list by now; it must end at the publish time too.
    expect((await get(b, '/api/courses/list')).payload).not.toContain('lantern');
    const forAdmin = await data<CourseDetails>(b, '/api/courses/details?slug=lantern', adminOnB);
    expect(forAdmin.course.release).toEqual({ draft: false, publishAt: soon.toISOString() });
    const adminSearch = await data<SearchResults>(b, '/api/search?q=lantern', adminOnB);
    expect(adminSearch.results.map((hit) => hit.release)).toEqual([{ draft: false, publishAt: soon.toISOString() }]);
    expect(Date.now(), 'the checks before the publish time took too long on this machine').toBeLessThan(soon.getTime());

    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 20));
    expect(await seen(b)).toEqual(after);
    expect(await seen(a)).toEqual(after);
    const published = await data<CourseDetails>(b, '/api/courses/details?slug=lantern', adminOnB);
    expect(published.course.release).toBeUndefined();
  }, 90_000);
});
