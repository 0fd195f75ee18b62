import { afterAll, beforeAll, expect, it } from 'vitest';
import { alerts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 3_600_000;

it("lists only the portal's alerts that are active now, newest first", async () => {
  const now = Date.now();
  await t.database.db.insert(alerts).values([
    { tenantId: 'kube', message: 'always on', level: 'info', createdAt: new Date(now - 2 * hour) },
    {
      tenantId: 'kube',
      message: 'in its window',
      level: 'warning',
      startsAt: new Date(now - hour),
      endsAt: new Date(now + hour),
      actionUrl: 'https://example.com',
      actionText: 'Read more',
      createdAt: new Date(now - hour),
    },
    { tenantId: 'kube', message: 'expired', level: 'info', endsAt: new Date(now - hour) },
    { tenantId: 'kube', message: 'not yet', level: 'info', startsAt: new Date(now + hour) },
    { tenantId: 'spring', message: 'spring only', level: 'success' },
  ]);
  const kube = (await t.app.inject({ url: '/api/alerts', headers: { host: 'kube.localhost' } })).json();
  expect(kube.data.result.map((alert: { message: string }) => alert.message)).toEqual(['in its window', 'always on']);
  expect(kube.data.result[0]).toMatchObject({
    tenantId: 'kube',
    level: 'warning',
    actionUrl: 'https://example.com',
    actionText: 'Read more',
  });
  const spring = (await t.app.inject({ url: '/api/alerts', headers: { host: 'spring.localhost' } })).json();
  expect(spring.data.result.map((alert: { message: string }) => alert.message)).toEqual(['spring only']);
  const tanzu = (await t.app.inject({ url: '/api/alerts?tenantId=tanzu' })).json();
  expect(tanzu.data.result).toEqual([]);
});
