import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OidcTestClient, type Tokens } from '../../apps/api/src/test/oidc-client';
import { startBalancer } from './balancer';
import { httpInjector } from './http-injector';
import { createDatabase, httpCall, startReleasedServer, type ReleasedServer } from './release-process';

/**
 * Replicas agree: three released server processes on one PostgreSQL database, each with its own
 * port, as Kubernetes runs them. PostgreSQL is the only state they share.
 */
const release = inject('release');
const CONTENT_CACHE_TTL_MS = 1_000;
/** Every replica answers for the same public origins, as behind one ingress. */
const PUBLIC_ORIGIN = 'localhost:8080';
const KUBE = `kube.${PUBLIC_ORIGIN}`;

let database: Awaited<ReturnType<typeof createDatabase>>;
let a: ReleasedServer;
let b: ReleasedServer;
let c: ReleasedServer;
let learner: Tokens;

const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  IMPORT_CONTENT_ON_START: 'never',
  DEMO_ACCOUNTS: 'false',
  PUBLIC_ORIGIN_TEMPLATE: `http://{tenant}.${PUBLIC_ORIGIN}`,
  CONTENT_CACHE_TTL_MS: String(CONTENT_CACHE_TTL_MS),
  ANONYMOUS_CONTACT_PER_HOUR: '2',
  SIGN_IN_FREE_FAILURES: '1',
  // From one failure per account on, the next wait is SIGN_IN_MAX_DELAY_SECONDS (15 min): longer than any test.
  SIGN_IN_FAILURES_PER_ACCOUNT_15_MIN: '1',
  SHUTDOWN_DELAY_MS: '1500',
  ...extra,
});

/** A JSON call to one replica; `host` chooses the portal. */
async function call(server: ReleasedServer, method: string, path: string, options: { token?: string; body?: object; host?: string } = {}) {
  const answer = await httpCall(server.port, {
    method,
    path,
    host: options.host ?? KUBE,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: answer.status, body: JSON.parse(answer.body) };
}

const client = (server: () => ReleasedServer, host = KUBE) =>
  new OidcTestClient(
    httpInjector(() => server().port),
    host,
  );

/** The open lessons of the portal's free courses, as replica `server` lists them to `token`. */
async function freeLessons(server: ReleasedServer, token: string) {
  const courses = (await call(server, 'GET', '/api/courses/list', { token })).body.data.courses as {
    courseId: string;
    slug: string;
    entitlements: { view: string[] };
  }[];
  const lessons: { lessonId: string; courseId: string; slug: string }[] = [];
  for (const course of courses.filter((item) => item.entitlements.view.length === 0)) {
    const outline = (await call(server, 'GET', `/api/lessons?slug=${course.slug}`, { token })).body.data.lessons as {
      lessonId: string;
      type: string;
      isLocked?: boolean;
    }[];
    for (const item of outline)
      if (item.type === 'lesson' && !item.isLocked) lessons.push({ lessonId: item.lessonId, courseId: course.courseId, slug: course.slug });
  }
  return lessons;
}

async function completedOn(server: ReleasedServer, token: string, slug: string): Promise<string[]> {
  const outline = (await call(server, 'GET', `/api/lessons?slug=${slug}`, { token })).body.data.lessons as {
    lessonId: string;
    progressStatus?: string;
  }[];
  return outline.filter((item) => item.progressStatus === 'Completed').map((item) => item.lessonId);
}

beforeAll(async () => {
  database = await createDatabase(release);
  // The first replica creates the demo accounts; the others start on the database it filled.
  a = await startReleasedServer(release, env({ DEMO_ACCOUNTS: 'true' }));
  [b, c] = await Promise.all([startReleasedServer(release, env()), startReleasedServer(release, env())]);
}, 120_000);

afterAll(async () => {
  for (const server of [a, b, c]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

describe('replicas of the released server', () => {
  it('sign in on A, refresh on B, and B accepts the new access token', async () => {
    learner = await client(() => a).signIn('learner@kube.academy.test', 'academy-learner');
    const refreshed = await client(() => b).refresh(learner.refresh_token);
    expect(refreshed.status).toBe(200);
    learner = refreshed.body;
    const me = await call(b, 'GET', '/api/user/getUserDetails', { token: learner.access_token });
    expect(me.body.data).toMatchObject({ login: 'learner@kube.academy.test' });
  });

  it("a progress write on A is on B's next read", async () => {
    const [lesson] = await freeLessons(b, learner.access_token);
    expect(await completedOn(b, learner.access_token, lesson.slug)).not.toContain(lesson.lessonId);
    const written = await call(a, 'POST', '/api/lessons/mark-complete', {
      token: learner.access_token,
      body: { lessonId: lesson.lessonId, courseId: lesson.courseId, operationType: 'COMPLETE_LESSON' },
    });
    expect(written.status).toBe(200);
    expect(await completedOn(b, learner.access_token, lesson.slug)).toContain(lesson.lessonId);
  });

  it('a rate limit counts requests on every replica', async () => {
    const message = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Replicas',
      message: 'Does the limit hold across replicas?',
    };
    expect((await call(a, 'POST', '/api/email/contactUs', { body: message })).status).toBe(200);
    expect((await call(b, 'POST', '/api/email/contactUs', { body: message })).status).toBe(200);
    expect((await call(c, 'POST', '/api/email/contactUs', { body: message })).status).toBe(429);
  });

  it('the sign-in throttle counts failures on every replica', async () => {
    const signInPage = async (server: () => ReleasedServer) => {
      const browser = client(server);
      const { location } = await browser.startSignIn();
      const page = await browser.follow(location!);
      const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
      return (password: string) => browser.submit(`/identity/interaction/${uid}/login`, { email: 'pro@kube.academy.test', password });
    };
    // A's failure is the free one, and puts the account over its failure mark: B's next failure
    // (once A's 1 s wait is over) then sets the longest wait, which C enforces on the right password.
    expect((await (await signInPage(() => a))('a wrong guess')).statusCode).toBe(401);
    await sleep(1_100);
    expect((await (await signInPage(() => b))('another wrong guess')).statusCode).toBe(401);
    expect((await (await signInPage(() => c))('academy-pro-learner')).statusCode).toBe(429);
  });

  it('an alert created on A shows on B', async () => {
    const admin = await client(() => a).signIn('admin@kube.academy.test', 'academy-admin');
    const created = await call(a, 'POST', '/api/alerts/create', {
      token: admin.access_token,
      body: { message: 'Maintenance on replica A tonight', level: 'warning' },
    });
    expect(created.status).toBe(200);
    const alerts = (await call(b, 'GET', '/api/alerts')).body.data as { message: string }[];
    expect(JSON.stringify(alerts)).toContain('Maintenance on replica A tonight');
  });

  it(`content imported through A is served by B once CONTENT_CACHE_TTL_MS (${CONTENT_CACHE_TTL_MS} ms) has passed`, async () => {
    const host = `tanzu.${PUBLIC_ORIGIN}`;
    const slugs = async () =>
      ((await call(b, 'GET', '/api/courses/list', { host })).body.data.courses as { slug: string }[]).map((course) => course.slug);
    const before = await slugs();
    expect(before).not.toContain('replicated');
    const admin = await client(() => a, host).signIn('admin@tanzu.academy.test', 'academy-admin');
    const files = [
      { path: 'tanzu/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
      { path: 'tanzu/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      {
        path: 'tanzu/courses/replicated/course.md',
        text: '---\ntitle: Replicated\nsummary: Imported on A.\nlevel: Beginner\ntopics: [Platform]\ninstructors: [ada]\n---\nAbout replicas.',
      },
      { path: 'tanzu/courses/replicated/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
      {
        path: 'tanzu/courses/replicated/01-basics/01-intro.md',
        text: '---\ntitle: Intro\nsummary: Intro.\nduration: 5m\nobjectives: [Say what a replica serves]\n---\nHello.\n\n## Practice\n\nAsk each replica.\n\n### Check your work\n\nBoth answer.',
      },
    ];
    const imported = await call(a, 'POST', '/api/admin/content', { host, token: admin.access_token, body: { files } });
    expect(imported.body.errors).toEqual([]);
    expect(imported.status).toBe(200);
    // B read the catalogue just before the import, so its cache is warm; it may serve that copy for one TTL, no longer.
    await sleep(CONTENT_CACHE_TTL_MS + 50);
    expect(await slugs()).toEqual(['replicated']);
  });

  it('SIGTERM to a replica under steady load fails no request: it drains, then exits 0', async () => {
    const balancer = await startBalancer([b.port, c.port]);
    const outcomes: (number | string)[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const answer = await httpCall(balancer.port, {
          path: '/api/user/getUserDetails',
          host: KUBE,
          headers: { authorization: `Bearer ${learner.access_token}` },
        }).then(
          (response) => response.status,
          (error: Error) => error.message,
        );
        outcomes.push(answer);
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (Object.values(balancer.served()).some((count) => count < 5)) await sleep(20);
    c.child.kill('SIGTERM');
    expect(await c.exited).toBe(0);
    const afterExit = outcomes.length;
    while (outcomes.length < afterExit + 20) await sleep(20);
    running = false;
    await Promise.all(workers);
    await balancer.close();
    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    expect(c.output()).not.toMatch(/"level":(50|60)/);
  });

  it('kill -9 of A during progress writes loses no acknowledged write', async () => {
    const lessons = await freeLessons(b, learner.access_token);
    const acknowledged: typeof lessons = [];
    let killed = false;
    const writer = async (share: typeof lessons) => {
      for (const lesson of share) {
        const answer = await httpCall(a.port, {
          method: 'POST',
          path: '/api/lessons/mark-complete',
          host: KUBE,
          headers: { authorization: `Bearer ${learner.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ lessonId: lesson.lessonId, courseId: lesson.courseId, operationType: 'COMPLETE_LESSON' }),
        }).catch(() => undefined);
        if (!answer) return;
        if (answer.status === 200) acknowledged.push(lesson);
        if (acknowledged.length >= 3 && !killed) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([writer(lessons.filter((_, index) => index % 2 === 0)), writer(lessons.filter((_, index) => index % 2 === 1))]);
    expect(killed).toBe(true);
    expect(await a.exited).toBeNull();
    for (const slug of new Set(acknowledged.map((lesson) => lesson.slug))) {
      const completed = await completedOn(b, learner.access_token, slug);
      for (const lesson of acknowledged.filter((item) => item.slug === slug)) expect(completed).toContain(lesson.lessonId);
    }
  });
});
