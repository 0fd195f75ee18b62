import type { Server } from 'node:http';

/**
 * How long a closing server still answers on the kept-alive connections it holds (decision 037).
 * Node closes every idle connection the moment the listener closes, and a proxy that picked one of
 * them in that instant has written a request into a closing socket: a 502 for a POST, which it
 * cannot retry. Kept open a little longer, each connection gets one more answer (with
 * `Connection: close`, from Fastify while it closes) or stays unused while the proxy, finding new
 * connections refused, stops choosing this replica; then the idle ones close.
 */
export const IDLE_CLOSE_GRACE_MS = 1_000;

/** Defers the server's idle-connection close (Node's `close` and Fastify's both call it) by IDLE_CLOSE_GRACE_MS. */
export function deferIdleConnectionClose(server: Server): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  let scheduled = false;
  server.closeIdleConnections = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(closeIdle, IDLE_CLOSE_GRACE_MS);
  };
}
