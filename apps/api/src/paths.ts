import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set to true by the release build (scripts/build-release.ts); undefined when running from the source tree. */
declare const ACADEMY_RELEASE: boolean | undefined;

/** Whether this code runs as the bundled release (`node dist/server.js`) rather than from the sources through tsx. */
export const RELEASED = typeof ACADEMY_RELEASE !== 'undefined' && ACADEMY_RELEASE;

/**
 * Where the files the server reads are found when the configuration names none. The release folder
 * holds server.js beside web/, content/ and migrations/; the source tree keeps them in their own
 * folders. Both are resolved from this file, so the working directory never matters.
 */
function defaultPaths() {
  if (RELEASED) {
    const root = dirname(fileURLToPath(import.meta.url));
    return {
      root,
      data: resolve(root, 'data'),
      content: resolve(root, 'content'),
      webDist: resolve(root, 'web'),
      migrations: resolve(root, 'migrations'),
    };
  }
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  return {
    root,
    data: resolve(root, 'data'),
    content: resolve(root, 'content'),
    webDist: resolve(root, 'apps/web/dist'),
    migrations: resolve(root, 'apps/api/src/db/migrations'),
  };
}

export const DEFAULT_PATHS = defaultPaths();
