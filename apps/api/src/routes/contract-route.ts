import { apiCalls, callSchemas, envelopeSchema, type ApiCall, type CallPart, type CallSchemas, type SchemasOf } from '@academy/shared';

interface RouteDocs {
  tags: string[];
  summary: string;
}

/**
 * Each call of `apiCalls` with the schemas `callSchemas` holds under the same group and name, and its
 * OpenAPI operation id from that group and name (`courses.list` is `coursesList`), which a generated
 * client names its methods by.
 */
const contractOf = new Map<ApiCall, { schemas: CallSchemas; operationId: string }>();
for (const [group, calls] of Object.entries(apiCalls) as [keyof typeof apiCalls, Record<string, ApiCall>][]) {
  for (const [name, apiCall] of Object.entries(calls)) {
    const operationId = `${group}${name[0].toUpperCase()}${name.slice(1)}`;
    contractOf.set(apiCall, { schemas: (callSchemas[group] as Record<string, CallSchemas>)[name], operationId });
  }
}

/**
 * The method, address and schemas of a route, all from its call in packages/shared (the web client
 * calls the same one); the route adds its role, its documentation and its handler.
 */
export function fromContract<C extends ApiCall>(apiCall: C, docs: RouteDocs) {
  const contract = contractOf.get(apiCall);
  if (!contract) throw new Error(`${apiCall.method} ${apiCall.path} is not a call of apiCalls`);
  const { schemas, operationId } = contract;
  const parts = {
    params: schemas.params as CallPart<C, 'params'>,
    querystring: schemas.query as CallPart<C, 'query'>,
    body: schemas.body as CallPart<C, 'body'>,
    headers: schemas.headers as CallPart<C, 'headers'>,
  };
  const declared = Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)) as typeof parts;
  return {
    method: apiCall.method,
    url: apiCall.path,
    schema: { ...docs, operationId, ...declared, response: { 200: envelopeSchema(schemas.response as SchemasOf<C>['response']) } },
  };
}
