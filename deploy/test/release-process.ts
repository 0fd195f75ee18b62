import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SERVER_NODE_OPTIONS } from '../../scripts/build-release';

/** What the project's global setup built: an installed release folder and a migrated, seeded template database. */
export interface ReleaseUnderTest {
  appDir: string;
  adminUrl: string;
  templateName: string;
  databasePrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    release: ReleaseUnderTest;
  }
}

/** The user the released server runs as here: `nobody`, through setpriv (which execs, so the pid stays the server's), when this runs as root. */
export const RUNS_AS_ROOT = process.getuid?.() === 0;
export function unprivileged(command: string[]): string[] {
  return RUNS_AS_ROOT ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', ...command] : command;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A database of its own for one test file, copied from the seeded template. */
export async function createDatabase(release: ReleaseUnderTest) {
  const name = `${release.databasePrefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: release.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${release.templateName}`);
  const url = new URL(release.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as http.request or https.request sends it, answered with its whole body as text. */
export function sendRequest<Options>(
  requester: (options: Options, callback: (res: IncomingMessage) => void) => ClientRequest,
  options: Options,
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = requester(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** What a test asks of a portal: `host` chooses it. */
export interface CallOptions {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request over a fresh connection; `host` chooses the portal. */
export function httpCall(port: number, options: CallOptions): Promise<HttpAnswer> {
  return sendRequest<RequestOptions>(
    request,
    {
      host: '127.0.0.1',
      port,
      method: options.method ?? 'GET',
      path: options.path,
      agent: false,
      headers: { host: options.host ?? 'spring.localhost', ...options.headers },
    },
    options.body,
  );
}

export interface ReleasedServer {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** The release's `server.js` started as the image starts it, from `/` as working directory, with nothing but `env` (and PATH) in its environment. */
export async function startReleasedServer(release: Pick<ReleaseUnderTest, 'appDir'>, env: Record<string, string>): Promise<ReleasedServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const [program, ...args] = unprivileged([process.execPath, ...SERVER_NODE_OPTIONS, join(release.appDir, 'server.js')]);
  const child = spawn(program, args, {
    cwd: '/',
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { port, child, exited, output: () => output };
  await waitUntilReady(server);
  return server;
}

async function waitUntilReady(server: ReleasedServer) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !gone) {
    const ready = await httpCall(server.port, { path: '/api/ready' }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return;
    await sleep(200);
  }
  throw new Error(`the released server did not become ready:\n${server.output()}`);
}
