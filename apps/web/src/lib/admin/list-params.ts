import type { z } from 'zod';

/**
 * Admin lists paged and searched by the server keep their filters in the address, so a view can be
 * shared and survives a reload. A value the server would refuse is dropped instead of failing the page.
 */
export function readListParams<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  return schema.parse(raw);
}

/** The address and the API query carry only what differs from the schema's defaults. */
export function listParamsToQuery<S extends z.ZodObject>(schema: S, values: z.output<S>): Record<string, string> {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    query[key] = String(value);
  }
  return query;
}

/** Changing a filter or the search starts again at the first page. */
export function withChange<T extends { pageNumber: number }>(values: T, change: Partial<Omit<T, 'pageNumber'>>): T {
  return { ...values, ...change, pageNumber: 0 };
}
