import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRELATION_HEADER,
  type CourseLessons,
  type CourseList,
  type GuideList,
  type InstructorList,
  type PathList,
} from '@academy/shared';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { newCertificateId } from '../services/certificates/certificate-id';
import { BUILD_TIMEOUT_MS, builtWeb } from '../test/built-web';
import { createSeededDatabaseForTwo } from '../test/database-template';
import { insertIssuedCertificate } from '../test/issued-certificate';
import { signedInLearner } from '../test/learner';

/**
 * Decision 067: the fast paths change how an answer is made, never what it is. Two instances of the
 * real server on one database, `FAST_PATHS` on and off, listening on ports (the visitor replay sits
 * in front of Fastify, where `inject` never goes), are asked every GET a visitor or a learner makes,
 * each twice (the second visitor's answer comes from the replay), without and with each encoding,
 * and again with the ETag they gave: same status, same headers but the connection's, same body once
 * decompressed. The addresses are asked side by side, so requests share event-loop rounds as under
 * load (the user batches of decision 030, the replay's writes at the round's end). The servers
 * render the public pages from the real web build, and the pages are compared the same way.
 */

interface Server {
  app: App;
  port: number;
  agent: Agent;
}

let database: DatabaseHandle;
let offDatabase: DatabaseHandle;
let on: Server;
let off: Server;
let bearer: string;
const paths = new Map<string, string[]>();
const pages: string[] = [];

async function listening(env: Record<string, string>, handle: DatabaseHandle): Promise<Server> {
  const app = await buildApp({ config: loadConfig({ ...process.env, NODE_ENV: 'test', ...env }), database: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, agent: new Agent({ keepAlive: true }) };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get({ port, agent }: Server, path: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    // One Host for both: the portal and every address an answer names come from it, not from the port.
    const sent = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { host: 'kube.localhost:3000', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject).end();
  });
}

/**
 * Headers of the connection and the message's framing (which the encoding's bytes decide), and the
 * one that says whether this replica had drawn the certificate PDF before.
 */
const LEFT_UNCOMPARED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-certificate-pdf-cache']);
/** Whether this replica had the page drawn already: the first answer's MISS, the others' HIT. */
const PAGE_CACHE_HEADER = 'x-page-cache';

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  // The account data download says when it was made and when its learner was last seen (kept to the
  // minute, so it moves when a slow run crosses one); a rendered page, when its data was read.
  return body
    .toString('latin1')
    .replace(/"(exportedAt|lastSeenAt)": "[^"]*"/g, '"$1": ""')
    .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}

/** Each server draws a page at its own moment, so a rendered page's ETag (its body's hash) is its own: whether it has one is compared. */
const isPage = (answer: Answer) => answer.headers[PAGE_CACHE_HEADER] !== undefined;

const comparable = (answer: Answer) => ({
  status: answer.status,
  headers: Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !LEFT_UNCOMPARED.has(name) && name !== PAGE_CACHE_HEADER)
      .map(([name, value]) => [name, name === 'etag' && isPage(answer) ? 'an ETag of its own' : value]),
  ),
  body: decoded(answer),
});

/** None, gzip, and br as a browser asks for it. */
const ENCODINGS = [undefined, 'gzip', 'gzip, deflate, br, zstd'];

/** Asks both servers twice and expects every answer to be the plain server's first. */
async function expectSameAnswers(path: string, headers: Record<string, string>) {
  const asked = { ...headers, [CORRELATION_HEADER]: 'equivalence-check-0001' };
  const plain = await get(off, path, asked);
  const others = [await get(off, path, asked), await get(on, path, asked), await get(on, path, asked)];
  for (const [index, answer] of others.entries())
    expect(comparable(answer), `${path} ${JSON.stringify(headers)}, answer ${index + 2}`).toEqual(comparable(plain));
  return plain;
}

async function expectSameEverywhere(path: string, who: Record<string, string>) {
  for (const encoding of ENCODINGS) {
    const answer = await expectSameAnswers(path, { ...who, ...(encoding ? { 'accept-encoding': encoding } : {}) });
    const etag = answer.headers.etag;
    if (etag) await expectSameAnswers(path, { ...who, 'if-none-match': etag, ...(encoding ? { 'accept-encoding': encoding } : {}) });
  }
}

/** A page as `expectSameEverywhere` asks it, but each server asked again with the ETag it gave. */
async function expectSamePage(path: string) {
  for (const encoding of ENCODINGS) {
    const asked = { [CORRELATION_HEADER]: 'equivalence-check-0002', ...(encoding ? { 'accept-encoding': encoding } : {}) };
    const plain = await expectSameAnswers(path, asked);
    const etag = plain.headers.etag;
    if (!etag) continue;
    const ownEtag = (await get(on, path, asked)).headers.etag!;
    const [offAgain, onAgain] = [
      await get(off, path, { ...asked, 'if-none-match': etag }),
      await get(on, path, { ...asked, 'if-none-match': ownEtag }),
    ];
    expect(comparable(onAgain), `${path} ${JSON.stringify(asked)} with its ETag`).toEqual(comparable(offAgain));
    expect(offAgain.status).toBe(304);
  }
}

/**
 * The GETs of the route registry a visitor or learner may call that are not asked, and why; the
 * others are asked at the addresses `paths` gives them. A new route fails the first test until it
 * is in one or the other.
 */
const LEFT_OUT: Record<string, string> = {
  '/api/health': "a liveness probe's answer, which carries the process's uptime",
  '/api/docs/static/*': "the API documentation page's other scripts and styles, files served as they are by @fastify/swagger-ui",
};

beforeAll(async () => {
  const [[first, second], web] = await Promise.all([createSeededDatabaseForTwo(), builtWeb()]);
  database = first;
  offDatabase = second;
  on = await listening({ WEB_DIST_DIR: web }, first);
  off = await listening({ FAST_PATHS: 'off', WEB_DIST_DIR: web }, second);
  const learner = await signedInLearner({ app: on.app, database: first, close: async () => {} }, 'kube', 'same-answers@example.com', {
    isPro: true,
  });
  bearer = learner.token;
  const data = async <T>(path: string) => (await learner.call('GET', path)).body.data as T;

  const { courses } = await data<CourseList>('/api/courses/list');
  const course = courses[0];
  const { courseId, lessons } = await data<CourseLessons>(`/api/lessons?slug=${course.slug}`);
  const readable = lessons.filter((item) => item.type === 'lesson');
  for (const lesson of readable.slice(0, 2)) {
    const done = await learner.call('POST', '/api/lessons/mark-complete', {
      lessonId: lesson.lessonId,
      courseId,
      isLastLesson: false,
      operationType: 'COMPLETE_LESSON',
    });
    expect(done.status).toBe(200);
  }
  await learner.call('POST', '/api/favorite', { id: course.courseId, likeableType: 'course', operationType: 'save' });
  const check = lessons.find((item) => item.type === 'knowledge-check');
  const helm = await data<CourseLessons>('/api/lessons?slug=packaging-applications-with-helm');
  const lab = helm.lessons.find((item) => item.type === 'lab')!;
  const labQuery = `url=${encodeURIComponent(`/courses/packaging-applications-with-helm/lessons/${lab.slug}`)}&lessonId=${lab.lessonId}`;
  const { guides } = await data<GuideList>('/api/guides/list');
  const { paths: pathList } = await data<PathList>('/api/paths/list');
  const { instructors } = await data<InstructorList>('/api/instructors/list');
  const certificateId = newCertificateId();
  await insertIssuedCertificate(first.db, {
    id: certificateId,
    subject: 'certified',
    login: 'certified@example.com',
    firstName: 'Tomás',
    lastName: 'Ñandú',
  });

  const lessonPaths = [readable[0], lessons.filter((item) => item.type === 'lesson').at(-1)!].map(
    (item) => `/api/lessons/${course.slug}/${item.slug}`,
  );
  const add = (route: string, ...addresses: string[]) => paths.set(route, addresses);
  add('/api/courses/list', '/api/courses/list', '/api/courses/list?progressFilterRequired=true', '/api/courses/list?tenantId=kube');
  add('/api/courses/details', `/api/courses/details?slug=${course.slug}`, '/api/courses/details?slug=no-such-course');
  add('/api/lessons', `/api/lessons?slug=${course.slug}`);
  add('/api/lessons/:courseSlug/:lessonSlug', ...lessonPaths);
  add('/api/guides/list', '/api/guides/list');
  add('/api/guides/getGuide', `/api/guides/getGuide?slug=${guides[0].slug}`);
  add('/api/paths/list', '/api/paths/list');
  add('/api/paths/details', `/api/paths/details?slug=${pathList[0].slug}`);
  add('/api/instructors/list', '/api/instructors/list');
  add('/api/instructors/profile', `/api/instructors/profile?slug=${instructors[0].slug}`);
  add('/api/pages/:idOrSlug', '/api/pages/about', '/api/pages/faq');
  add('/api/alerts', '/api/alerts');
  add('/api/config', '/api/config');
  add('/api/ready', '/api/ready');
  add('/api/search', '/api/search?q=kubernetes');
  add('/api/feedback/questions', '/api/feedback/questions');
  add('/api/content-assets/:tenant/*', '/api/content-assets/kube/diagrams/rolling-update.svg');
  add('/api/docs', '/api/docs');
  add('/api/docs/json', '/api/docs/json');
  add('/api/docs/yaml', '/api/docs/yaml');
  add('/api/docs/static/index.html', '/api/docs/static/index.html');
  add('/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-initializer.js');
  add('/api/certificates/:certificateId', `/api/certificates/${certificateId}`);
  add('/api/certificates/:certificateId/pdf', `/api/certificates/${certificateId}/pdf`);
  add('/api/lessons/knowledge-check', ...(check ? [`/api/lessons/knowledge-check?lessonId=${check.lessonId}`] : []));
  add('/api/lessons/lab', `/api/lessons/lab?${labQuery}`);
  add('/api/lessons/lab/project', `/api/lessons/lab/project?${labQuery}&variant=starter`);
  add('/api/favorite/userDashboard/favorites', '/api/favorite/userDashboard/favorites');
  add('/api/user/certificates', '/api/user/certificates');
  add('/api/user/getUserDetails', '/api/user/getUserDetails');
  add('/api/user/verifyUserAccess', '/api/user/verifyUserAccess');
  add('/api/user/data', '/api/user/data');
  add('/api/user/emails', '/api/user/emails');
  pages.push(
    '/',
    '/courses',
    `/courses/${course.slug}`,
    `/courses/${course.slug}/lessons/${readable[0].slug}`,
    '/guides',
    `/guides/${guides[0].slug}`,
    `/paths/${pathList[0].slug}`,
    '/courses?tenantId=kube',
    '/courses/no-such-course',
  );
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  off?.agent.destroy();
  on?.agent.destroy();
  await off?.app.close();
  await on?.app.close();
  await database?.close();
});

/** A fresh learner's writes on one server: a lesson started, completed, completed again, undone and completed, a favourite saved and removed. */
async function writeAnswers(server: Server, handle: DatabaseHandle, email: string) {
  const learner = await signedInLearner({ app: server.app, database: handle, close: async () => {} }, 'kube', email);
  const { courses } = (await learner.call('GET', '/api/courses/list')).body.data as CourseList;
  const course = courses.find((item) => item.entitlements.view.length === 0)!;
  const outline = (await learner.call('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons;
  const lesson = outline.lessons.find((item) => item.type === 'lesson')!;
  const body = { lessonId: lesson.lessonId, courseId: outline.courseId, isLastLesson: false, operationType: 'COMPLETE_LESSON' };
  const favourite = { id: course.courseId, likeableType: 'course' };
  const calls: [string, object][] = [
    ['/api/lessons/mark-started', body],
    ['/api/lessons/mark-complete', body],
    ['/api/lessons/mark-complete', body],
    ['/api/lessons/mark-incomplete', body],
    ['/api/lessons/mark-complete', body],
    ['/api/favorite', { ...favourite, operationType: 'save' }],
    ['/api/favorite', { ...favourite, operationType: 'remove' }],
  ];
  const answers = [];
  for (const [url, payload] of calls) {
    const { status, body: answer } = await learner.call('POST', url, payload);
    answers.push({ url, status, data: answer.data, errors: answer.errors });
  }
  const { completedLesson } = (await learner.call('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons;
  return { answers, completedLesson };
}

/** About a thousand requests per test: on a busy 2-core machine they take a minute or more. */
const MANY_REQUESTS = { timeout: 180_000 };

describe('FAST_PATHS on and off (decision 067)', () => {
  it('lists every GET route a visitor or learner may call', () => {
    const registered = on.app.routeRoles
      .filter((route) => route.method === 'GET' && route.url.startsWith('/api/') && route.role !== 'admin')
      .map((route) => route.url);
    expect(new Set(registered)).toEqual(new Set([...paths.keys(), ...Object.keys(LEFT_OUT)]));
    expect(on.app.fastPaths.on).toBe(true);
    expect(off.app.fastPaths.replay).toBeNull();
  });

  it("gives a visitor the same answers, the replay's included", MANY_REQUESTS, async () => {
    await Promise.all([...paths.values()].flat().map((address) => expectSameEverywhere(address, {})));
    expect(on.app.fastPaths.replay!.hits).toBeGreaterThan(0);
  });

  it(
    "gives a visitor the same server-rendered pages, the replay's included, and says a replayed page was kept",
    MANY_REQUESTS,
    async () => {
      const before = on.app.fastPaths.replay!.hits;
      await Promise.all(pages.map((address) => expectSamePage(address)));
      expect(on.app.fastPaths.replay!.hits).toBeGreaterThan(before);
      const again = await get(on, '/courses', { 'accept-encoding': 'br' });
      expect([again.status, again.headers[PAGE_CACHE_HEADER], again.headers['content-encoding']]).toEqual([200, 'HIT', 'br']);
    },
  );

  it('gives a signed-in learner the same answers', MANY_REQUESTS, async () => {
    await Promise.all([...paths.values()].flat().map((address) => expectSameEverywhere(address, { authorization: `Bearer ${bearer}` })));
  });

  it("answers a learner's progress and favourite writes the same, prepared or not, at the round's end or at once", async () => {
    const plain = await writeAnswers(off, offDatabase, 'plain-writes@example.com');
    expect(plain.completedLesson).toBe(1);
    expect(await writeAnswers(on, database, 'fast-writes@example.com')).toEqual(plain);
  });

  it("holds only the marked writes' answers to the round's end, and only with the fast paths on", () => {
    const held = (server: Server) =>
      server.app
        .printRoutes({ commonPrefix: false, includeHooks: true })
        .split('\n')
        .filter((line) => line.includes('leaveAtRoundEnd')).length;
    expect(held(on)).toBeGreaterThan(0);
    expect(held(off)).toBe(0);
  });
});
