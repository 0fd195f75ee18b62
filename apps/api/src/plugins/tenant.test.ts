import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tenantsOf = async (request: InjectOptions) => {
  const response = await t.app.inject(request);
  expect(response.statusCode).toBe(200);
  return new Set(response.json().data.courses.map((course: { tenantId: string }) => course.tenantId));
};

describe('choosing the portal', () => {
  it.each([
    ['kube.localhost:3000', 'kube'],
    ['kube-academy.example.com', 'kube'],
    ['tanzu.localhost', 'tanzu'],
    ['spring.localhost', 'spring'],
    ['localhost:3000', 'spring'],
    ['unknown.example.com', 'spring'],
  ])('host %s serves %s', async (host, tenant) => {
    expect(await tenantsOf({ url: '/api/courses/list', headers: { host } })).toEqual(new Set([tenant]));
  });

  it('prefers the tenantId header, then the query parameter, over the host', async () => {
    expect(await tenantsOf({ url: '/api/courses/list', headers: { host: 'kube.localhost', tenantid: 'tanzu' } })).toEqual(
      new Set(['tanzu']),
    );
    expect(await tenantsOf({ url: '/api/courses/list?tenantId=spring', headers: { host: 'kube.localhost' } })).toEqual(new Set(['spring']));
  });

  it.each([
    [{ url: '/api/courses/list', headers: { tenantid: 'acme' } }],
    [{ url: '/api/courses/list?tenantId=acme' }],
    [{ url: '/api/courses/list?tenantId=' }],
    [{ url: '/api/courses/list?tenantId=kube', headers: { tenantid: 'spring' } }],
    [{ url: '/api/courses/list?tenantId=kube&tenantId=spring' }],
  ] as InjectOptions[][])('refuses a tenant that names no portal or disagrees: %j', async (request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null });
    expect(response.json().errors[0].errorMessage).toMatch(/tenantId/);
  });
});
