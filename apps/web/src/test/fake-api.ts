import type { ApiError } from '@academy/shared';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An answer in the API's envelope, or a raw status and text for failures that carry none. */
export type FakeAnswer =
  | { data: unknown }
  | { status: number; errors: ApiError[]; correlationId?: string }
  | { status: number; text: string };

type Route = (request: FakeRequest) => FakeAnswer;

/**
 * Answers the web app's fetch calls from a table keyed by "METHOD /api/path", at the network edge
 * of a component test; everything above fetch (the API client, React Query, the screens) is real.
 * Returns the requests seen, so a test can assert what a screen sent.
 */
export function fakeApi(routes: Record<string, Route>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      seen.push(request);
      const route = routes[`${request.method} ${request.path}`];
      if (!route) throw new Error(`the test did not expect ${request.method} ${request.path}`);
      const answer = route(request);
      if ('text' in answer) return new Response(answer.text, { status: answer.status });
      if ('data' in answer) return Response.json({ success: true, data: answer.data, errors: [], correlationId: 'test-correlation' });
      return Response.json(
        { success: false, data: null, errors: answer.errors, correlationId: answer.correlationId ?? 'test-correlation' },
        { status: answer.status },
      );
    }),
  );
  return seen;
}
