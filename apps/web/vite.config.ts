import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress, serverBundle } from './build-plugins.ts';

/**
 * In development (npm run dev) the API runs on :3000 behind this server, which keeps the portal's
 * host name so the API and the identity provider see kube.localhost:5173 and friends. Built, the
 * API process serves dist/ itself.
 */
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), serverBundle()],
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/oidc': api, '/identity': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    // The boot (the entry chunk) imports the app once the page has painted: the app's chunks are left
    // for the browser to find in the app's own imports, not given a preload link each, whose insertion
    // cost 7-10 ms of the load's main thread here. A screen's chunks keep their links: without them
    // Lighthouse's lesson LCP went from 1.2 to 1.5 s.
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith('assets/index-') ? [] : deps) },
    rolldownOptions: {
      output: {
        // Vite's preload helper in a chunk of its own, not in the entry: every chunk importing the
        // entry (for the helper) had the entry's stylesheet among its dependencies, and the helper,
        // finding no <link> for it on a rendered page (its CSS is inline, decision 019), added one
        // while hydrating: the whole stylesheet fetched, parsed and applied a second time.
        codeSplitting: { groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }] },
      },
    },
  },
});
