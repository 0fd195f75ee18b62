import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@academy/shared';
import { App, createQueryClient } from './app/app';
import { createAppRouter, preloadScreens } from './app/router';
import { ErrorScreen } from './components/error-screen';
import { FullScreenSpinner } from './components/spinner';
import { loadAnalytics } from './lib/analytics';
import { configureApiClient, NOT_FOUND_PATH } from './lib/api-client';
import { startSession, validAccessToken } from './lib/auth/session';
import { fetchRuntimeConfig } from './lib/runtime-config';
import { readServerState, receivedAt } from './lib/server-state';
import { applyWholeStylesheet } from './lib/whole-stylesheet';
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

/** Resolves in a later task, so the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Decision 074: each step in a task of its own, none of them in the module evaluation's (the load's
 * longest): the router, which matches the address (7 ms here), then the screen's import, which adds
 * a preload link per chunk the screen needs. As a transition, hydration yields to the browser
 * between pieces of work instead of holding the main thread for the whole page; a click on a part
 * not yet hydrated makes React hydrate that part first.
 */
async function hydrateServerRender(config: RuntimeConfig, queryClient: QueryClient) {
  const styled = applyWholeStylesheet(document);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  await Promise.all([preloadScreens(router), styled]);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App config={config} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

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
  void hydrateServerRender(serverState.config, queryClient);
} else if (serverState) {
  void applyWholeStylesheet(document).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App config={serverState.config} queryClient={createQueryClient()} router={createAppRouter()} />
      </StrictMode>,
    ),
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
          <App config={config} queryClient={createQueryClient()} router={createAppRouter()} />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => root.render(<ErrorScreen error={error} />));
}
