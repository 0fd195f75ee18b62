import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CORRELATION_HEADER, WHOLE_STYLESHEET_ATTRIBUTE, type ServerBundle } from '@academy/shared';
import type { AppConfig } from '../config';
import { publicOrigin } from '../identity/identity-settings';
import { runtimeConfigFor } from '../runtime-config';
import { indexStylesheet, type PageStyles } from './page-styles';

/**
 * One API answer a render read: its address and what it said (the answer's ETag, or a hash of its
 * body). Asking again and comparing tells whether a page drawn from it would still come out the same.
 */
export interface RenderRead {
  url: string;
  answer: string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Every API answer the page was drawn from, in the order it asked. */
  reads: RenderRead[];
}

/**
 * An address that names nothing: which not-found page it gets (a path such as `/not-found`, one of a
 * few the web app names), and the answers that said so, asked again like a kept page's.
 */
export interface NotFoundVerdict {
  notFoundPage: string;
  reads: RenderRead[];
}

export interface PageRenderer {
  /** The page as HTML, a not-found verdict, or null when the address is not a public page and the browser draws it alone. */
  render(request: FastifyRequest): Promise<RenderedPage | NotFoundVerdict | null>;
  /** The not-found page a verdict named, with status 404: it does not depend on the address that led there. */
  renderNotFound(request: FastifyRequest, notFoundPage: string): Promise<RenderedPage | null>;
  /** Whether every answer a page was drawn from is still the same for this portal now. */
  stillCurrent(request: FastifyRequest, reads: readonly RenderRead[]): Promise<boolean>;
}

/** Where the web build puts the server bundle inside its output folder (apps/web/build-plugins.ts). */
export const SERVER_BUNDLE_DIR = 'ssr';

function requestPath(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return `${input.pathname}${input.search}`;
  return input.url;
}

/**
 * Decision 019: the API process renders the public pages itself. The page's API calls are
 * answered in-process through `inject`, anonymously (no bearer, no cookie), so a rendered page
 * is the same for every visitor of the portal and the signed-in state is merged by the browser.
 * They carry the page request's correlation id, which is left out of what is remembered of each answer.
 */
async function readInProcess(app: FastifyInstance, request: FastifyRequest, url: string) {
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', tenantid: request.tenantId, [CORRELATION_HEADER]: request.id },
  });
  const etag = answer.headers.etag;
  const said = typeof etag === 'string' ? etag : createHash('sha256').update(answer.payload.replaceAll(request.id, '')).digest('base64url');
  return { answer, read: { url, answer: `${answer.statusCode} ${said}` } };
}

function inProcessFetch(app: FastifyInstance, request: FastifyRequest, reads: RenderRead[]): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A server render only reads; it asked to ${method}`);
    const { answer, read } = await readInProcess(app, request, requestPath(input));
    reads.push(read);
    const contentType = answer.headers['content-type'];
    return new Response(answer.payload, { status: answer.statusCode, headers: contentType ? { 'content-type': String(contentType) } : {} });
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The built stylesheet goes into the rendered page itself: a separate file would hold the first
 * paint for one more round trip on a slow link (the policy allows inline styles, not scripts).
 * With `used` (decision 075) only the rules the page's markup can use go inline, and the whole
 * stylesheet stays linked for print, which the browser fetches without waiting for it; the app
 * applies it to the screen before it draws anything of its own. With `all`, the whole stylesheet
 * goes inline. The shell (index.html as sent for the other screens) keeps its link.
 */
export function pageStylesheets(
  template: string,
  distDir: string,
  inline: 'used' | 'all',
): { template: string; finish(html: string): string } {
  const read = (file: string) => {
    const path = join(distDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  };
  if (inline === 'all') {
    const whole = template.replace(STYLESHEET_LINK, (link, file: string) => {
      const css = read(file);
      return css === null ? link : styleElement(css);
    });
    return { template: whole, finish: (html) => html };
  }
  const styles = new Map<string, PageStyles>();
  for (const [, file] of template.matchAll(STYLESHEET_LINK)) {
    const css = read(file);
    if (css !== null) styles.set(file, indexStylesheet(css));
  }
  return {
    template,
    finish: (html) =>
      html.replace(STYLESHEET_LINK, (link, file: string) => {
        const used = styles.get(file);
        return used ? `${styleElement(used.forPage(html))}${link.replace(/>$/, ` media="print" ${WHOLE_STYLESHEET_ATTRIBUTE}>`)}` : link;
      }),
  };
}

export async function loadPageRenderer(app: FastifyInstance, distDir: string, config: AppConfig): Promise<PageRenderer | null> {
  const entry = join(distDir, SERVER_BUNDLE_DIR, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server bundle: public pages are drawn by the browser alone');
    return null;
  }
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const { template, finish } = pageStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'), distDir, config.PAGE_INLINE_STYLES);
  const draw = async (request: FastifyRequest, url: string, entryPoint: ServerBundle['render']) => {
    const { tenantId } = request;
    const reads: RenderRead[] = [];
    const result = await entryPoint({
      url,
      tenantId,
      origin: publicOrigin(config, tenantId),
      config: runtimeConfigFor(config, tenantId, app.identitySettings(tenantId)),
      template,
      fetchApi: inProcessFetch(app, request, reads),
    });
    return { result, reads };
  };
  return {
    async render(request) {
      const { result, reads } = await draw(request, request.url, bundle.render);
      if (result.kind === 'not-found') return { notFoundPage: result.page, reads };
      return result.kind === 'page' ? { status: result.status, html: finish(result.html), reads } : null;
    },
    async renderNotFound(request, notFoundPage) {
      const { result, reads } = await draw(request, notFoundPage, bundle.renderNotFound);
      return result.kind === 'page' ? { status: result.status, html: finish(result.html), reads } : null;
    },
    async stillCurrent(request, reads) {
      const now = await Promise.all(reads.map(({ url }) => readInProcess(app, request, url)));
      return now.every(({ read }, index) => read.answer === reads[index].answer);
    },
  };
}
