import { apiCalls, callSchemas, envelopeSchema, type ApiCall, type CallPart, type CallSchemas, type SchemasOf } from '@academy/shared';

interface RouteDocs {
  tags: string[];
  summary: string;
}

/** Each call of `apiCalls` with the schemas `callSchemas` holds under the same group and name. */
const schemasByCall = new Map<ApiCall, CallSchemas>();
for (const [group, calls] of Object.entries(apiCalls) as [keyof typeof apiCalls, Record<string, ApiCall>][]) {
  for (const [name, apiCall] of Object.entries(calls)) {
    schemasByCall.set(apiCall, (callSchemas[group] as Record<string, CallSchemas>)[name]);
  }
}

/**
 * The method, address and schemas of a route, all from its call in packages/shared (the web client
 * calls the same one); the route adds its role, its documentation and its handler.
 */
export function fromContract<C extends ApiCall>(apiCall: C, docs: RouteDocs) {
  const schemas = schemasByCall.get(apiCall);
  if (!schemas) throw new Error(`${apiCall.method} ${apiCall.path} is not a call of apiCalls`);
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
    schema: { ...docs, ...declared, response: { 200: envelopeSchema(schemas.response as SchemasOf<C>['response']) } },
  };
}
