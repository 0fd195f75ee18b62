import type { RuntimeConfig } from './api/runtime-config';
import type { TenantId } from './tenant';

/**
 * The contract between the API process and the web build's server bundle (decision 019): the API
 * imports the bundle (apps/web/src/entry-server.tsx) and asks it for the public routes' pages,
 * answering their API calls in-process.
 */
export interface RenderRequest {
  /** Path and query of the page asked for. */
  url: string;
  tenantId: TenantId;
  /** The portal's public origin, for canonical and social addresses. */
  origin: string;
  config: RuntimeConfig;
  /** The built index.html. */
  template: string;
  /** Answers an API request (path under /api) for this portal, anonymously. */
  fetchApi: typeof fetch;
}

/**
 * A page, an address for the browser alone, or an address that names nothing: the not-found page to
 * send instead (its path), which the server draws with `renderNotFound` once for every such address.
 */
export type RenderResult = { kind: 'page'; status: number; html: string } | { kind: 'not-rendered' } | { kind: 'not-found'; page: string };

export interface ServerBundle {
  /** The page at an address, or the path of the not-found page it sends its visitor to. */
  render(request: RenderRequest): Promise<RenderResult>;
  /** A not-found page `render` named, at its own path, with status 404. */
  renderNotFound(request: RenderRequest): Promise<RenderResult>;
}

/**
 * Marks the whole stylesheet's link on a rendered page whose inline styles are only the rules its
 * markup uses (decision 075): linked for print, it is applied to the screen by the app before the app draws.
 */
export const WHOLE_STYLESHEET_ATTRIBUTE = 'data-whole-stylesheet';
