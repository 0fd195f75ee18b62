import { createServer, request, type Server } from 'node:http';
import { httpCall } from './release-process';

/**
 * A load balancer as Kubernetes' Service or the compose proxy behave towards the replicas: it
 * checks each one's /api/ready every `checkMs` and sends requests only to the ready ones, round
 * robin; a connection that is refused (the request never reached the replica) is retried on the
 * next one. Anything else a replica answers, or a connection that breaks mid-request, reaches
 * the client unchanged, so a replica that drops a request shows as a failure. The replica test and
 * the bench (two replicas behind it against one) use it.
 */
export async function startBalancer(upstreams: number[], { port = 0, checkMs = 100 } = {}) {
  const ready = new Map(upstreams.map((port) => [port, true]));
  const served = new Map(upstreams.map((port) => [port, 0]));
  let next = 0;
  const check = setInterval(() => {
    for (const port of upstreams) {
      httpCall(port, { path: '/api/ready' }).then(
        (answer) => ready.set(port, answer.status === 200),
        () => ready.set(port, false),
      );
    }
  }, checkMs);

  const pick = (excluded: Set<number>) => {
    const candidates = upstreams.filter((port) => ready.get(port) && !excluded.has(port));
    if (candidates.length === 0) return undefined;
    return candidates[(next += 1) % candidates.length];
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const tried = new Set<number>();
      const forward = () => {
        const port = pick(tried);
        if (port === undefined) {
          outgoing.writeHead(502).end('no ready replica');
          return;
        }
        tried.add(port);
        const upstream = request(
          { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent: false },
          (answer) => {
            served.set(port, served.get(port)! + 1);
            outgoing.writeHead(answer.statusCode!, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') forward();
          else outgoing.destroy(error);
        });
        upstream.end(Buffer.concat(chunks));
      };
      forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    /** Requests each replica answered. */
    served: () => Object.fromEntries(served),
    close: () => {
      clearInterval(check);
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
