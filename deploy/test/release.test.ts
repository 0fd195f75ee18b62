import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { KUBERNETES_MODEL_PACKAGES } from '../../apps/api/src/content/checks/kubernetes-objects';
import { SERVER_NODE_OPTIONS } from '../../scripts/build-release';
import { createDatabase, freePort, httpCall, RUNS_AS_ROOT, startReleasedServer, type ReleasedServer } from './release-process';

/**
 * The release as the image runs it: installed with `npm ci --omit=dev` in a clean folder (global
 * setup), started with plain node from `/`, as `nobody` when the tests run as root, in production
 * mode with its keys and origins from the environment.
 */
const release = inject('release');
let database: Awaited<ReturnType<typeof createDatabase>>;
let server: ReleasedServer;
let metricsPort: number;

beforeAll(async () => {
  database = await createDatabase(release);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'release-test' }] };
  metricsPort = await freePort();
  server = await startReleasedServer(release, {
    NODE_ENV: 'production',
    APP_ENV: 'prod',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    OIDC_JWKS: JSON.stringify(jwks),
    OIDC_COOKIE_KEYS: 'a-cookie-key-of-at-least-32-characters!',
    PUBLIC_ORIGIN_TEMPLATE: 'https://{tenant}.academy.example.com',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    IMPORT_CONTENT_ON_START: 'never',
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
  });
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

describe('the release folder', () => {
  it('holds only runtime packages: no tsx, no test or build tools', async () => {
    const manifest = JSON.parse(await readFile(`${release.appDir}/package.json`, 'utf8'));
    expect(manifest.devDependencies).toBeUndefined();
    for (const tool of ['tsx', 'vitest', 'esbuild', 'typescript', 'vite', 'pino-pretty', '@academy/shared'])
      expect(manifest.dependencies).not.toHaveProperty(tool);
    expect(manifest.dependencies).toHaveProperty('fastify');
  });

  it("ships no Kubernetes models: schema checks of the lessons' manifests belong to authoring, and its content imported without them (decision 049)", async () => {
    const manifest = JSON.parse(await readFile(`${release.appDir}/package.json`, 'utf8'));
    for (const name of KUBERNETES_MODEL_PACKAGES) {
      expect(manifest.dependencies).not.toHaveProperty(name);
      expect(existsSync(join(release.appDir, 'node_modules', name))).toBe(false);
    }
  });

  it(`runs as ${RUNS_AS_ROOT ? 'nobody (uid 65534)' : 'the current user'}, not root, from any working directory`, async () => {
    const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)![1]);
    expect(uid).not.toBe(0);
    if (RUNS_AS_ROOT) expect(uid).toBe(65534);
    expect(await readFile(`/proc/${server.child.pid}/cmdline`, 'utf8')).toContain(`${release.appDir}/server.js`);
  });

  it("starts as the image does: the Dockerfile's ENTRYPOINT and the release's npm start give node the same options, the young generation pinned (decision 035)", async () => {
    const dockerfile = await readFile(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(dockerfile)![1]) as string[];
    const manifest = JSON.parse(await readFile(`${release.appDir}/package.json`, 'utf8'));
    expect(SERVER_NODE_OPTIONS).toContain('--max-semi-space-size=16');
    expect(entrypoint).toEqual(['node', ...SERVER_NODE_OPTIONS, 'server.js']);
    expect(manifest.scripts.start).toBe(entrypoint.join(' '));
    const cmdline = (await readFile(`/proc/${server.child.pid}/cmdline`, 'utf8')).split('\0');
    expect(cmdline.slice(1, 1 + SERVER_NODE_OPTIONS.length)).toEqual(SERVER_NODE_OPTIONS);
  });

  it('serves each portal: its web app, its configuration and its catalogue', async () => {
    for (const tenant of ['spring', 'kube', 'tanzu']) {
      const host = `${tenant}.academy.example.com`;
      const page = await httpCall(server.port, { path: '/', host });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const config = await httpCall(server.port, { path: '/api/config', host });
      expect(JSON.parse(config.body).data).toMatchObject({ tenantId: tenant, environment: 'prod' });
      const courses = JSON.parse((await httpCall(server.port, { path: '/api/courses/list', host })).body).data.courses;
      expect(courses.length).toBeGreaterThan(0);
    }
    // With the web app built, an unknown API address is still the API's 404, not the app shell.
    const unknown = await httpCall(server.port, { path: '/api/no-such-thing', host: 'kube.academy.example.com' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).errors[0].code).toBe('ROUTE_NOT_FOUND');
  });

  it("makes a certificate's PDF with the typeface the release ships (read by path, out of the bundle's sight)", async () => {
    const [user] = await database.query<{ id: string }>(
      `insert into users (tenant_id, subject, login, first_name, last_name) values ('kube', 'release-test', 'ada@example.com', 'Łukasz', 'Dvořák') returning id`,
    );
    await database.query(
      `insert into certificates (id, tenant_id, user_id, kind, item_id, title) values ($1, 'kube', $2, 'course', gen_random_uuid(), 'A course')`,
      ['releasetestcertificate', user.id],
    );
    const pdf = await httpCall(server.port, { path: '/api/certificates/releasetestcertificate/pdf', host: 'kube.academy.example.com' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('logs JSON lines, and keeps the metrics off the public port', async () => {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('Server listening at http://127.0.0.1:' + server.port);
    // The public port answers /metrics with the web app's shell, like any other unknown page.
    expect((await httpCall(server.port, { path: '/metrics' })).body).not.toContain('http_request_duration_seconds');
    const metrics = await httpCall(metricsPort, { path: '/metrics' });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/list",status_code="200"\} [1-9]/m,
    );
    expect(metrics.body).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
    expect(metrics.body).toMatch(/^db_pool_connections\{state="max"\} \d+/m);
    expect(metrics.body).toMatch(/^mail_outbox_messages\{state="retrying"\} \d+/m);
    expect(metrics.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('drains on SIGTERM and exits 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
