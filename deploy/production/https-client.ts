import { Agent, request } from 'node:https';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from '../../apps/api/src/test/oidc-client';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A client of the portals as a browser reaches them: https to the proxy's port with the portal's
 * name (SNI and Host), trusting only the run's certificate authority, over kept-alive connections.
 */
export function httpsClient(port: number, caPem: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4, ca: caPem });
  let calls = 0;
  const call = (options: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string }): Promise<HttpsAnswer> =>
    new Promise((resolve, reject) => {
      calls += 1;
      const outgoing = request(
        { host: '127.0.0.1', port, servername: options.host, method: options.method ?? 'GET', path: options.path, agent, headers: { ...options.headers, host: options.host } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
          res.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });

  /** Fastify's `inject` shape over this client, so the API's OIDC test client signs in through the proxy. */
  const injector: Injector = {
    async inject(options: InjectOptions) {
      const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name, String(value)]));
      const json = options.payload !== undefined && typeof options.payload !== 'string';
      if (json) headers['content-type'] ??= 'application/json';
      const answer = await call({
        method: options.method as string | undefined,
        path: options.url as string,
        headers,
        host: headers.host,
        body: json ? JSON.stringify(options.payload) : (options.payload as string | undefined),
      });
      return { statusCode: answer.status, headers: answer.headers, body: answer.body, json: () => JSON.parse(answer.body) } as unknown as LightMyRequestResponse;
    },
  };

  return {
    call,
    injector,
    /** Requests sent so far, the sign-in's redirects and form posts included. */
    get calls() {
      return calls;
    },
    close: () => agent.destroy(),
  };
}

export type HttpsClient = ReturnType<typeof httpsClient>;
