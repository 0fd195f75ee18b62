import { afterAll, beforeAll, expect, it } from 'vitest';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { awayFromWindowEdge } from '../test/window-edge';

/**
 * Each passkey challenge is a stored row and each answer a signature check (decision 047): one client
 * address (an IPv6 /64) gets PASSKEY_CALLS_PER_HOUR of them, then 429, whatever the account or page.
 */
const KUBE = 'kube.localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PASSKEY_CALLS_PER_HOUR: '3' });
});
afterAll(() => t.close());

async function signInPage(remoteAddress: string) {
  const client = new OidcTestClient(t.app, KUBE, remoteAddress);
  const { location } = await client.startSignIn();
  const page = await client.follow(location!);
  const uid = /\/identity\/interaction\/([^/"]+)\/passkey"/.exec(page.response.body)![1];
  const options = () =>
    client.request({
      method: 'POST',
      url: `/identity/interaction/${uid}/passkey-options`,
      headers: { 'content-type': 'application/json', origin: client.origin },
      payload: '{}',
    });
  const answer = () => client.submit(`/identity/interaction/${uid}/passkey`, { response: '{}' });
  return { options, answer };
}

it('refuses a client address past its passkey calls, on the sign-in page too, and counts another /64 apart', async () => {
  await awayFromWindowEdge(3_600);
  const first = await signInPage('2001:db8:47:1::1');
  const second = await signInPage('2001:db8:47:1::2');
  expect((await first.options()).statusCode).toBe(200);
  expect((await second.options()).statusCode).toBe(200);
  expect((await first.answer()).statusCode).toBe(401);

  const refused = await second.options();
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json()).toMatchObject({ success: false, errors: [{ code: 'RATE_LIMITED' }] });
  const page = await first.answer();
  expect(page.statusCode).toBe(429);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('Too many requests');

  expect((await (await signInPage('2001:db8:47:2::1')).options()).statusCode).toBe(200);
});
