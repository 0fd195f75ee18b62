import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CORRELATION_HEADER, type ApiError, type Envelope } from '@academy/shared';
import { HttpError } from '../errors';
import { etagOfData, isSameForEveryone } from './etag';
import { API_SECURITY_HEADERS } from './security-headers';

const CORRELATION_PATTERN = /^[A-Za-z0-9._-]{8,100}$/;
export const MAX_URL_LENGTH = 4_096;
const GENERIC_FAILURE = 'Something went wrong, please try again!';

/** A caller's correlation id is kept when it looks like one; otherwise a fresh one is made. */
export function correlationIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[CORRELATION_HEADER];
  return typeof given === 'string' && CORRELATION_PATTERN.test(given) ? given : randomUUID();
}

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { success: true, data, errors: [], correlationId: request.id };
}

/** A successful envelope's text around data that is already JSON text, up to the correlation id's value... */
export const envelopeTextStart = (dataJson: string) => `{"success":true,"data":${dataJson},"errors":[],"correlationId":`;
/** ...and the rest: the correlation id and the closing brace (the visitor replay writes its own per answer). */
export const envelopeTextEnd = (correlationId: string) => `${JSON.stringify(correlationId)}}`;

/** Sends data that is already JSON text (a cached catalogue) inside the envelope, skipping serialisation. */
export function sendJsonData(request: FastifyRequest, reply: FastifyReply, dataJson: string): FastifyReply {
  if (isSameForEveryone(request)) reply.header('etag', etagOfData(dataJson));
  return reply.type('application/json; charset=utf-8').send(envelopeTextStart(dataJson) + envelopeTextEnd(request.id));
}

/** Errors Fastify raises before routing (bad percent-encoding, overlong parameters), in the envelope. */
export function frameworkErrors(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  // Raised before any hook runs, so the security headers are set here.
  reply.headers(API_SECURITY_HEADERS).header(CORRELATION_HEADER, request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(failure(request.id, [{ code: 'URL_TOO_LONG', errorMessage: 'A part of the address is too long' }]));
  } else {
    reply.code(400).send(failure(request.id, [{ code: 'INVALID_ADDRESS', errorMessage: 'The address is not valid' }]));
  }
}

export function failure(correlationId: string, errors: ApiError[]): Envelope<null> {
  return { success: false, data: null, errors, correlationId };
}

/**
 * One place writes every error: validation problems are 400 with the field named, deliberate
 * HttpErrors keep their status, anything else is a 500 whose detail stays in the log.
 */
async function envelopePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    if (request.url.length > MAX_URL_LENGTH) {
      reply
        .headers(API_SECURITY_HEADERS)
        .code(414)
        .send(failure(request.id, [{ code: 'URL_TOO_LONG', errorMessage: `The address is longer than ${MAX_URL_LENGTH} characters` }]));
      return;
    }
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const errors = error.validation.map((issue) => {
        const field = [where, ...issue.instancePath.split('/').filter(Boolean)].join('.');
        return { code: 'VALIDATION_FAILED' as const, errorMessage: `${field}: ${issue.message}`, field };
      });
      return reply.code(400).send(failure(request.id, errors));
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(failure(request.id, [{ code: error.code, errorMessage: error.message, field: error.field }]));
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(request.id, [clientError(error as Error, status)]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(request.id, [{ code: 'INTERNAL_ERROR', errorMessage: GENERIC_FAILURE }]));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(failure(request.id, [{ code: 'ROUTE_NOT_FOUND', errorMessage: `No route ${request.method} ${request.url.split('?')[0]}` }]));
  });
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) have safe messages. */
function clientError(error: Error, status: number): ApiError {
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', errorMessage: 'The request body is too large' };
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE', errorMessage: 'Unsupported content type' };
  return { code: 'BAD_REQUEST', errorMessage: error.message || 'Bad request' };
}

export default fp(envelopePlugin, { name: 'envelope' });
