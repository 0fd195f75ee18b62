import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { httpServer } from '../http-server';
import type { AppMetrics } from '../metrics';
import type { PageStanding } from '../plugins/page-cache';
import { findUserBySubject } from '../services/accounts/user-account';
import type { CatalogueSnapshot } from '../services/catalogue/snapshot';
import { runStatementsPlainly } from './prepared-sql';
import { roundEnd } from './round-end';
import { createUserLookup, type UserLookup } from './user-lookup';
import { keepVisitorAnswers, VisitorReplay, type TrustProxy } from './visitor-replay';

declare module 'fastify' {
  interface FastifyInstance {
    fastPaths: FastPaths;
  }
  interface FastifyContextConfig {
    /** A write whose answer leaves at the end of the event loop's round, with the round's other answers (decision 033). */
    answerAtRoundEnd?: boolean;
  }
}

/**
 * The API's optional fast paths (decision 067), all on or all off with `FAST_PATHS`:
 * - the visitor replay in front of Fastify (decision 032), with its spliced br/gzip streams, which
 *   also sends a kept page again while the page cache holds it current (073);
 * - answers of the writes marked `answerAtRoundEnd`, and the replay's, leaving at the end of the
 *   event loop's round (033);
 * - the signed-in user's row read in one statement per round on PostgreSQL (030), kept in the
 *   process between changes on PGlite (029);
 * - the progress writes as named prepared statements (030).
 * Off, Fastify and drizzle serve every request as they would without them; the answers are the same
 * (`equivalence.test.ts`). What stays on either way is the product's own caching: the catalogue memo
 * with its ETags, the learner-state cache, ASCII JSON for kept answers (`json-text.ts`).
 */
export interface FastPaths {
  readonly on: boolean;
  /** The visitor replay, or null with the fast paths off. */
  readonly replay: VisitorReplay | null;
  /** The HTTP server Fastify runs on: the replay in front of it when on. */
  readonly serverFactory: FastifyServerOptions['serverFactory'];
  /** How a signed-in request finds its academy user. */
  userLookup(): Promise<UserLookup>;
}

export function createFastPaths({
  on,
  trustProxy,
  database,
}: {
  on: boolean;
  trustProxy: TrustProxy;
  database: DatabaseHandle;
}): FastPaths {
  const replay = on ? new VisitorReplay(trustProxy) : null;
  if (!on) runStatementsPlainly(database.db);
  const readEachTime: UserLookup = (tenantId, subject) => findUserBySubject(database.db, tenantId, subject);
  return {
    on,
    replay,
    serverFactory: httpServer(replay && ((request, response, fastify) => replay.serve(request, response, fastify))),
    userLookup: () => (on ? createUserLookup(database) : Promise.resolve(readEachTime)),
  };
}

/** A visitor's catalogue answer, the same for the next visitor until the content changes: the replay may keep it (decision 032). */
export function offerToVisitors(reply: FastifyReply, snapshot: CatalogueSnapshot, dataJson: string): void {
  reply.replayable = { snapshot, dataJson };
}

/** A kept page's answer, the same for the next visitor while the page cache still holds it checked (decisions 073 and 077). */
export function offerPageToVisitors(reply: FastifyReply, standing: PageStanding): void {
  reply.replayablePage = standing;
}

/** Decision 033: a successful write's answer leaves at the end of the round, with the answers of the round's other writes. */
function leaveAtRoundEnd(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  if (reply.statusCode === 200) void roundEnd().then(() => done(null, payload));
  else done(null, payload);
}

/**
 * Registered after the ETag and compression hooks, so the replay keeps an answer with their headers
 * and a write's answer waits after everything else has run.
 */
async function fastPathsPlugin(app: FastifyInstance, options: { fastPaths: FastPaths; replayed?: AppMetrics['replayed'] }) {
  const { fastPaths } = options;
  app.decorate('fastPaths', fastPaths);
  app.decorateReply('replayable', null);
  app.decorateReply('replayablePage', null);
  if (fastPaths.replay) keepVisitorAnswers(app, fastPaths.replay, options.replayed);
  if (!fastPaths.on) return;
  app.addHook('onRoute', (route) => {
    if (route.config?.answerAtRoundEnd) route.onSend = [route.onSend ?? []].flat().concat(leaveAtRoundEnd as onSendHookHandler);
  });
}

export default fp(fastPathsPlugin, { name: 'fast-paths', dependencies: ['etag', 'compression'] });
