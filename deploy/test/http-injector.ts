import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from '../../apps/api/src/test/oidc-client';
import { httpCall, type CallOptions, type HttpAnswer } from './release-process';

/**
 * Fastify's `inject` shape over real requests, so the API's OIDC test client drives a released
 * server: plain HTTP to a port (`httpInjector`), or any `call` (the production suite's HTTPS client).
 */
export function injectorOver(call: (options: CallOptions) => Promise<HttpAnswer>): Injector {
  return {
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
      return {
        statusCode: answer.status,
        headers: answer.headers,
        body: answer.body,
        json: () => JSON.parse(answer.body),
      } as unknown as LightMyRequestResponse;
    },
  };
}

export const httpInjector = (port: () => number): Injector => injectorOver((options) => httpCall(port(), options));
