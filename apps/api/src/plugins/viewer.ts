import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANONYMOUS_VIEWER, type Viewer } from '@academy/shared';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

/**
 * Who is asking, for content gating. Until bearer tokens are verified (identity, issue 4) every
 * caller is an anonymous visitor, so gated lessons stay locked for all.
 */
async function viewerPlugin(app: FastifyInstance) {
  app.decorateRequest('viewer', {
    getter: () => ANONYMOUS_VIEWER,
  });
}

export default fp(viewerPlugin, { name: 'viewer' });
