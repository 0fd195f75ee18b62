import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInLearner } from '../test/learner';
import { chooseEncoding } from './compression';

/** Decision 019, delivery: compression, caching of files and of answers the same for everyone. */
const webDist = mkdtempSync(join(tmpdir(), 'academy-delivery-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Academy</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script);
writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const courses = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/courses/list', headers: { tenantid: 'kube', ...headers } });

describe('hashed assets', () => {
  it('are sent precompressed from the build, brotli first, and kept for a year', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });
});

describe('API answers', () => {
  it('are compressed over about a kilobyte when the client accepts it, and not below', async () => {
    const big = await courses({ 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toMatchObject({ success: true });
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await courses({ 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('that are the same for everyone carry an ETag and answer 304 to it, compressed or not', async () => {
    const first = await courses({ 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await courses()).headers.etag).toBe(etag);
    const again = await courses({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    // Another portal's catalogue is another answer.
    expect((await t.app.inject({ url: '/api/courses/list', headers: { tenantid: 'spring' } })).headers.etag).not.toBe(etag);
  });

  it('that are personal carry no ETag and may not be stored', async () => {
    const { token } = await signedInLearner(t, 'kube', 'delivery@example.com');
    const mine = await courses({ authorization: `Bearer ${token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});

describe('chooseEncoding', () => {
  it('prefers br, falls back to gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
