import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Decision 019: every compressible asset gets a .br and a .gz beside it at build time, at the
 * strongest settings, so the server never spends CPU compressing a file that does not change.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of filesUnder(join(outDir, 'assets')).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Where the server bundle goes inside the web app's output folder; the API never serves it as a file. */
export const SSR_DIR = 'ssr';

/**
 * After the browser build, the same sources are built once more for Node (src/entry-server.tsx)
 * into <outDir>/ssr, everything bundled, so the API process can import it from wherever it is deployed.
 */
export function serverBundle(): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'academy-server-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      if (!outDir) return;
      await build({
        mode,
        logLevel: 'warn',
        // React picks its development or production build from NODE_ENV when it runs; the server bundle
        // is fixed at build time instead, to the browser bundle's mode, whatever NODE_ENV the API runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(outDir, SSR_DIR),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
        },
      });
    },
  };
}
