import { execFile } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startSmtpPeer, type SmtpPeer } from '../../apps/api/src/test/smtp-peer';
import { freePort, startReleasedServer, unprivileged, type ReleasedServer } from '../test/release-process';
import { makeCertificates, type Certificates } from './certificates';
import type { BuiltRelease } from './releases';
import { startTlsProxy, type TlsProxy } from './tls-proxy';

const run = promisify(execFile);

/** The public names of the portals: https://{tenant}.academy.test, as an operator's DNS and certificate give them. */
export const DOMAIN = 'academy.test';
export const origin = (tenant: string) => `https://${tenant}.${DOMAIN}`;

/** `node <script>` of a release as the image's user, from `/`, with nothing but `env` (and PATH) in its environment. */
export async function runReleaseScript(
  release: BuiltRelease,
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const [program, ...rest] = unprivileged([process.execPath, join(release.appDir, script), ...args]);
  const { stdout } = await run(program, rest, { cwd: '/', env: { PATH: process.env.PATH, ...env } });
  return stdout;
}

/** The lines of an env file (`KEY=value`), as `kubectl create secret --from-env-file` reads them. */
export function envFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

export interface Replica {
  release: BuiltRelease;
  server: ReleasedServer;
}

/**
 * Production in a box: a PostgreSQL database of its own, a real SMTP peer, the TLS proxy in front,
 * and the replicas of a Deployment started as the image starts them, in NODE_ENV=production with
 * generated keys, no demo accounts and https origins. The replicas cannot reach their own public
 * address: *.academy.test resolves only in the suite's clients (Chromium's host rules, the HTTPS
 * client's fixed address), and the proxy is the one way in, as with the shipped NetworkPolicy.
 */
export async function startStack(folder: string, adminUrl: string, secrets: Record<string, string>) {
  await Promise.all(
    [`kube.${DOMAIN}`, `spring.${DOMAIN}`].map(async (host) => {
      const resolved = await lookup(host).then(
        () => true,
        () => false,
      );
      if (resolved) throw new Error(`${host} resolves on this machine; the suite needs a public name the replicas cannot reach`);
    }),
  );
  const certificates: Certificates = await makeCertificates(folder, DOMAIN);
  const smtp: SmtpPeer = await startSmtpPeer();

  const databaseName = `academy_production_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

  /** What the Deployment gives every pod: the ConfigMap and the Secret (docs/operations.md, "First deployment"). */
  const environment: Record<string, string> = {
    NODE_ENV: 'production',
    APP_ENV: 'prod',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...secrets,
    SMTP_URL: smtp.url,
    PUBLIC_ORIGIN_TEMPLATE: `https://{tenant}.${DOMAIN}`,
    TRUST_PROXY: '1',
    IMPORT_CONTENT_ON_START: 'empty',
    // The preStop wait of the Deployment, which the server takes over when no kubelet runs it.
    SHUTDOWN_DELAY_MS: '2000',
  };

  const port = await freePort();
  // Two replicas, replaced once by a rollout and once by a rollback.
  const slots = await Promise.all(Array.from({ length: 6 }, () => freePort()));
  const proxy: TlsProxy = await startTlsProxy(folder, { port, domain: DOMAIN, certificates, upstreams: slots });
  const replicas: Replica[] = [];
  /** Every replica started, the ones replaced included, for their logs. */
  const started: Replica[] = [];

  /** `node <script>` of a release with the pods' environment: migrate.js (the init container), admin.js. */
  const runScript = (release: BuiltRelease, script: string, args: string[] = [], extra: Record<string, string> = {}) =>
    runReleaseScript(release, script, args, { ...environment, ...extra });

  const startReplica = async (release: BuiltRelease, extra: Record<string, string> = {}): Promise<Replica> => {
    const slot = slots[started.length];
    if (slot === undefined) throw new Error(`the proxy has ${slots.length} replica ports, all used`);
    const server = await startReleasedServer(release, { ...environment, ...extra, PORT: String(slot) });
    const replica = { release, server };
    replicas.push(replica);
    started.push(replica);
    return replica;
  };

  /**
   * A rolling update as the Deployment does it (maxSurge 1, maxUnavailable 0): the new release's
   * migrations, then for each old pod a new one that must be ready before the old one gets SIGTERM.
   * The proxy keeps sending to a draining pod until its connections are refused, the race an
   * ingress has while endpoint removal spreads; the pod must answer or close cleanly through its drain.
   */
  const rollTo = async (release: BuiltRelease, extra: Record<string, string> = {}) => {
    await runScript(release, 'migrate.js', [], extra);
    const steps: string[] = [];
    for (const old of [...replicas]) {
      const fresh = await startReplica(release, extra);
      old.server.child.kill('SIGTERM');
      const code = await old.server.exited;
      if (code !== 0) throw new Error(`a replica of the ${old.release.name} exited ${code} on SIGTERM:\n${old.server.output()}`);
      replicas.splice(replicas.indexOf(old), 1);
      steps.push(`${old.release.name} on :${old.server.port} drained, ${fresh.release.name} on :${fresh.server.port} serving`);
    }
    return steps;
  };

  return {
    port,
    certificates,
    smtp,
    proxy,
    replicas,
    databaseUrl,
    environment,
    runScript,
    startReplica,
    rollTo,
    /** Rows of the production database, read directly. */
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    /** What every replica started so far logged at error level or worse (JSON lines: level 50 and 60). */
    errorLines() {
      return started.flatMap(({ server }) => server.output().split('\n')).filter((line) => /"level":(50|60)/.test(line));
    },
    outputs() {
      return started.map(({ release, server }) => `${release.name} on :${server.port}:\n${server.output()}`).join('\n');
    },
    async stop() {
      for (const { server } of replicas) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await proxy.stop();
      await smtp.close();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
