import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A visitor's computed searches are counted per client address (IPv6 /64); cached answers and learners are not. */
const SEARCHES_PER_HOUR = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANONYMOUS_SEARCHES_PER_HOUR: String(SEARCHES_PER_HOUR) });
});
afterAll(() => t.close());

const search = (q: string, remoteAddress: string, authorization?: string) =>
  t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    remoteAddress,
    headers: { tenantid: 'kube', ...(authorization ? { authorization } : {}) },
  });

describe('anonymous search', () => {
  it('refuses a client address past its computed searches with 429 and Retry-After, answers what is cached, and counts another /64 apart', async () => {
    for (let index = 0; index < SEARCHES_PER_HOUR; index++)
      expect((await search(`pods ${index}`, `2001:db8:51:1::${index + 1}`)).statusCode).toBe(200);
    const refused = await search('services and ingress', '2001:db8:51:1::99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ code: 'RATE_LIMITED' }] });

    // An answer another visitor already had costs nothing and is still given.
    expect((await search('pods 0', '2001:db8:51:1::7')).statusCode).toBe(200);
    expect((await search('services and ingress', '2001:db8:52:1::1')).statusCode).toBe(200);
  });

  it('never counts a signed-in learner', async () => {
    const learner = await signedInLearner(t, 'kube', 'searching-learner@example.com');
    for (let index = 0; index < SEARCHES_PER_HOUR + 2; index++) {
      const answer = await search(`helm chart ${index}`, '2001:db8:53:1::1', `Bearer ${learner.token}`);
      expect(answer.statusCode).toBe(200);
    }
  });
});
