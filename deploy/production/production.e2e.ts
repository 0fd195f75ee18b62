import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { registerFromHeader } from '../../e2e/accounts';
import { openingHydratedPages } from '../../e2e/fixtures';
import { generateLoad, learner, openLessons, signUp, type Learner, type LoadReport } from './learners';
import { buildPreviousRelease, buildThisRelease, PREVIOUS_RELEASE, type BuiltRelease } from './releases';
import { DOMAIN, envFile, origin, runReleaseScript, startStack, type Stack } from './stack';

/**
 * Production in a box (docs/operations.md walks the same steps): the previous release deployed
 * from nothing, learners signing up and in while a rolling upgrade replaces it with this release,
 * the first administrator made the documented way, a learner's whole journey in Chromium through
 * the TLS proxy, and a rollback under the same load. No demo accounts, no http anywhere a browser
 * goes, and no path from a replica to its own public address.
 */
test.describe.configure({ mode: 'serial' });

const KUBE = `kube.${DOMAIN}`;
/** A pro lesson of the kube portal (its course is pro-only), that course's title, and the lesson after it. */
const PRO_LESSON = '/courses/packaging-applications-with-helm/lessons/dependencies-and-hooks';
const PRO_COURSE = 'Packaging Applications with Helm';
const NEXT_LESSON = '/courses/packaging-applications-with-helm/lessons/helm-or-an-operator';
/** The previous release hashes passwords at the default cost, this one higher: a rollback must still let everyone in. */
const PREVIOUS_COST = { PASSWORD_HASH_COST: '17' };
const THIS_COST = { PASSWORD_HASH_COST: '18' };
const LOAD_LEARNERS = 4;

let folder: string | undefined;
let stack: Stack;
let previous: BuiltRelease;
let current: BuiltRelease;
let browser: Browser;
let learners: { person: Learner; lessons: Awaited<ReturnType<typeof openLessons>> }[] = [];
const timings: string[] = [];
let failed = false;

const adminEmail = 'olive.operator@example.com';
const adminPassword = 'the first admin password';
const journeyEmail = `grace-${Date.now()}@example.com`;
const journeyPassword = 'grace in production';
let adminContext: BrowserContext;
let learnerContext: BrowserContext;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('production in a box runs on PostgreSQL: set DATABASE_URL');
  const webDistDir = process.env.PRODUCTION_WEB_DIST_DIR;
  if (!webDistDir) throw new Error('set PRODUCTION_WEB_DIST_DIR to a built web app (npm test does)');
  const work = await mkdtemp(join(tmpdir(), 'academy-production-'));
  folder = work;
  await chmod(work, 0o755);
  const built = await stage('build the previous release', () => buildPreviousRelease(work));
  previous = built;
  timings.push(`  ${built.name}: ${JSON.stringify(built.steps)}`);
  current = await stage('build this release', () => buildThisRelease(join(work, 'this'), webDistDir));
  // The operator's first command (docs/operations.md): the Secret's generated half.
  const secrets = envFile(await runReleaseScript(current, 'admin.js', ['generate-keys'], {}));
  stack = await stage('start PostgreSQL database, SMTP peer and TLS proxy', () => startStack(work, adminUrl, secrets));
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      // The operator's DNS: every portal name reaches the proxy, and the certificate its CA signed is trusted.
      `--host-resolver-rules=MAP *.${DOMAIN}:443 127.0.0.1:${stack.port}`,
      `--ignore-certificate-errors-spki-list=${stack.certificates.spkiHash}`,
    ],
  });
});

test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) failed = true;
});

test.afterAll(async () => {
  console.log(`\nproduction in a box:\n  ${timings.join('\n  ')}`);
  await browser?.close();
  for (const { person } of learners) person.client.close();
  if (stack && failed)
    console.log(`browser:\n${browserTrouble.join('\n')}\nreplica output:\n${stack.outputs()}\nnginx:\n${await stack.proxy.errors()}`);
  await stack?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Times a stage into the summary the suite prints at the end. */
async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push(`${name}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

/** What the browser saw go wrong: console errors and answers of 400 or more, printed when a test fails. */
const browserTrouble: string[] = [];

/** A browser context whose pages wait for hydration and report their trouble. */
async function newContext(): Promise<BrowserContext> {
  const context = openingHydratedPages(await browser.newContext());
  context.on('console', (message) => {
    if (message.type() === 'error') browserTrouble.push(`console: ${message.text()}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) browserTrouble.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return context;
}

/** Every write the learners saw acknowledged is in the database, as the last acknowledged write left it; answers how many lessons. */
async function expectNoLostWrites(report: LoadReport) {
  let checked = 0;
  for (const [email, states] of report.acknowledged) {
    const rows = await stack.query<{ item_id: string; completed: boolean }>(
      `select p.item_id, p.completed_at is not null as completed from learner_progress p join users u on u.id = p.user_id where u.tenant_id = 'kube' and u.login = $1`,
      [email],
    );
    const stored = new Map(rows.map((row) => [row.item_id, row.completed]));
    for (const [lessonId, completed] of states) {
      expect(stored.get(lessonId) ?? false, `${email} lesson ${lessonId}`).toBe(completed);
      checked += 1;
    }
  }
  return checked;
}

/** The scrypt cost (log2 N) each load learner's password is stored at. */
async function storedCosts() {
  const rows = await stack.query<{ email: string; password_hash: string }>(
    `select email, password_hash from identity_accounts where email like 'load-%'`,
  );
  return new Set(rows.map((row) => Math.log2(Number(row.password_hash.split('$')[1]))));
}

/**
 * Learners use the product while `change` runs: each has signed in on the old release before it
 * starts, and signs in twice more after it ends (the second one wholly on the new release). None of their requests may fail, and
 * every acknowledged write must be in the database.
 */
async function underLoad(name: string, change: () => Promise<string[]>) {
  const requestsBefore = learners.reduce((sum, { person }) => sum + person.client.calls, 0);
  const load = generateLoad(learners);
  const everyone = (count: (email: string) => number) =>
    learners.every(({ person }) => (load.report.signIns.get(person.email) ?? 0) >= count(person.email));
  await expect.poll(() => everyone(() => 1), { timeout: 60_000 }).toBe(true);
  const steps = await stage(name, change);
  const before = new Map(load.report.signIns);
  await expect.poll(() => everyone((email) => before.get(email)! + 2), { timeout: 60_000 }).toBe(true);
  const report = await load.stop();
  const checked = await expectNoLostWrites(report);
  const requests = learners.reduce((sum, { person }) => sum + person.client.calls, 0) - requestsBefore;
  const signIns = [...report.signIns.values()].reduce((sum, count) => sum + count, 0);
  timings.push(`  ${steps.join('; ')}`);
  timings.push(
    `  ${LOAD_LEARNERS} learners: ${signIns} sign-ins, ${requests} requests through the proxy, ${report.writes} acknowledged writes; failed requests ${report.failures.length}; the last acknowledged state of ${checked} lessons read back`,
  );
  expect(report.failures).toEqual([]);
  expect(stack.errorLines()).toEqual([]);
  expect(checked).toBeGreaterThan(0);
}

test('the previous release deploys from nothing: migrations, two replicas behind the TLS proxy, sample content', async () => {
  await stage(`deploy ${previous.name}`, async () => {
    await stack.runScript(previous, 'migrate.js', [], PREVIOUS_COST);
    // The first pod imports the sample content into the empty database; the second finds it there.
    await stack.startReplica(previous, PREVIOUS_COST);
    await stack.startReplica(previous, PREVIOUS_COST);
  });
  const visitor = await (await newContext()).newPage();
  const answer = await visitor.goto(`${origin('kube')}/courses`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['strict-transport-security']).toContain('max-age=');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.context().close();
});

test('learners sign up with the code mailed to them, through the proxy', async () => {
  await stage(`${LOAD_LEARNERS} learners sign up on the ${previous.name}`, async () => {
    learners = [];
    for (let index = 0; index < LOAD_LEARNERS; index += 1) {
      // Each learner from an address of its own: people sign in from their own networks.
      const person = learner(
        `load-${index}-${Date.now()}@example.com`,
        KUBE,
        stack.port,
        stack.certificates.caPem,
        `127.0.0.${10 + index}`,
      );
      const tokens = await signUp(person, stack.smtp);
      learners.push({ person, lessons: await openLessons(person, tokens.access_token) });
    }
  });
  expect(learners.every(({ lessons }) => lessons.length > 0)).toBe(true);
});

test('a rolling upgrade to this release while learners sign in and write: no failed request, no lost write', async () => {
  test.setTimeout(240_000);
  expect(await storedCosts()).toEqual(new Set([17]));
  await underLoad(`rolling upgrade ${previous.name} -> this release`, () => stack.rollTo(current, THIS_COST));
  expect(stack.replicas.every((replica) => replica.release === current)).toBe(true);
  // Every learner signed in on this release since, which stored the password at its higher cost.
  expect(await storedCosts()).toEqual(new Set([18]));
});

test('the operator makes the first administrator with admin.js, who sets the password from the printed link', async () => {
  const printed = await stage('admin.js create', () =>
    stack.runScript(
      current,
      'admin.js',
      ['create', '--tenant', 'kube', '--email', adminEmail, '--first-name', 'Olive', '--last-name', 'Operator'],
      THIS_COST,
    ),
  );
  const link = /https:\/\/\S+\/identity\/set-password\?token=\S+/.exec(printed)?.[0];
  expect(link, printed).toBeTruthy();
  expect(link!.startsWith(`${origin('kube')}/`)).toBe(true);

  adminContext = await newContext();
  const page = await adminContext.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText(adminEmail)).toBeVisible();
  await page.getByLabel('New password').fill(adminPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu: Olive Operator' })).toBeVisible();
  await page.goto(`${origin('kube')}/admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // The command's two entries share its transaction's time; their order among themselves is not kept.
  const audit = await stack.query<{ action: string; actor_label: string }>(
    `select action, actor_label from audit_log where tenant_id = 'kube'`,
  );
  expect(audit.map((entry) => `${entry.action} by ${entry.actor_label}`).sort()).toEqual([
    'user.create by operator (admin.js)',
    'user.password-link by operator (admin.js)',
    `user.password-set by ${adminEmail}`,
  ]);
});

test('a learner signs up in Chromium with the mailed code and finds the pro course locked', async () => {
  learnerContext = await newContext();
  const page = await learnerContext.newPage();
  await page.goto(`${origin('kube')}${PRO_LESSON}`);
  await registerFromHeader(page, { firstName: 'Grace', lastName: 'Hopper', email: journeyEmail, password: journeyPassword });
  const mail = await stack.smtp.waitFor((message) => message.to.includes(journeyEmail), 15_000);
  await page.getByLabel('Code').fill(/Your code is (\d+)/.exec(mail.text)![1]);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`${origin('kube')}${PRO_LESSON}`);
  await expect(page.getByRole('button', { name: 'Account menu: Grace Hopper' })).toBeVisible();
  await expect(page.getByTestId('lesson-locked')).toContainText('This lesson is for pro learners');
});

test('the administrator grants pro; the learner reads the pro lesson and completes it', async () => {
  const admin = adminContext.pages()[0];
  await admin.goto(`${origin('kube')}/admin/users`);
  await admin.getByLabel('Search users').fill(journeyEmail);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const proSwitch = admin.getByRole('switch', { name: 'Pro access for Grace Hopper' });
  await expect(proSwitch).not.toBeChecked();
  await proSwitch.click();
  await expect(admin.getByText(`Pro access granted to ${journeyEmail}`)).toBeVisible();

  const page = learnerContext.pages()[0];
  await page.reload();
  await expect(page.getByTestId('lesson-locked')).toHaveCount(0);
  // The completion is said in a toast and the page moves to the course's next lesson, which has its own
  // button; back on the pro lesson, it shows as completed.
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText(/^Lesson marked complete — \d+ of \d+ in this course$/)).toBeVisible();
  await expect(page).toHaveURL(`${origin('kube')}${NEXT_LESSON}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helm or an operator?');
  await page.goto(`${origin('kube')}${PRO_LESSON}`);
  await expect(page.getByTestId('lesson-complete')).toHaveText('You completed this lesson');
});

test('the administrator sees the completion in insights', async () => {
  const admin = adminContext.pages()[0];
  await admin.goto(`${origin('kube')}/admin/insights`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  // The course is chosen once the refresh has answered, as an administrator waits for the button, so
  // the funnel's first read is of the recomputed aggregates; a failed refresh says what it answered.
  const refreshed = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/insights/refresh',
  );
  await admin.getByRole('button', { name: 'Refresh now' }).click();
  const answer = await refreshed;
  expect(answer.status(), await answer.text()).toBe(200);
  const funnel = admin.getByRole('region', { name: 'Lesson funnel', exact: true });
  await funnel.getByLabel('Course', { exact: true }).selectOption({ label: PRO_COURSE });
  await funnel.getByText('Show the numbers as a table').click();
  const row = funnel.getByRole('row').filter({ hasText: 'Dependencies and hooks' });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
});

test('a rollback to the previous release while learners sign in and write: no failed request, no lost write, everyone still signs in', async () => {
  test.setTimeout(240_000);
  await underLoad(`rollback this release -> ${previous.name}`, () => stack.rollTo(previous, PREVIOUS_COST));
  expect(stack.replicas.every((replica) => replica.release === previous)).toBe(true);
  // The previous release let every learner in from a 2^18 hash, and stored its own cost again.
  expect(await storedCosts()).toEqual(new Set([17]));

  // Grace signed up on this release (a 2^18 hash); the previous release lets her in and keeps her progress.
  const page = learnerContext.pages()[0];
  await page.getByRole('button', { name: 'Account menu: Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
  await page.goto(`${origin('kube')}${PRO_LESSON}`);
  await page.getByRole('link', { name: 'Log In / Register' }).click();
  await page.getByLabel('E-mail').fill(journeyEmail);
  await page.getByLabel('Password').fill(journeyPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu: Grace Hopper' })).toBeVisible();
  await expect(page.getByTestId('lesson-locked')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  timings.push(`previous release: ${PREVIOUS_RELEASE.commit} (${PREVIOUS_RELEASE.note})`);
});
