import type { ApiError } from '@academy/shared';
import type { Role } from './auth';

/** How a caller authenticates; both travel as `Authorization: Bearer`, the API tells them apart by the token's form. */
export const SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "An access token from the portal's OpenID Connect provider: the embedded one at /oidc (discovery at " +
      '/oidc/.well-known/openid-configuration, authorization code flow with PKCE) or the configured external issuer.',
  },
  personalAccessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'acad_pat_<38 characters>',
    description:
      "A portal administrator's personal access token (POST /api/admin/generate-token). It opens only the admin operations " +
      'that list one of its abilities under this scheme; anywhere else it is refused with 403, or ignored where anyone may call.',
  },
} as const;

type Security = Record<string, string[]>[];

/** The route's role as OpenAPI security: `{}` first means the operation also answers anonymous callers. */
export function securityOf(role: Role, ability: string | undefined): Security {
  if (role === 'any') return [{}, { accessToken: [] }];
  return ability ? [{ accessToken: [] }, { personalAccessToken: [ability] }] : [{ accessToken: [] }];
}

const example = (code: ApiError['code'], errorMessage: string, field?: string): ApiError => ({
  code,
  errorMessage,
  ...(field && { field }),
});

/** The error answers the document names, by component name: the status and an example error. */
export const ERROR_RESPONSES = {
  BadRequest: { status: '400', example: example('VALIDATION_FAILED', 'must be a valid slug', 'querystring.courseSlug') },
  Unauthorized: { status: '401', example: example('UNAUTHORIZED', 'Sign in to continue') },
  Forbidden: { status: '403', example: example('FORBIDDEN', 'Only administrators can do this') },
  NotFound: { status: '404', example: example('NOT_FOUND', 'No such course') },
  InternalError: { status: '500', example: example('INTERNAL_ERROR', 'Something went wrong; quote the correlation id') },
  Error: { status: 'default', example: example('RATE_LIMITED', 'Too many requests; try again in 60 seconds') },
} as const;

export interface DocumentedOperation {
  responses?: Record<string, unknown>;
  security?: Security;
}

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/**
 * The failures an operation answers: any may refuse its input (400) or fail (500); one that needs a
 * sign-in refuses anonymous (401) and unentitled callers (403); one that addresses a thing by path may
 * not find it (404); every other status is the default, in the same envelope.
 */
export function errorResponsesOf(path: string, operation: DocumentedOperation) {
  const anonymous = operation.security?.some((requirement) => Object.keys(requirement).length === 0) ?? true;
  return {
    400: ref('BadRequest'),
    ...(!anonymous && { 401: ref('Unauthorized'), 403: ref('Forbidden') }),
    ...(path.includes('{') && { 404: ref('NotFound') }),
    500: ref('InternalError'),
    default: ref('Error'),
  };
}

interface RouteDocument {
  schema: Record<string, unknown>;
  url: string;
}

/**
 * Fastify's trailing wildcard (`/*`, which may span slashes) is documented as a named path parameter
 * `{path}`: `{*}` is no name a client generator can use.
 */
export function withoutWildcard({ schema, url }: RouteDocument): RouteDocument {
  if (!url.endsWith('/*')) return { schema, url };
  const params = schema.params as { properties: Record<string, object>; required?: string[] };
  const { '*': rest, ...named } = params.properties;
  return {
    url: `${url.slice(0, -1)}:path`,
    schema: {
      ...schema,
      params: {
        ...params,
        properties: { ...named, path: { ...rest, description: 'The rest of the address; it may contain slashes' } },
        required: params.required?.map((name) => (name === '*' ? 'path' : name)),
      },
    },
  };
}
