import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of one call: what the request carries and the `data` of a successful envelope. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response: z.ZodType;
}

/**
 * One API call as both sides see it. The server registers its route from it, the web client calls
 * it, so a renamed path or a changed body fails the typecheck on both sides. At run time it is only
 * a method and a path (the web app's first load carries no zod); its schemas ride along as a type
 * and are bound to it by name in `call-schemas.ts`. `path` is Fastify-style: `:name` is filled from params.
 */
export interface ApiCall<S extends CallSchemas = CallSchemas> {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** Never set: carries the schema types. */
  readonly schemas?: S;
}

type CallTable<T> = { [G in keyof T]: { [K in keyof T[G]]: readonly [HttpMethod, `/api/${string}`] } };
export type ApiCalls<T> = { [G in keyof T]: { [K in keyof T[G]]: T[G][K] extends CallSchemas ? ApiCall<T[G][K]> : never } };

/**
 * Method and path of every call, grouped as the schema table `T` is: a call missing from either
 * table, or one too many, fails the typecheck.
 */
export function defineCalls<T>(table: CallTable<T>): ApiCalls<T> {
  return Object.fromEntries(
    Object.entries(table).map(([group, calls]) => [
      group,
      Object.fromEntries(
        Object.entries(calls as Record<string, readonly [HttpMethod, `/api/${string}`]>).map(([name, [method, path]]) => [
          name,
          { method, path },
        ]),
      ),
    ]),
  ) as ApiCalls<T>;
}

export type SchemasOf<C extends ApiCall> = C extends ApiCall<infer S> ? S : never;

type PartName = 'params' | 'query' | 'body' | 'headers';
/** The schema a call declares for one part of the request, or `undefined` when it has none. */
export type CallPart<C extends ApiCall, K extends PartName> = SchemasOf<C> extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type PartInput<C extends ApiCall, K extends PartName> = z.input<Extract<CallPart<C, K>, z.ZodType>>;
type DeclaredPart<C extends ApiCall, K extends PartName> = CallPart<C, K> extends z.ZodType ? K : never;
/** A part whose fields are all optional (a query of optional filters) may be left out. */
type OptionalPart<C extends ApiCall, K extends PartName> = Record<string, never> extends PartInput<C, K> ? K : never;

/** What a caller sends: every declared part, in the form before parsing (query strings as text). */
export type CallInput<C extends ApiCall> = {
  [K in PartName as DeclaredPart<C, K> extends never ? never : OptionalPart<C, K> extends never ? K : never]: PartInput<C, K>;
} & {
  [K in PartName as DeclaredPart<C, K> extends never ? never : OptionalPart<C, K> extends never ? never : K]?: PartInput<C, K>;
};

/** What a successful call answers with. */
export type CallOutput<C extends ApiCall> = z.output<SchemasOf<C>['response']>;
