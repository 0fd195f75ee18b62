import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from '../../apps/api/src/test/oidc-client';
import { httpCall } from './release-process';

/** Fastify's `inject` shape over real HTTP to a process on `port`, so the API's OIDC test client drives a released server. */
export function httpInjector(port: () => number): Injector {
  return {
    async inject(options: InjectOptions) {
      const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name, String(value)]));
      const json = options.payload !== undefined && typeof options.payload !== 'string';
      if (json) headers['content-type'] ??= 'application/json';
      const answer = await httpCall(port(), {
        method: options.method as string | undefined,
        path: options.url as string,
        headers,
        host: headers.host,
        body: json ? JSON.stringify(options.payload) : (options.payload as string | undefined),
      });
      return { statusCode: answer.status, headers: answer.headers, body: answer.body, json: () => JSON.parse(answer.body) } as unknown as LightMyRequestResponse;
    },
  };
}
