import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from './db/client';

/** Latency buckets in seconds: API reads are a few milliseconds, sign-in hashing a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  /** Times every response by route pattern (not address, so the label set stays small). */
  instrument(app: FastifyInstance): void;
}

/**
 * The process's Prometheus metrics: request rate and latency per route (one histogram; its _count
 * is the rate), server errors, the database pool, and Node's defaults, which include event-loop lag.
 */
export function createMetrics(poolStats: () => PoolStats | null): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
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
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return {
    registry,
    instrument(app) {
      // One histogram child per method, route and status, looked up by a plain key: prom-client
      // would otherwise hash the label object on every answer.
      const timers = new Map<string, Histogram.Internal<string>>();
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const key = `${request.method} ${reply.statusCode} ${route}`;
        let timer = timers.get(key);
        if (timer === undefined) {
          timer = duration.labels({ method: request.method, route, status_code: String(reply.statusCode) });
          timers.set(key, timer);
        }
        timer.observe(reply.elapsedTime / 1000);
        if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
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
