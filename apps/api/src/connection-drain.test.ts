import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * A proxy keeps connections open to each replica (nginx's upstream keepalive). From SIGTERM on,
 * every answer closes its connection, whichever path answers it, so the proxy is not left writing a
 * request into a connection the server is closing.
 */
let t: TestApp;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

function get(path: string) {
  return new Promise<{ status: number; connection: string | undefined; socketClosed: Promise<void> }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent, headers: { host: 'kube.localhost:3000' } }, (res) => {
      const socketClosed = new Promise<void>((closed) => res.socket.once('close', () => closed()));
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, socketClosed }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('connections while the process drains', () => {
  it('stay open before SIGTERM, and close after each answer from then on, replayed visitor answers included', async () => {
    expect(await get('/api/courses/list')).toMatchObject({ status: 200, connection: 'keep-alive' });
    const replayedBefore = t.app.visitorReplay.hits;
    expect(await get('/api/courses/list')).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(t.app.visitorReplay.hits).toBe(replayedBefore + 1);

    t.app.draining = true;
    const replayed = await get('/api/courses/list');
    expect(t.app.visitorReplay.hits).toBe(replayedBefore + 2);
    expect(replayed).toMatchObject({ status: 200, connection: 'close' });
    await replayed.socketClosed;

    const byFastify = await get('/api/health');
    expect(byFastify).toMatchObject({ status: 200, connection: 'close' });
    await byFastify.socketClosed;
    expect(await get('/api/ready')).toMatchObject({ status: 503, connection: 'close' });
  });
});
