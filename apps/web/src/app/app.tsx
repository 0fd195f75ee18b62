import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { notifyManager, QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@academy/shared';
import { useSession } from '../lib/auth/session';
import { PersonalDataReadyContext } from '../lib/learning/personal-data-ready';
import { useNotifications } from '../lib/notifications';
import { RuntimeConfigContext } from '../lib/runtime-config';
import type { AppRouter } from './router';

/** Only `npm run author` names the stream: its code and schema stay off every other page's load. */
const AuthorPreview = lazy(() => import('../features/author/author-preview').then((module) => ({ default: module.AuthorPreview })));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The API client already reported the failure; retrying a 4xx only repeats the toast.
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Answers depend on who asks (a locked lesson opens after sign-in): when the signed-in subject
 * changes, every query is fetched again with the new token, or without one.
 */
function RefetchOnViewerChange({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { isAuthenticated, claims } = useSession();
  const viewer = isAuthenticated ? (claims?.sub ?? '') : null;
  const previous = useRef(viewer);
  // The viewer the queries on screen were last fetched for: at first the one this render shows
  // (the visitor, when hydrating a server render), then each viewer once its refetch is done.
  const [settled, setSettled] = useState(viewer);
  useEffect(() => {
    if (previous.current === viewer) return;
    previous.current = viewer;
    let current = true;
    // The refetched answers reach the screen in the query cache's next notification, a task after
    // the refetch settles: settling in that same queue keeps a control from waking a task early,
    // above the visitor's answers.
    void queryClient.invalidateQueries().finally(() => notifyManager.schedule(() => current && setSettled(viewer)));
    return () => {
      current = false;
    };
  }, [viewer, queryClient]);
  return <PersonalDataReadyContext value={settled === viewer}>{children}</PersonalDataReadyContext>;
}

/**
 * Rights change on the server (an admin grants or revokes Administration): an access error means
 * what the app believes about the user is out of date, so the user details are read again
 * (decision 021). Focus refetches them too (userDetailsQueryOptions).
 */
function RefetchUserOnAccessError() {
  const queryClient = useQueryClient();
  const { accessDenied } = useNotifications();
  useEffect(() => {
    if (accessDenied) void queryClient.invalidateQueries({ queryKey: ['user', 'details'] });
  }, [accessDenied, queryClient]);
  return null;
}

/** What every page sits in, on the server and in the browser alike. */
export function AppProviders({ config, queryClient, children }: { config: RuntimeConfig; queryClient: QueryClient; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <RefetchUserOnAccessError />
        {config.authorEvents && (
          <Suspense fallback={null}>
            <AuthorPreview url={config.authorEvents} />
          </Suspense>
        )}
        <RefetchOnViewerChange>{children}</RefetchOnViewerChange>
      </QueryClientProvider>
    </RuntimeConfigContext>
  );
}

/**
 * `queryClient` arrives filled with what the server rendered, so hydration fetches nothing again.
 * The router is made before the first render (7 ms of route matching here), outside React's work.
 */
export function App({ config, queryClient, router }: { config: RuntimeConfig; queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
