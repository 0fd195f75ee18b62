import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CORRELATION_HEADER, type ApiErrorCode } from '@academy/shared';
import { API_SECURITY_HEADERS } from './security-headers';

const SECURITY_HEADER_LINES = Object.entries(API_SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Requests Node refuses before Fastify sees them (headers or address over 16 KiB, broken HTTP)
 * still get the envelope and the security headers, so no caller meets a bare socket error.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ApiErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers or address are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
        : [400, 'INVALID_HTTP', 'The request is not valid HTTP'];
  const correlationId = randomUUID();
  const body = JSON.stringify({ success: false, data: null, errors: [{ code, errorMessage: message }], correlationId });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${CORRELATION_HEADER}: ${correlationId}\r\n${SECURITY_HEADER_LINES}` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
