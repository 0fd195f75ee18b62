import { Suspense, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

interface Options {
  /** The address the screen is shown at. */
  path?: string;
  /** Queries already answered, as React Query keeps them after a load. */
  queries?: [readonly unknown[], unknown][];
  /** Every navigation waits for it, as it would for a route's data: holds the router between two addresses. */
  loader?: () => Promise<null>;
}

/** Renders a screen or widget as the app does: inside React Query and a router, with suspense. */
export function renderWithApp(ui: ReactElement, { path = '/', queries = [], loader }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const wrap = (children: ReactNode) => <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;
  const router = createMemoryRouter([{ path: '*', element: wrap(ui), loader }], { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
