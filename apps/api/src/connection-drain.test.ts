import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_CLOSE_GRACE_MS } from './connection-drain';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * A proxy keeps connections open to each replica (nginx's upstream keepalive) and may pick an idle
 * one at the very moment the replica closes. The closing server keeps its idle connections for a
 * grace, answers on them (closing each after its answer), and only then closes the idle rest.
 */
let t: TestApp;
let port: number;
const agents: Agent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await t.database.close();
});

/** A client holding one kept-alive connection, as a proxy's upstream cache does. */
function connection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  let closed = false;
  return {
    get closed() {
      return closed;
    },
    get: (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path, agent, headers: { host: 'kube.localhost:3000' } }, (res) => {
          res.socket.once('close', () => (closed = true));
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        outgoing.on('error', reject);
        outgoing.end();
      }),
  };
}

describe('connections while the process drains', () => {
  it('stay open while draining, answer on a held connection after the close began, and the idle ones close after the grace', async () => {
    const held = connection();
    const unused = connection();
    expect(await held.get('/api/courses/list')).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(await unused.get('/api/health')).toMatchObject({ status: 200, connection: 'keep-alive' });

    // SIGTERM: readiness fails at once, and the connections stay as they are through SHUTDOWN_DELAY_MS.
    t.app.draining = true;
    expect(await held.get('/api/ready')).toMatchObject({ status: 503, connection: 'keep-alive' });

    // The listener closes; a request the proxy sends on a connection it holds is still answered, and that connection ends.
    const closing = t.app.close();
    expect(await held.get('/api/courses/list')).toMatchObject({ status: 200, connection: 'close' });
    await expect.poll(() => held.closed).toBe(true);
    expect(unused.closed).toBe(false);

    const started = performance.now();
    await closing;
    await expect.poll(() => unused.closed).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(IDLE_CLOSE_GRACE_MS - 200);
  });
});
