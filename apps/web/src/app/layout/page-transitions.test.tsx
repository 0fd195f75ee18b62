import { Suspense, useRef } from 'react';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registerRouterLocations } from '../../lib/navigation';
import { NavigationProgress } from './navigation-progress';
import { usePageHeadingFocus } from './use-page-heading-focus';

/** The two parts of the app shell under test, arranged as app-shell.tsx arranges them. */
function Shell() {
  const main = useRef<HTMLElement>(null);
  usePageHeadingFocus(main);
  return (
    <>
      <NavigationProgress />
      <nav>
        <Link to="/slow">Slow page</Link>
      </nav>
      <main ref={main}>
        <Suspense fallback={<p>Loading</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

function SlowPage({ data }: { data: Promise<string> }) {
  const { data: title } = useSuspenseQuery({ queryKey: ['slow'], queryFn: () => data });
  return <h1>{title}</h1>;
}

function renderShell() {
  let answer!: (title: string) => void;
  const data = new Promise<string>((resolve) => (answer = resolve));
  const router = createMemoryRouter([
    {
      element: <Shell />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'slow', element: <SlowPage data={data} /> },
      ],
    },
  ]);
  registerRouterLocations(router);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { answer };
}

describe('in-app navigation', () => {
  it('leaves focus alone on the first page', () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('shows a progress bar while the next page loads, then focuses its heading', async () => {
    const { answer } = renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));

    // The old page stays while the new one waits for its data, with the bar above it.
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    answer('Slow page arrived');
    const heading = await screen.findByRole('heading', { name: 'Slow page arrived' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
