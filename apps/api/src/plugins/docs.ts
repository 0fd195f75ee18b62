import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_CODES, envelopeSchema } from '@academy/shared';

const errorCodeList = Object.entries(API_ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/** Every operation may answer with the failure envelope; its errors carry a stable code. */
const errorEnvelope = z.toJSONSchema(envelopeSchema(z.null()), { target: 'openapi-3.0' });

type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};

export function withErrorEnvelope<T extends OpenApiDocument>(document: T): T {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorEnvelope: errorEnvelope } };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'The failure envelope: success false, data null, errors with a stable code each',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      };
    }
  }
  return document;
}

/** The OpenAPI document is generated from the same zod schemas that validate requests and answers. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy API',
        version: '1.0.0',
        description:
          'Every answer is the envelope { success, data, errors: [{ code, errorMessage, field? }], correlationId }. ' +
          'The portal comes from the tenantId header or query parameter, else from the host name.\n\n' +
          `Error codes (stable; branch on these, not on the message):\n${errorCodeList}`,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? withErrorEnvelope(documentObject.openapiObject as OpenApiDocument) : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
