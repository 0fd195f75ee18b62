import { Agent, request, type RequestOptions } from 'node:https';
import { injectorOver } from '../test/http-injector';
import { sendRequest, type CallOptions } from '../test/release-process';

/**
 * A client of the portals as a browser reaches them: https to the proxy's port with the portal's
 * name (SNI and Host), trusting only the run's certificate authority, over kept-alive connections,
 * from `localAddress` (a loopback address of its own, so the proxy and the limits see one client
 * per person, as on the internet).
 */
export function httpsClient(port: number, caPem: string, localAddress = '127.0.0.1') {
  const agent = new Agent({ keepAlive: true, maxSockets: 4, ca: caPem, localAddress });
  let calls = 0;
  const call = (options: CallOptions & { host: string }) => {
    calls += 1;
    return sendRequest<RequestOptions>(
      request,
      {
        host: '127.0.0.1',
        port,
        servername: options.host,
        method: options.method ?? 'GET',
        path: options.path,
        agent,
        headers: { ...options.headers, host: options.host },
      },
      options.body,
    );
  };

  return {
    call,
    /** Fastify's `inject` shape over this client, so the API's OIDC test client signs in through the proxy. */
    injector: injectorOver((options) => call({ ...options, host: options.host! })),
    /** Requests sent so far, the sign-in's redirects and form posts included. */
    get calls() {
      return calls;
    },
    close: () => agent.destroy(),
  };
}

export type HttpsClient = ReturnType<typeof httpsClient>;
