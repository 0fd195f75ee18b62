import autocannon, { type Request } from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The same load, unmeasured, before a row: its code compiled and its connections open, as in a server that has been running. */
export const WARM_UP_SECONDS = 2;

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than the status expected (2xx unless the load names one), connection errors and timeouts. */
  failures: number;
  /** Requests answered in the run. */
  requests: number;
}

export interface Load {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Per-request variation (writes on different items), with a hook on each answer. */
  requests?: Request[];
  connections?: number;
  durationSeconds?: number;
  /** The status every answer should have, when it is not a 2xx (a not-found page's 404). */
  expectStatus?: number;
}

/** Answers whose status is not `status`. */
function unexpected(result: autocannon.Result, status: number): number {
  const counts = Object.entries(result.statusCodeStats ?? {});
  return counts.reduce((sum, [code, { count = 0 }]) => (Number(code) === status ? sum : sum + count), 0);
}

/**
 * autocannon adds each answer's body to a string as it arrives, decoding it as UTF-8, which for a
 * compressed answer made the client, not the server, the limit of the row (decision 079). No row
 * reads a body, so every connection drops them; its byte count is kept.
 */
function dropBodies(client: autocannon.Client) {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function')
    throw new Error('autocannon no longer keeps bodies in pipelinedRequests.addBody: see dropBodies in bench/load.ts');
  queue.addBody = () => {};
}

/** One autocannon run; nothing here asserts a time, it only reports. */
export function measure({
  url,
  headers,
  method = 'GET',
  body,
  requests,
  connections = CONNECTIONS,
  durationSeconds = DURATION_SECONDS,
  expectStatus,
}: Load): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, method, body, requests, connections, duration: durationSeconds, setupClient: dropBodies },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures: result.errors + result.timeouts + (expectStatus === undefined ? result.non2xx : unexpected(result, expectStatus)),
          requests: result.requests.total,
        });
      },
    );
  });
}
