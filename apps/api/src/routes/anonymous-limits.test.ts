import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { awayFromWindowEdge } from '../test/window-edge';

/**
 * The hourly allowances of anonymous feedback, contact messages and topic requests count an IPv6
 * client by its /64, as sign-in and sign-up do: one subscriber holds the whole /64 and could
 * otherwise step to a fresh address for every message.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANONYMOUS_FEEDBACK_PER_HOUR: '2', ANONYMOUS_CONTACT_PER_HOUR: '2', ANONYMOUS_TOPIC_REQUESTS_PER_HOUR: '2' });
});
afterAll(() => t.close());

const FORMS = {
  feedback: {
    url: '/api/feedback',
    payload: {
      feedbackableType: '',
      schema: 'tenant-v1',
      comments: 'hello',
      context: { userAgent: 'vitest', url: 'http://kube.localhost/', route: '/' },
    },
  },
  contact: {
    url: '/api/email/contactUs?tenant=kube',
    payload: { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Labs', message: 'A message long enough.' },
  },
  'topic request': { url: '/api/topic-requests', payload: { topic: 'Service meshes' } },
};

describe.each(Object.entries(FORMS))('anonymous %s allowance', (name, { url, payload }) => {
  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    // A /64 of its own per form: the counters are shared by the whole database.
    const network = { feedback: '2001:db8:10:1', contact: '2001:db8:10:2', 'topic request': '2001:db8:10:3' }[name]!;
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress, headers: { host: 'kube.localhost' }, payload });
    await awayFromWindowEdge(3_600);
    expect((await send(`${network}::1`)).statusCode).toBe(200);
    expect((await send(`${network}:0:0:0:ffff`)).statusCode).toBe(200);
    const refused = await send(`${network}:abcd:1234:5678:9`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ code: 'RATE_LIMITED' }] });
    expect((await send(`${network.replace(/:\d+$/, ':99')}::1`)).statusCode).toBe(200);
  });
});
