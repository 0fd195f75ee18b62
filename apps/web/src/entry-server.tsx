import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderRequest, RenderResult, ServerBundle, TenantId } from '@academy/shared';
import { AppProviders, createQueryClient } from './app/app';
import { appRoutes } from './app/router';
import { alertsQueryOptions } from './features/alerts/api/get-alerts';
import { ApiRequestError, configureApiClient, NOT_FOUND_PATH } from './lib/api-client';
import { registerNavigator } from './lib/navigation';
import { setRenderScope, type RenderScope } from './lib/render-scope';
import { serializeServerState } from './lib/server-state';
import { PageTitleRecorder } from './lib/use-page-title';
import { composeDocument } from './ssr/document';
import { headTags, pageMeta } from './ssr/head';
import { setRenderPlace, TENANT_BRANDS } from './tenants';

/**
 * The server half of decision 019: the API process imports this bundle and renders the public
 * routes with the same components as the browser, answering their API calls in-process
 * (`ServerBundle` in @academy/shared is what it calls).
 */

interface RenderContext {
  tenantId: TenantId;
  origin: string;
  fetchApi: typeof fetch;
  /** The not-found page the API client sent this render to (a screen may have its own wording), if any. */
  notFoundPath: string | null;
  /** The stores this render writes (toasts of failed calls and the like), gone with it. */
  scope: RenderScope;
}

const contexts = new AsyncLocalStorage<RenderContext>();
const context = () => {
  const current = contexts.getStore();
  if (!current) throw new Error('API call outside a server render');
  return current;
};
setRenderPlace(() => contexts.getStore());
setRenderScope(() => contexts.getStore()?.scope);
configureApiClient({ apiBase: '/api', fetch: (input, init) => context().fetchApi(input, init) });
// The API client sends a missing page's visitor to /not-found; on the server that makes a 404.
registerNavigator((to) => {
  const current = contexts.getStore();
  if (current) current.notFoundPath = to;
});

/** Spec section 2 and certificates (decision 025): the public routes; the rest (sign-in, account, admin, labs) are drawn by the browser alone. */
const PUBLIC_ROUTES = new Set([
  '',
  'courses',
  'courses/:courseSlug',
  'courses/:courseSlug/lessons/:lessonSlug',
  'guides',
  'guides/:guideSlug',
  'paths',
  'learning-path',
  'paths/:pathSlug',
  'instructors',
  'instructors/:instructorSlug',
  'certificates/:certificateId',
  'certificates/not-found',
  'not-found',
  ':pageSlug',
  '*',
]);
const NOT_FOUND_ROUTES = new Set(['not-found', 'certificates/not-found', '*']);

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The public route an address matches, or null when the browser draws it alone. */
async function routeOf(request: RenderRequest, path: string, search: string) {
  const handler = createStaticHandler(appRoutes);
  const routing = await handler.query(new Request(`${request.origin}${path}${search}`));
  if (routing instanceof Response) return null;
  const leaf = routing.matches.at(-1);
  const routePath = leaf?.route.index ? '' : leaf?.route.path;
  if (routePath === undefined || !PUBLIC_ROUTES.has(routePath)) return null;
  return { handler, routing, routePath, params: leaf?.params ?? {} };
}

type Route = NonNullable<Awaited<ReturnType<typeof routeOf>>>;

async function renderRoute(request: RenderRequest, { handler, routing, routePath, params }: Route) {
  const queryClient = createQueryClient();
  // The alerts above the page are part of it: drawn here, they neither push the page down after
  // hydration nor cost a request per page view; the page is drawn again when they change (decision 076).
  await queryClient.prefetchQuery(alertsQueryOptions());
  const router = createStaticRouter(handler.dataRoutes, routing);
  let title: string | null | undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageTitleRecorder value={(page) => (title = page)}>
        <AppProviders config={request.config} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={routing} hydrate={false} />
        </AppProviders>
      </PageTitleRecorder>
    </StrictMode>,
    {
      // One piece: a boundary split off into a later chunk needs an inline script to swap it in, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Failed data is read from the query cache below; the render itself has nothing to add.
      onError: () => undefined,
    },
  );
  const body = await readStream(prelude);
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .filter((error) => error !== null);
  const notFound = NOT_FOUND_ROUTES.has(routePath) || failures.some((error) => error instanceof ApiRequestError && error.isNotFound);
  return { body, queryClient, title, routePath, params, notFound, failed: failures.length > 0 };
}

/** The document around a rendered route: head, body and the query data the browser starts from. */
function pageDocument(request: RenderRequest, path: string, page: Awaited<ReturnType<typeof renderRoute>>): string {
  const brand = TENANT_BRANDS[request.tenantId];
  const meta = pageMeta({
    brand,
    origin: request.origin,
    path,
    pageTitle: page.title,
    params: page.params,
    routePath: page.routePath,
    queryClient: page.queryClient,
  });
  const state = serializeServerState({ path, config: request.config, queries: dehydrate(page.queryClient) });
  return composeDocument(request.template, {
    head: headTags(brand, request.origin, meta),
    tenantId: request.tenantId,
    body: page.body,
    state,
  });
}

/** The page at an address, or, for an address that names nothing, which not-found page to send: the screen's own, or /not-found. */
async function renderInContext(request: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(request.url, request.origin);
  const route = await routeOf(request, pathname, search);
  if (!route) return { kind: 'not-rendered' };
  // An address no route knows needs no drawing to be told apart.
  if (route.routePath === '*') return { kind: 'not-found', page: NOT_FOUND_PATH };
  const page = await renderRoute(request, route);
  const sentTo = contexts.getStore()?.notFoundPath;
  if (page.notFound || sentTo) {
    // A not-found page of its own wording is named by its route (however the address spelled it), any other address gets /not-found.
    const ownPage = NOT_FOUND_ROUTES.has(page.routePath);
    return { kind: 'not-found', page: sentTo ?? (ownPage ? `/${page.routePath}` : NOT_FOUND_PATH) };
  }
  // A page whose data failed for another reason is left to the browser, which shows the error its own way.
  if (page.failed) return { kind: 'not-rendered' };
  return { kind: 'page', status: 200, html: pageDocument(request, pathname, page) };
}

/** The not-found page at `request.url` (a path `render` named), with status 404: the same for every address that sends a visitor there. */
async function renderNotFoundInContext(request: RenderRequest): Promise<RenderResult> {
  const path = new URL(request.url, request.origin).pathname;
  const route = await routeOf(request, path, '');
  const page = route && (await renderRoute(request, route));
  if (!page || page.failed) return { kind: 'not-rendered' };
  return { kind: 'page', status: 404, html: pageDocument(request, path, page) };
}

function inRenderContext(request: RenderRequest, draw: (request: RenderRequest) => Promise<RenderResult>): Promise<RenderResult> {
  const place: RenderContext = {
    tenantId: request.tenantId,
    origin: request.origin,
    fetchApi: request.fetchApi,
    notFoundPath: null,
    scope: new Map(),
  };
  return contexts.run(place, () => draw(request));
}

export const render: ServerBundle['render'] = (request) => inRenderContext(request, renderInContext);
export const renderNotFound: ServerBundle['renderNotFound'] = (request) => inRenderContext(request, renderNotFoundInContext);
