import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_CODES, TOKEN_PREFIX, envelopeSchema, type ApiErrorCode } from '@academy/shared';
import type { Role } from './auth';
import {
  errorResponsesOf,
  ERROR_RESPONSES,
  SECURITY_SCHEMES,
  securityOf,
  withoutWildcard,
  type DocumentedOperation,
} from './docs-operations';

const errorCodeList = Object.entries(API_ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/** The failure envelope, from the one schema of packages/shared: its `code` enumerates API_ERROR_CODES. */
const errorEnvelope = z.toJSONSchema(envelopeSchema(z.null()), { target: 'draft-2020-12' });

type OpenApiDocument = {
  components?: Record<string, Record<string, unknown> | undefined>;
  paths?: Record<string, Record<string, DocumentedOperation>>;
};

/** Each error status an operation may answer, with an example envelope carrying one of its codes. */
function errorResponseComponents() {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, { status, example }]) => {
      const codes = (Object.keys(API_ERROR_CODES) as ApiErrorCode[]).filter((code) => API_ERROR_CODES[code].startsWith(`${status}:`));
      const description =
        status === 'default'
          ? 'Any other failure, in the same envelope (408, 409, 410, 413, 414, 415, 422, 429, 431, 502, 503: see the codes)'
          : `The failure envelope; errors[].code is one of ${codes.join(', ')}`;
      const envelope = { success: false, data: null, errors: [example], correlationId: '0f9c1c5e-6a31-4a54-9bd5-3c8b8f1f2a77' };
      return [
        name,
        { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, example: envelope } } },
      ];
    }),
  );
}

/** Adds the failure envelope and the error answers each operation may give. */
export function withErrorEnvelope<T extends OpenApiDocument>(document: T): T {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorEnvelope: errorEnvelope },
    responses: errorResponseComponents(),
  };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const success = operation.responses?.['200'] as { description?: string } | undefined;
      if (success?.description === 'Default Response') success.description = 'Done: the envelope with success true and the answer in data';
      operation.responses = { ...operation.responses, ...errorResponsesOf(path, operation) };
    }
  }
  return document;
}

/** The OpenAPI document is generated from the same zod schemas that validate requests and answers. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Academy API',
        version: '1.0.0',
        description:
          'Every answer is the envelope { success, data, errors: [{ code, errorMessage, field? }], correlationId }. ' +
          'The portal comes from the tenantId header or query parameter, else from the host name.\n\n' +
          "Callers authenticate with `Authorization: Bearer <token>`: an access token from the portal's OpenID provider " +
          `(accessToken), or on the admin routes that name an ability a personal access token (\`${TOKEN_PREFIX}…\`, personalAccessToken).\n\n` +
          `Error codes (stable; branch on these, not on the message):\n${errorCodeList}`,
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      servers: [{ url: '/', description: 'The portal this document is served from (its host name picks the portal)' }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (!schema || schema.hide) return { schema, url };
      const { role = 'any', ability } = (input.route.config ?? {}) as { role?: Role; ability?: string };
      return withoutWildcard({ schema: { ...schema, security: securityOf(role, ability) }, url });
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? withErrorEnvelope(documentObject.openapiObject as OpenApiDocument) : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
