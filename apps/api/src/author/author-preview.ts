import { existsSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTHOR_PREVIEW_EVENT, TENANTS, type AuthorPreviewState, type TenantId } from '@academy/shared';
import type { AppConfig } from '../config';
import { problemLine } from '../content/problem-line';
import type { RenderMarkdown } from '../content/render-markdown';
import { AUTHOR_EVENTS_PATH } from './author-events-path';
import { watchContent } from './content-watcher';
import { importPortal, rememberingRenderer } from './portal-import';

/** A comment line now and then keeps an idle stream open through proxies and the browser. */
const HEARTBEAT_MS = 15_000;

/**
 * Live preview for `npm run author` (decision 065), registered only when the author entry sets
 * `authorMode`: every portal folder of CONTENT_DIR is imported once it is ready, then a save re-imports
 * only its portal, and each page of that portal open in a browser hears it on an event stream
 * (`GET /api/author/events`): the portal's import count, on which the web app fetches its data
 * again, and the content check's problems, which it shows over the page.
 */
async function authorPreview(app: FastifyInstance, { config }: { config: AppConfig }) {
  const root = config.CONTENT_DIR;
  const states = new Map<TenantId, AuthorPreviewState>(TENANTS.map((tenant) => [tenant, { imports: 0, problems: [] }]));
  const listeners = new Map<TenantId, Set<ServerResponse>>(TENANTS.map((tenant) => [tenant, new Set()]));
  let render: RenderMarkdown | undefined;
  let watcher: FSWatcher | undefined;
  let queue = Promise.resolve();

  const send = (stream: ServerResponse, state: AuthorPreviewState) =>
    stream.write(`event: ${AUTHOR_PREVIEW_EVENT}\ndata: ${JSON.stringify(state)}\n\n`);

  const reimport = async (tenantId: TenantId) => {
    render ??= await rememberingRenderer();
    const { issues, written, ms } = await importPortal(app.db, root, tenantId, render);
    app.catalogue.invalidate();
    const state = {
      imports: states.get(tenantId)!.imports + 1,
      problems: issues.map(({ file, line, column, message, field }) => ({
        file,
        line,
        column,
        message: field ? `${message} [${field}]` : message,
      })),
    };
    states.set(tenantId, state);
    for (const stream of listeners.get(tenantId)!) send(stream, state);
    for (const issue of issues) app.log.warn(problemLine(issue, root, process.cwd()));
    app.log.info(
      { tenantId, ms, written, problems: issues.length, pages: listeners.get(tenantId)!.size },
      `${tenantId} imported in ${ms} ms (${written} rows written)`,
    );
  };
  /** One import at a time, in the order of the saves: PGlite holds one connection. */
  const enqueue = (tenants: readonly TenantId[]) => {
    for (const tenantId of tenants) {
      queue = queue
        .then(() => reimport(tenantId))
        .catch((error: unknown) => app.log.error({ err: error, tenantId }, 'content import failed'));
    }
    return queue;
  };

  app.get(AUTHOR_EVENTS_PATH, { config: { role: 'any' } }, (request, reply) => {
    // The stream outlives the request's handler: Fastify's reply (and its compression and caching hooks) is bypassed.
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    const portal = listeners.get(request.tenantId)!;
    portal.add(stream);
    send(stream, states.get(request.tenantId)!);
    const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS);
    request.raw.once('close', () => {
      clearInterval(heartbeat);
      portal.delete(stream);
    });
  });

  // The server listens while the first imports run (a minute for every portal on a busy machine):
  // a page opened meanwhile hears its portal's import when it ends.
  app.addHook('onReady', async () => {
    void enqueue(TENANTS.filter((tenant) => existsSync(join(root, tenant))));
    watcher = watchContent(root, (tenants) => void enqueue(tenants));
  });
  // Open streams would hold the server's close until the drain's timeout.
  app.addHook('preClose', async () => {
    watcher?.close();
    for (const streams of listeners.values()) for (const stream of streams) stream.end();
  });
}

export default fp(authorPreview, { name: 'author-preview', dependencies: ['catalogue', 'tenant'] });
