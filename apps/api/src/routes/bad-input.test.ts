import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@academy/shared';
import { feedback, mailMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/** Hostile and malformed input against every public route: always a 4xx envelope or a 200, never a 5xx. */
const failureEnvelope = envelopeSchema(z.null()).strict();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUTES = [
  '/api/courses/list',
  '/api/courses/details',
  '/api/lessons',
  '/api/lessons/kubernetes-fundamentals/VALUE',
  '/api/lessons/VALUE/VALUE',
  '/api/guides/list',
  '/api/guides/getGuide',
  '/api/paths/list',
  '/api/paths/details',
  '/api/instructors/list',
  '/api/instructors/profile',
  '/api/pages/VALUE',
  '/api/alerts',
  '/api/config',
  '/api/content-assets/kube/VALUE',
];

const VALUES = [
  '',
  'a',
  '-',
  '--',
  'kubernetes-fundamentals',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid-but-long-'.repeat(20),
  '%00',
  '%FF%FE',
  '%E2%80%AE',
  "'%20or%201=1--",
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  'x'.repeat(3_000),
  '1e309',
  '[object Object]',
];

const QUERIES = (value: string) => [
  `slug=${value}`,
  `slug=${value}&slug=${value}`,
  `slug[]=${value}`,
  `slug[a]=${value}`,
  `tenantId=${value}`,
  `progressFilterRequired=${value}`,
  `__proto__[x]=${value}`,
  `constructor[prototype][x]=${value}`,
];

it('answers every route and hostile value with a well-formed envelope and no 5xx', { timeout: 120_000 }, async () => {
  let requests = 0;
  for (const route of ROUTES) {
    for (const value of VALUES) {
      for (const query of QUERIES(value)) {
        const url = `${route.replaceAll('VALUE', value || 'x')}?${query}`;
        const response = await t.app.inject({ url, headers: { host: 'kube.localhost' } });
        requests += 1;
        expect(response.statusCode, url).toBeLessThan(500);
        const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
        if (response.statusCode >= 400) expect(isJson, url).toBe(true);
        if (isJson) {
          const body = response.json();
          expect(body.success, url).toBe(response.statusCode < 400);
          expect(typeof body.correlationId, url).toBe('string');
          if (!body.success) {
            expect(body.errors.length, url).toBeGreaterThan(0);
            // Each error carries a stable code from API_ERROR_CODES.
            expect(failureEnvelope.safeParse(body).success, `${url} ${JSON.stringify(body.errors)}`).toBe(true);
          }
        }
      }
    }
  }
  expect(requests).toBe(ROUTES.length * VALUES.length * 8);
});

it('refuses a tenantId header that is not a portal on every route', async () => {
  for (const route of ROUTES) {
    const response = await t.app.inject({ url: route.replaceAll('VALUE', 'x'), headers: { tenantid: 'evil' } });
    expect(response.statusCode, route).toBe(400);
  }
});

const BODY_ROUTES = ['/api/feedback', '/api/email/contactUs'];
const BODIES: { body: string; type: string }[] = [
  ...[
    'null',
    '[]',
    '"text"',
    '42',
    '{',
    '{"comments":{"$gt":""}}',
    '{"__proto__":{"admin":true}}',
    '{"context":[]}',
    '{"rating":"5"}',
    `{"comments":"${'é'.repeat(6_000)}"}`,
  ].map((body) => ({ body, type: 'application/json' })),
  { body: 'name=a&name=b&email[]=x', type: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', type: 'application/xml' },
  { body: '', type: 'application/json' },
];

it('answers hostile bodies on the public POST routes with a 4xx envelope and stores nothing', async () => {
  for (const url of BODY_ROUTES) {
    for (const { body, type } of BODIES) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'kube.localhost', 'content-type': type },
        payload: body,
      });
      expect(response.statusCode, `${url} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url} ${body.slice(0, 40)}`).toBeLessThan(500);
      expect(failureEnvelope.parse(response.json())).toMatchObject({ success: false, data: null });
    }
  }
  expect(await t.database.db.select().from(feedback)).toEqual([]);
  expect(await t.database.db.select().from(mailMessages)).toEqual([]);
});
