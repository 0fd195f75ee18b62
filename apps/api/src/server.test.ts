import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from './plugins/security-headers';

/** The real process on the embedded database: listen, refuse a second owner, close cleanly, restart. */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

let dataDir: string;
let port: number;
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = server.address() as { port: number };
      server.close(() => resolve(found));
    });
  });
}

function startServer() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitUntilHealthy(exited: Promise<number | null>) {
  // Generous: the server compiles its sources with tsx and imports every portal's content, beside
  // the other test workers on a 2-core machine.
  const deadline = Date.now() + 150_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    const ok = await get('/api/health').then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-server-'));
  port = await freePort();
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process on PGlite', () => {
  it('starts on an empty folder, imports the sample content and serves each portal over HTTP', { timeout: 240_000 }, async () => {
    const first = startServer();
    await waitUntilHealthy(first.exited);
    for (const tenant of ['spring', 'kube', 'tanzu']) {
      const response = await get('/api/courses/list', { host: `${tenant}.localhost:${port}` });
      const body = JSON.parse(response.body);
      expect(body.data.courses.length).toBeGreaterThanOrEqual(3);
      expect(new Set(body.data.courses.map((course: { tenantId: string }) => course.tenantId))).toEqual(new Set([tenant]));
    }

    const huge = await get(`/api/courses/list?q=${'x'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({
      success: false,
      data: null,
      errors: [{ errorMessage: 'The request headers or address are too large' }],
    });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect([name, huge.headers[name]]).toEqual([name, value]);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is already in use by process ${first.child.pid}`);
    expect((await get('/api/ready')).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'academy.pid'))).toBe(false);

    const third = startServer();
    await waitUntilHealthy(third.exited);
    const kube = JSON.parse((await get('/api/courses/list', { host: 'kube.localhost' })).body);
    expect(kube.data.courses.length).toBeGreaterThanOrEqual(3);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });
});
