import type { ServerResponse } from 'node:http';

/**
 * From SIGTERM on (decision 037), every answer carries `Connection: close`: a proxy that keeps
 * connections open to this replica stops reusing each one after its answer, so when the server
 * closes, no connection is left that the proxy could be writing a request into at that moment.
 */
export class ConnectionDrain {
  draining = false;

  /** Called for each request before anything answers it, on both of the server's paths (the replay and Fastify). */
  mark(response: ServerResponse): void {
    if (this.draining) response.setHeader('connection', 'close');
  }
}
