import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets or one-time codes: authorization codes, verification codes, tokens, state. */
const SECRET_PARAMETER = /code|token|state|secret|password/i;
const REDACTED = '[redacted]';

/**
 * The address as it may be logged: the value of every query parameter named like a code, token or
 * state is replaced (`/login/callback?code=[redacted]&state=[redacted]`), everything else is kept.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        return `${name}=${REDACTED}`;
      }
      return separator !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, with the address redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the redacting request serializer; `false` stays off. */
export function requestLogOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } } as FastifyServerOptions['logger'];
}
