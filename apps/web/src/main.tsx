import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import type { RuntimeConfig } from '@academy/shared';
import { App, createQueryClient } from './app/app';
import { preloadScreens } from './app/router';
import { ErrorScreen } from './components/error-screen';
import { FullScreenSpinner } from './components/spinner';
import { loadAnalytics } from './lib/analytics';
import { configureApiClient, NOT_FOUND_PATH } from './lib/api-client';
import { startSession, validAccessToken } from './lib/auth/session';
import { fetchRuntimeConfig } from './lib/runtime-config';
import { readServerState, receivedAt } from './lib/server-state';
import { brand, currentTenant, faviconHref, pageTitle } from './tenants';

function start(config: RuntimeConfig) {
  configureApiClient({ apiBase: config.apiBase });
  startSession(config.identity);
  loadAnalytics(config.analytics);
}

function applyBranding() {
  document.documentElement.dataset.tenant = currentTenant();
  document.title = pageTitle(brand, null);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) {
    icon.type = 'image/svg+xml';
    icon.href = faviconHref(brand);
  }
}

const container = document.getElementById('root')!;
const serverState = readServerState(document);
if (serverState) start(serverState.config);

/**
 * The server renders anonymously, so a draft's address is its not-found page (decision 062); a
 * signed-in admin or author may see the draft, so their browser draws that address itself, with
 * its bearer, instead of taking the 404.
 */
const drawnAnew = serverState?.path === NOT_FOUND_PATH && window.location.pathname !== NOT_FOUND_PATH && validAccessToken() !== null;

if (serverState && !drawnAnew) {
  // Decision 019: the server rendered this page with its data; hydrate it with that same data.
  if (serverState.path !== window.location.pathname) window.history.replaceState(null, '', serverState.path);
  const queryClient = createQueryClient();
  hydrate(queryClient, receivedAt(serverState.queries, Date.now()));
  // The screen's import goes in a task of its own: it adds a preload link per chunk the screen needs,
  // work the module evaluation's task (the load's longest) need not also carry. As a transition,
  // hydration yields to the browser between pieces of work instead of holding the main thread for
  // the whole page; a click on a part not yet hydrated makes React hydrate that part first.
  setTimeout(
    () =>
      void preloadScreens(serverState.path).then(() =>
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App config={serverState.config} queryClient={queryClient} />
            </StrictMode>,
          );
        }),
      ),
  );
} else if (serverState) {
  createRoot(container).render(
    <StrictMode>
      <App config={serverState.config} queryClient={createQueryClient()} />
    </StrictMode>,
  );
} else {
  applyBranding();
  const root = createRoot(container);
  root.render(<FullScreenSpinner />);
  fetchRuntimeConfig()
    .then((config) => {
      start(config);
      root.render(
        <StrictMode>
          <App config={config} queryClient={createQueryClient()} />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => root.render(<ErrorScreen error={error} />));
}
