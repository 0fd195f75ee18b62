import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from './db/client';
import type { MailBacklog } from './services/mail/mail-backlog';

/** Latency buckets in seconds: API reads are a few milliseconds, sign-in hashing a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  /** Times every response by route pattern (not address, so the label set stays small). */
  instrument(app: FastifyInstance): void;
  /** Times a visitor's answer the replay sent before Fastify (decision 032) like the ones `instrument` times, and counts it as replayed. */
  replayed(route: string, statusCode: number, seconds: number): void;
}

/**
 * The process's Prometheus metrics: request rate and latency per route (one histogram; its _count
 * is the rate), server errors, the database pool, the mail outbox (read at each scrape), and Node's
 * defaults, which include event-loop lag.
 */
export function createMetrics(poolStats: () => PoolStats | null, backlog: () => Promise<MailBacklog>): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const replays = new Counter({
    name: 'http_replayed_answers_total',
    help: "Visitors' answers sent again from the replay before Fastify, by route pattern (also counted in http_request_duration_seconds)",
    labelNames: ['route'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, the most it opens, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mail in the outbox of every portal: waiting to be sent, waiting again after a failed try, and given up on',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { pending, retrying, failed } = await backlog();
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'retrying' }, retrying);
      this.set({ state: 'failed' }, failed);
    },
  });
  // One histogram child per method, route and status, looked up by a plain key: prom-client
  // would otherwise hash the label object on every answer.
  const timers = new Map<string, Histogram.Internal<string>>();
  const observe = (method: string, statusCode: number, route: string, seconds: number) => {
    const key = `${method} ${statusCode} ${route}`;
    let timer = timers.get(key);
    if (timer === undefined) {
      timer = duration.labels({ method, route, status_code: String(statusCode) });
      timers.set(key, timer);
    }
    timer.observe(seconds);
    if (statusCode >= 500) errors.inc({ method, route });
  };
  const replayCounters = new Map<string, Counter.Internal>();
  return {
    registry,
    replayed(route, statusCode, seconds) {
      observe('GET', statusCode, route, seconds);
      let counter = replayCounters.get(route);
      if (counter === undefined) {
        counter = replays.labels({ route });
        replayCounters.set(route, counter);
      }
      counter.inc();
    },
    instrument(app) {
      app.addHook('onResponse', (request, reply, done) => {
        observe(request.method, reply.statusCode, request.routeOptions.url ?? 'unmatched', reply.elapsedTime / 1000);
        done();
      });
    },
  };
}

/** GET /metrics on its own port, so the public listener and its ingress never expose it. */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
