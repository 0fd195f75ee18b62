import { mkdtemp, rm } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import pg from 'pg';
import { TENANTS, type CourseDetails, type CourseList, type DashboardFavorites, type PathList, type TenantId } from '@academy/shared';
import { CONNECTIONS, DURATION_SECONDS, measure, WARM_UP_SECONDS, type Figures, type Load } from './load';
import { cpuTicks, machineTicks, postgresTicks, rssMiB, startApi, startHello, stop, waitUntilIdle, type ApiProcess } from './processes';
import { benchReplicas } from './replicas';
import { signIn } from './sign-in';

/**
 * The API's throughput for visitors and signed-in learners, reads and writes, each row measured
 * right after a bare Fastify hello-world in its own process (A/B alternated, so drift on a noisy
 * machine cancels) and reported as a ratio to the two hello runs around it. The hello runs wait
 * until the API process is idle.
 */

type Tenant = TenantId;
const DEMO_LEARNERS = [
  { local: 'pro', password: 'academy-pro-learner' },
  { local: 'learner', password: 'academy-learner' },
  { local: 'admin', password: 'academy-admin' },
];

interface Learner {
  tenant: Tenant;
  email: string;
  token: string;
  /** Lessons this learner may complete (not knowledge checks, not locked for them), with their course. */
  lessons: { lessonId: string; courseId: string }[];
  courses: string[];
}

interface Row {
  route: string;
  who: 'visitor' | 'visitor (br)' | 'learner' | '9 learners';
  load: Load;
  /** After the run: the acknowledged writes are all readable, or what is missing. */
  check?: () => Promise<string>;
  /** A floor row is served by the bare Fastify, whose CPU is then the one counted. */
  servedByHello?: boolean;
  /** A visitor read, or its floor: the API path whose answer is sent. */
  path?: string;
}

/** What autocannon keeps per connection between a request and its answer. */
interface WriteContext {
  key: string;
}
interface ToggleContext extends WriteContext {
  complete: boolean;
}

interface Result extends Figures {
  route: string;
  who: string;
  hello: number;
  /** Hello-world's CPU time per answer in the runs either side. */
  helloCpu: number;
  check: string;
  /** The API path a visitor row or a floor row sends. */
  path?: string;
  /** Served by the bare Fastify: the floor of the visitor row with the same path. */
  floor: boolean;
  /** CPU time (user + system) of the serving process per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
  /** The same for the local PostgreSQL server's processes, when the row ran against one. */
  databaseMicrosPerRequest: number | null;
  /** How busy the machine's cores were during the row (1 = every core all the time). */
  machineBusy: number;
}

class Api {
  constructor(private readonly server: ApiProcess) {}

  url(path: string) {
    return `http://127.0.0.1:${this.server.port}${path}`;
  }

  headers(tenant: Tenant, token?: string): Record<string, string> {
    return { tenantid: tenant, ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' };
  }

  async get<T>(tenant: Tenant, path: string, token?: string): Promise<T> {
    const response = await fetch(this.url(path), { headers: this.headers(tenant, token) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  }

  async post(tenant: Tenant, path: string, token: string, body: object) {
    const response = await fetch(this.url(path), { method: 'POST', headers: this.headers(tenant, token), body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
}

async function learnerOf(api: Api, port: number, tenant: Tenant, local: string, password: string): Promise<Learner> {
  const email = `${local}@${tenant}.academy.test`;
  const token = await signIn(port, tenant, email, password);
  const { courses } = await api.get<CourseList>(tenant, '/api/courses/list', token);
  const lessons: Learner['lessons'] = [];
  for (const course of courses) {
    const details = await api.get<CourseDetails>(tenant, `/api/courses/details?slug=${course.slug}`, token);
    for (const lesson of details.modules.flatMap((module) => module.lessons)) {
      if (lesson.type !== 'knowledge-check' && !lesson.isLocked)
        lessons.push({ lessonId: lesson.lessonId, courseId: details.course.courseId });
    }
  }
  return { tenant, email, token, lessons, courses: courses.map((course) => course.slug) };
}

/**
 * Every learner's every lesson, round and round, each with the key the checks use. The learners take
 * turns (first lesson of each, then second of each...), so the requests in flight at once are spread
 * over all of them, as many learners' writes would be; one learner's lessons in a row would put every
 * connection's write on that learner's user row (each write bumps its state version) at once.
 */
function lessonPairs(learners: Learner[]) {
  const longest = Math.max(...learners.map((learner) => learner.lessons.length));
  const pairs = Array.from({ length: longest }, (_, index) =>
    learners
      .filter((learner) => index < learner.lessons.length)
      .map((learner) => ({ learner, lesson: learner.lessons[index], key: `${learner.email}|${learner.lessons[index].lessonId}` })),
  ).flat();
  let next = 0;
  return () => pairs[next++ % pairs.length];
}

/** Writes spread over every learner and every lesson they may complete, recording what was acknowledged. */
function progressWrites(
  api: Api,
  learners: Learner[],
  operationType: 'COMPLETE_LESSON' | 'START_LESSON',
  acknowledged: Set<string>,
): Request[] {
  const nextPair = lessonPairs(learners);
  return [
    {
      method: 'POST',
      path: operationType === 'COMPLETE_LESSON' ? '/api/lessons/mark-complete' : '/api/lessons/mark-started',
      setupRequest: (request, context) => {
        const { learner, lesson, key } = nextPair();
        (context as WriteContext).key = key;
        return {
          ...request,
          headers: api.headers(learner.tenant, learner.token),
          body: JSON.stringify({ ...lesson, operationType, ...(operationType === 'COMPLETE_LESSON' ? { isLastLesson: false } : {}) }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) acknowledged.add((context as WriteContext).key);
      },
    },
  ];
}

/**
 * Every request changes a row: each lesson is completed and undone in turn, from what was
 * acknowledged last (`expected`, else whether the mark-complete row completed it). There are more
 * pairs than connections, so one lesson of one learner is never in flight twice. A lesson whose
 * last write was not answered when the run ended is left out of `expected`.
 */
function completionToggles(api: Api, learners: Learner[], completedBefore: Set<string>, expected: Map<string, boolean>): Request[] {
  const nextPair = lessonPairs(learners);
  return [
    {
      method: 'POST',
      path: '/api/lessons/mark-complete',
      setupRequest: (request, context) => {
        const { learner, lesson, key } = nextPair();
        const complete = !(expected.get(key) ?? completedBefore.has(key));
        Object.assign(context as ToggleContext, { key, complete });
        // Until its answer comes, the write may or may not have happened (the run can end first).
        expected.delete(key);
        return {
          ...request,
          path: complete ? '/api/lessons/mark-complete' : '/api/lessons/mark-incomplete',
          headers: api.headers(learner.tenant, learner.token),
          body: JSON.stringify(complete ? { ...lesson, operationType: 'COMPLETE_LESSON', isLastLesson: false } : lesson),
        };
      },
      onResponse: (status, _body, context) => {
        const { key, complete } = context as ToggleContext;
        if (status >= 200 && status < 300) expected.set(key, complete);
      },
    },
  ];
}

/** Each acknowledged lesson reads back as complete or not, as its last acknowledged write left it. */
async function completionCheck(api: Api, learners: Learner[], expected: Map<string, boolean>): Promise<string> {
  let wrong = 0;
  for (const learner of learners) {
    const complete = new Set<string>();
    for (const slug of learner.courses) {
      const details = await api.get<CourseDetails>(learner.tenant, `/api/courses/details?slug=${slug}`, learner.token);
      for (const lesson of details.modules.flatMap((module) => module.lessons)) if (lesson.isComplete) complete.add(lesson.lessonId);
    }
    for (const [key, isComplete] of expected) {
      const [email, lessonId] = key.split('|');
      if (email === learner.email && complete.has(lessonId) !== isComplete) wrong += 1;
    }
  }
  return wrong === 0 ? `all ${expected.size} acknowledged writes read back` : `${wrong} acknowledged writes MISSING`;
}

function favouriteToggles(api: Api, learners: Learner[], operationType: 'save' | 'remove', acknowledged: Set<string>): Request[] {
  const nextPair = lessonPairs(learners);
  return [
    {
      method: 'POST',
      path: '/api/favorite',
      setupRequest: (request, context) => {
        const { learner, lesson, key } = nextPair();
        (context as WriteContext).key = key;
        return {
          ...request,
          headers: api.headers(learner.tenant, learner.token),
          body: JSON.stringify({ id: lesson.lessonId, operationType, likeableType: 'lesson' }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) acknowledged.add((context as WriteContext).key);
      },
    },
  ];
}

async function favouritesCheck(api: Api, learners: Learner[], acknowledged: Set<string>, expectSaved: boolean): Promise<string> {
  let wrong = 0;
  for (const learner of learners) {
    const favourites = await api.get<DashboardFavorites>(learner.tenant, '/api/favorite/userDashboard/favorites', learner.token);
    const saved = new Set(favourites.lessons.map((lesson) => lesson.lessonId));
    for (const key of acknowledged) {
      const [email, lessonId] = key.split('|');
      if (email === learner.email && saved.has(lessonId) !== expectSaved) wrong += 1;
    }
  }
  return wrong === 0 ? `all ${acknowledged.size} acknowledged toggles read back` : `${wrong} acknowledged toggles MISSING`;
}

/** An answer's status, headers and bytes as sent, not decompressed (fetch would decode a br or gzip body). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The bare Fastify replays a visitor's answer, the bytes and headers the row's request gets, as its
 * own row: the floor any implementation pays to send that answer (a larger one costs more to send
 * than hello-world's, a compressed page less than its plain form).
 */
async function floorRow(api: Api, helloUrl: string, path: string, index: number, headers: Record<string, string>): Promise<Row> {
  const answer = await rawGet(api.url(path), headers);
  const replayed = Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
  const url = `${helloUrl}answer/${index}`;
  await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: answer.status, headers: replayed, body: answer.body.toString('base64') }),
  });
  return {
    route: `bare Fastify replaying GET ${path}`,
    who: headers['accept-encoding'] ? 'visitor (br)' : 'visitor',
    // A not-found page's floor answers its 404 too: those are the answers expected, not failures.
    load: { url, expectStatus: answer.status === 200 ? undefined : answer.status },
    servedByHello: true,
    path,
  };
}

/** The release's default interval between a kept page's checks (PAGE_CACHE_CHECK_MS). */
const PAGE_CHECK_MS = 1_000;
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Pages as visitors meet them once they have been asked for more than once: asked again after a check, a
 * kept page's brotli form is made at the highest level (decision 078), which the replay sends after
 * the next check. The floor rows then replay those bytes too.
 */
async function asVisitedPagesAreServed(api: Api, paths: string[], headers: Record<string, string>) {
  await Promise.all(paths.map((path) => rawGet(api.url(path), headers)));
  await pause(PAGE_CHECK_MS + 100);
  await Promise.all(paths.map((path) => rawGet(api.url(path), headers)));
  await pause(PAGE_CHECK_MS + 1_000);
}

async function rowsFor(api: Api, server: ApiProcess, helloUrl: string): Promise<Row[]> {
  const learners: Learner[] = [];
  for (const tenant of TENANTS) {
    for (const { local, password } of DEMO_LEARNERS) learners.push(await learnerOf(api, server.port, tenant, local, password));
  }
  const pro = learners.find((learner) => learner.tenant === 'kube' && learner.email.startsWith('pro@'))!;
  // The reading learner has progress and favourites, so the personal parts of every answer are not empty.
  for (const lesson of pro.lessons.slice(0, 3))
    await api.post('kube', '/api/lessons/mark-complete', pro.token, { ...lesson, isLastLesson: false, operationType: 'COMPLETE_LESSON' });
  await api.post('kube', '/api/favorite', pro.token, { id: pro.lessons[0].lessonId, operationType: 'save', likeableType: 'lesson' });
  await api.post('kube', '/api/favorite', pro.token, { id: pro.lessons[0].courseId, operationType: 'save', likeableType: 'course' });

  const { courses } = await api.get<CourseList>('kube', '/api/courses/list');
  const course = courses[0].slug;
  const details = await api.get<CourseDetails>('kube', `/api/courses/details?slug=${course}`);
  const lesson = details.modules.flatMap((module) => module.lessons).find((item) => item.type === 'lesson' && !item.isLocked)!.slug;
  const { paths } = await api.get<PathList>('kube', '/api/paths/list');
  const reads = ['/api/courses/list', `/api/lessons/${course}/${lesson}`, `/api/courses/details?slug=${course}`, '/api/paths/list'];
  if (paths.length === 0) throw new Error('the kube sample content has no path');

  const rows: Row[] = [];
  for (const [index, path] of reads.entries()) {
    rows.push(await floorRow(api, helloUrl, path, index, api.headers('kube')));
    rows.push({ route: `GET ${path}`, who: 'visitor', load: { url: api.url(path), headers: api.headers('kube') }, path });
    rows.push({ route: `GET ${path}`, who: 'learner', load: { url: api.url(path), headers: api.headers('kube', pro.token) } });
  }
  // Pages count as much as API answers: what a visitor loads first, compressed as Chromium asks and
  // as a plain client asks (decision 057 keeps them per portal and address; PAGE_CACHE_MB=0 draws each one).
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const lessonPage = `/courses/${course}/lessons/${lesson}?tenantId=kube`;
  const pages = [
    '/?tenantId=kube',
    `/courses/${course}?tenantId=kube`,
    lessonPage,
    '/guides?tenantId=kube',
    '/courses/no-such-course?tenantId=kube',
  ];
  await asVisitedPagesAreServed(api, pages, BROWSER);
  for (const [offset, path] of pages.entries()) {
    const floor = await floorRow(api, helloUrl, path, reads.length + offset, BROWSER);
    rows.push(floor);
    const expectStatus = floor.load.expectStatus;
    rows.push({ route: `GET ${path} (page)`, who: 'visitor (br)', load: { url: api.url(path), headers: BROWSER, expectStatus }, path });
  }
  for (const [offset, path] of [`/courses/${course}?tenantId=kube`, lessonPage].entries()) {
    rows.push(await floorRow(api, helloUrl, path, reads.length + pages.length + offset, {}));
    rows.push({ route: `GET ${path} (page)`, who: 'visitor', load: { url: api.url(path), headers: {} }, path });
  }
  // A returning visitor's browser asks again with the ETag of the page it has.
  const coursePage = `/courses/${course}?tenantId=kube`;
  const { headers: kept } = await rawGet(api.url(coursePage), BROWSER);
  rows.push({
    route: `GET ${coursePage} (page, 304)`,
    who: 'visitor (br)',
    load: { url: api.url(coursePage), headers: { ...BROWSER, 'if-none-match': String(kept.etag) }, expectStatus: 304 },
  });
  // A page drawn for every request, as the first visitor after a content change meets it: each
  // address is new to the cache (an unknown query parameter leaves the page as it is).
  let drawn = 0;
  rows.push({
    route: `GET /courses/${course} (page, drawn each time)`,
    who: 'visitor (br)',
    load: {
      url: api.url('/'),
      requests: [
        {
          method: 'GET',
          path: `/courses/${course}`,
          setupRequest: (request) => ({ ...request, path: `/courses/${course}?tenantId=kube&drawn=${drawn++}`, headers: BROWSER }),
        },
      ],
    },
  });
  // A scanner's addresses: each names nothing and is new to the cache (decision 070 keeps the
  // not-found page once per portal, so each costs one render of the address and no second one).
  let unknown = 0;
  rows.push({
    route: 'GET /courses/<unknown slug> (page, 404, a new address each time)',
    who: 'visitor (br)',
    load: {
      url: api.url('/'),
      requests: [
        {
          method: 'GET',
          path: '/courses/unknown',
          setupRequest: (request) => ({ ...request, path: `/courses/unknown-${unknown++}?tenantId=kube`, headers: BROWSER }),
        },
      ],
      expectStatus: 404,
    },
  });
  // As a browser asks: compressed (decision 032 keeps the compressed answer open for each correlation id).
  rows.push({
    route: 'GET /api/courses/list, Accept-Encoding as Chromium sends it',
    who: 'visitor (br)',
    load: { url: api.url('/api/courses/list'), headers: { ...api.headers('kube'), 'accept-encoding': 'gzip, deflate, br, zstd' } },
  });
  const dashboard = '/api/favorite/userDashboard/favorites';
  rows.push({ route: `GET ${dashboard}`, who: 'learner', load: { url: api.url(dashboard), headers: api.headers('kube', pro.token) } });

  const completed = new Set<string>();
  const completedNow = new Map<string, boolean>();
  const started = new Set<string>();
  const saved = new Set<string>();
  const removed = new Set<string>();
  const base = api.url('/');
  rows.push(
    {
      route: 'POST /api/lessons/mark-started',
      who: '9 learners',
      load: { url: base, requests: progressWrites(api, learners, 'START_LESSON', started) },
      check: async () => `${started.size} distinct started`,
    },
    {
      route: 'POST /api/lessons/mark-complete',
      who: '9 learners',
      load: { url: base, requests: progressWrites(api, learners, 'COMPLETE_LESSON', completed) },
      check: () => completionCheck(api, learners, new Map([...completed].map((key) => [key, true]))),
    },
    {
      route: 'POST mark-complete / mark-incomplete in turn (each request a change)',
      who: '9 learners',
      load: { url: base, requests: completionToggles(api, learners, completed, completedNow) },
      check: () => completionCheck(api, learners, completedNow),
    },
    {
      route: 'POST /api/favorite (save)',
      who: '9 learners',
      load: { url: base, requests: favouriteToggles(api, learners, 'save', saved) },
      check: () => favouritesCheck(api, learners, saved, true),
    },
    {
      route: 'POST /api/favorite (remove)',
      who: '9 learners',
      load: { url: base, requests: favouriteToggles(api, learners, 'remove', removed) },
      check: () => favouritesCheck(api, learners, removed, false),
    },
  );
  return rows;
}

/** BENCH_ROWS=learner,mark-complete keeps the rows whose route or caller contains one of the words (for profiling one path). */
function selected(rows: Row[]): Row[] {
  const words = process.env.BENCH_ROWS?.split(',').filter(Boolean);
  if (!words?.length) return rows;
  return rows.filter((row) => words.some((word) => `${row.route} ${row.who}`.includes(word)));
}

/** Measures every row between hello-world runs on an idle API, and prints the table. */
async function measureRows(engine: string, env: Record<string, string>) {
  const localPostgres = Boolean(env.DATABASE_URL) && ['127.0.0.1', 'localhost'].includes(new URL(env.DATABASE_URL).hostname);
  const hello = await startHello();
  const server = await startApi(env);
  const api = new Api(server);
  try {
    const rows = selected(await rowsFor(api, server, hello.url));
    const pid = server.child.pid!;
    const helloPid = hello.child.pid!;
    // Hello-world's own CPU per answer too: the load generator shares this machine, so requests per
    // second can be its limit; CPU per answer is the server's alone.
    const baseline = async () => {
      await waitUntilIdle(pid);
      const ticks = cpuTicks(helloPid);
      const figures = await measure({ url: hello.url });
      return { rps: figures.rps, cpu: ((cpuTicks(helloPid) - ticks) * 10_000) / Math.max(1, figures.requests) };
    };
    await measure({ url: hello.url, durationSeconds: WARM_UP_SECONDS });
    let before = await baseline();
    const results: Result[] = [];
    for (const row of rows) {
      const served = row.servedByHello ? hello.child.pid! : pid;
      // Measured from its first request, the first row of a run paid for the server's first seconds under that load (decision 079).
      await measure({ ...row.load, durationSeconds: WARM_UP_SECONDS });
      const ticksBefore = cpuTicks(served);
      const databaseBefore = localPostgres ? postgresTicks() : 0;
      const machineBefore = machineTicks();
      const figures = await measure(row.load);
      const perRequest = (ticks: number) => (ticks * 10_000) / Math.max(1, figures.requests);
      const cpuMicrosPerRequest = perRequest(cpuTicks(served) - ticksBefore);
      const databaseMicrosPerRequest = localPostgres && !row.servedByHello ? perRequest(postgresTicks() - databaseBefore) : null;
      const machineAfter = machineTicks();
      const machineBusy = (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total);
      const check = row.check ? await row.check() : '';
      const after = await baseline();
      results.push({
        ...figures,
        route: row.route,
        who: row.who,
        path: row.path,
        floor: row.servedByHello === true,
        hello: (before.rps + after.rps) / 2,
        helloCpu: (before.cpu + after.cpu) / 2,
        check,
        cpuMicrosPerRequest,
        databaseMicrosPerRequest,
        machineBusy,
      });
      before = after;
    }
    const floorOf = (result: Result) => `${result.path} ${result.who}`;
    const floorCpu = new Map(results.filter((result) => result.floor).map((result) => [floorOf(result), result.cpuMicrosPerRequest]));
    console.log(
      `\nAPI on ${engine}: autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run after ${WARM_UP_SECONDS} s of the same load unmeasured, each row between two hello-world runs`,
    );
    console.log(
      "CPU µs/req: the serving process's user + system time per answer; CPU vs hello: hello-world's CPU per answer over the row's (the share of hello's requests one core would serve, whoever limits requests/s); PG CPU µs/req: the local PostgreSQL server's processes' (PGlite runs inside the API); machine busy: every core, during the row; vs floor: the CPU per answer of a bare Fastify replaying the same bytes over the row's",
    );
    console.table(
      results.map((result) => ({
        route: result.route,
        caller: result.who,
        'requests/s': Math.round(result.rps),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'hello req/s': Math.round(result.hello),
        'vs hello': `${Math.round((result.rps / result.hello) * 100)}%`,
        'CPU µs/req': Math.round(result.cpuMicrosPerRequest),
        'CPU vs hello': `${Math.round((result.helloCpu / Math.max(1, result.cpuMicrosPerRequest)) * 100)}%`,
        ...(localPostgres
          ? { 'PG CPU µs/req': result.databaseMicrosPerRequest === null ? '' : Math.round(result.databaseMicrosPerRequest) }
          : {}),
        'machine busy': `${Math.round(result.machineBusy * 100)}%`,
        // A visitor's read against its floor: the same bytes and headers from a bare Fastify.
        'vs floor':
          !result.floor && floorCpu.has(floorOf(result))
            ? `${Math.round((floorCpu.get(floorOf(result))! / Math.max(1, result.cpuMicrosPerRequest)) * 100)}%`
            : '',
        failures: result.failures,
        'read back': result.check,
      })),
    );
    console.log(`API process RSS after the run: ${rssMiB(pid)} MiB${memoryNote(server)}`);
    await soak(
      server,
      rows.find((row) => row.who === 'learner'),
    );
  } finally {
    await Promise.all([stop(server.child), stop(hello.child)]);
  }
}

/** With BENCH_MEMORY_LIMIT_MIB, the pod-sized limit the API ran under and its peak so far. */
const memoryNote = (server: ApiProcess) =>
  server.memory ? ` (memory cgroup: limit ${server.memory.limitMiB} MiB, peak ${server.memory.peakMiB()} MiB)` : '';

/** BENCH_SOAK_SECONDS=300: a long signed-in read, to see whether memory stays flat. */
async function soak(server: ApiProcess, row: Row | undefined) {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
  if (!seconds || !row) return;
  const pid = server.child.pid!;
  const before = rssMiB(pid);
  const figures = await measure({ ...row.load, durationSeconds: seconds });
  const after = rssMiB(pid);
  console.log(
    `Soak, ${row.route} as a learner for ${seconds} s: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, failures ${figures.failures}; RSS ${before} -> ${after} MiB (${Math.round(((after - before) / before) * 100)}%)${memoryNote(server)}`,
  );
}

/** BENCH_ENGINE=pglite or postgres measures one engine only. */
export async function benchApi() {
  const engine = process.env.BENCH_ENGINE;
  if (engine !== 'postgres') {
    const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
    try {
      await measureRows('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engine === 'pglite') return;

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL rows skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to measure them.');
    return;
  }
  const name = `academy_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    await measureRows('PostgreSQL', { DATABASE_URL: url });
    await benchReplicas(url);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
