import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Decision 019: a server bundle that declines or fails leaves the visitor the app shell, never an error page. */
const webDist = mkdtempSync(join(tmpdir(), 'academy-render-fallback-'));
mkdirSync(join(webDist, 'ssr'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Academy</title><div id="root"></div>');
writeFileSync(
  join(webDist, 'ssr', 'entry-server.js'),
  `export async function render(request) {
    if (request.url === '/broken') throw new Error('a bug in a screen');
    if (request.url === '/declined') return { kind: 'not-rendered' };
    return { kind: 'page', status: 200, html: '<!doctype html><p>rendered for ' + request.tenantId + ' at ' + request.origin + '</p>' };
  }`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { host: 'tanzu.localhost:3000' } });

describe('the page renderer', () => {
  it('answers with the rendered page for the portal of the host name, on its public origin', async () => {
    const answer = await get('/anything');
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toContain('rendered for tanzu at http://tanzu.localhost:3000');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('falls back to the app shell when the bundle declines the address or fails', async () => {
    for (const url of ['/declined', '/broken']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.payload).toContain('<div id="root"></div>');
    }
  });
});
