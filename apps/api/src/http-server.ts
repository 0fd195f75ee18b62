import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { deferIdleConnectionClose } from './connection-drain';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Offered each request before Fastify: true when it took the request (and will answer it, or hand
 * it to `fastify` itself); false leaves it to Fastify untouched.
 */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse, fastify: RequestHandler) => boolean;

/**
 * Fastify's HTTP server as Fastify's own factory makes it (lib/server.js: the same timeouts), whose
 * close leaves the idle connections open for a grace (connection-drain.ts), with an optional front
 * handler (the visitor replay, when the fast paths are on). A request the front does not take, or
 * one it fails on before taking it, goes to Fastify.
 */
export function httpServer(front: FrontHandler | null): FastifyServerOptions['serverFactory'] {
  return (handler, options) => {
    const {
      keepAliveTimeout = 72_000,
      requestTimeout = 0,
      connectionTimeout = 0,
    } = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
    const server: Server = createServer(
      front
        ? (request: IncomingMessage, response: ServerResponse) => {
            let taken = false;
            try {
              taken = front(request, response, handler);
            } catch {
              // Failed before it took the request: nothing was or will be written, Fastify answers.
            }
            if (!taken) handler(request, response);
          }
        : handler,
    );
    deferIdleConnectionClose(server);
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}
