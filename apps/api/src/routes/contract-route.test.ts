import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, type ApiCall } from '@academy/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { fromContract } from './contract-route';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const everyCall = Object.entries(apiCalls).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, ApiCall>).map(([name, apiCall]) => ({ name: `${group}.${name}`, ...apiCall })),
);

describe('the calls of packages/shared', () => {
  it.each(everyCall)('$name ($method $path) is a route of the app', ({ method, path }) => {
    expect(t.app.hasRoute({ method, url: path })).toBe(true);
  });

  it('validates and documents each route with the schemas of its call', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = document.paths['/api/courses/list'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toContain('progressFilterRequired');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/courses/list?progressFilterRequired=maybe',
      headers: { host: 'kube.localhost:3000' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'querystring.progressFilterRequired' });
  });

  it('refuses to register a route from a call that is not in apiCalls', () => {
    expect(() => fromContract({ method: 'GET', path: '/api/courses/list' } as ApiCall, { tags: [], summary: '' })).toThrow(
      'is not a call of apiCalls',
    );
  });
});
