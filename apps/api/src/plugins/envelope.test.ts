import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@academy/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the response envelope', () => {
  it('wraps a success with an empty error list and a correlation id that is also a header', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, data: { status: 'ok' }, errors: [] });
    expect(body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-correlation-id']).toBe(body.correlationId);
  });

  it("keeps the caller's correlation id when it is well formed and replaces it otherwise", async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-correlation-id': 'trace-1234567890' } });
    expect(kept.json().correlationId).toBe('trace-1234567890');
    expect(kept.headers['x-correlation-id']).toBe('trace-1234567890');
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-correlation-id': 'bad id <script>' } });
    expect(replaced.json().correlationId).not.toBe('bad id <script>');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      errors: [{ code: 'ROUTE_NOT_FOUND', errorMessage: 'No route GET /api/no-such-thing' }],
    });
  });

  it('answers a validation problem with 400 naming the field', async () => {
    const response = await t.app.inject({ url: '/api/courses/details?slug=Not%20A%20Slug' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'querystring.slug', errorMessage: 'querystring.slug: must be lowercase words joined by hyphens' },
    ]);
  });

  it('refuses an address longer than 4096 characters with 414', async () => {
    const response = await t.app.inject({ url: `/api/courses/list?x=${'a'.repeat(5_000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ success: false, errors: [{ errorMessage: 'The address is longer than 4096 characters' }] });
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken"',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});

describe('health and readiness', () => {
  it('is ready while the database answers', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.json()).toMatchObject({ success: true, data: { status: 'ready', database: 'up' } });
  });

  it('is not ready, with a 503 envelope and no detail, once the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, errors: [{ errorMessage: 'The database is not reachable' }] });
    await broken.app.close();
  });

  it('is not ready while draining, but still alive and still answering other requests', async () => {
    const draining = await createTestApp();
    draining.app.draining = true;
    const ready = await draining.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ errors: [{ code: 'NOT_READY', errorMessage: 'This replica is shutting down' }] });
    expect((await draining.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await draining.app.inject({ url: '/api/courses/list', headers: { host: 'kube.localhost' } })).statusCode).toBe(200);
    await draining.close();
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document listing the catalogue routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/courses/list', '/api/courses/details', '/api/lessons/{courseSlug}/{lessonSlug}', '/api/guides/list']),
    );
  });

  it('lists every error code and gives every operation the failure envelope', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const codes = document.components.schemas.ErrorEnvelope.properties.errors.items.properties.code.enum;
    expect(codes).toEqual(Object.keys(API_ERROR_CODES));
    for (const code of codes) expect(document.info.description).toContain(`\`${code}\``);
    const operations = Object.values(document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap(
      Object.values,
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) expect(operation.responses.default).toBeDefined();
  });

  it('serves a docs page', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves neither the document nor the page with API_DOCS=false, while the API answers as before', async () => {
    const closed = await createTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs/json', '/api/docs/', '/api/docs']) {
        const response = await closed.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'ROUTE_NOT_FOUND' }] });
      }
      expect((await closed.app.inject({ url: '/api/courses/list', headers: { host: 'kube.localhost' } })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
