/**
 * Gzipped JavaScript that the home route loads on a first visit: the entry chunk, the app it starts
 * after the first frame (its dynamic import), the home screen's lazy chunk, and every chunk they
 * import statically (from the Vite manifest).
 * Run after `npm run build --workspace @academy/web`: `npx tsx bench/bundle-size.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadChunks, readBuildManifest } from '../apps/web/first-load';

const BUDGET_KIB = 150;
const HOME_SCREEN = 'src/app/routes/home-page.tsx';

const dist = resolve(fileURLToPath(new URL('../apps/web/dist', import.meta.url)));
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(`No build manifest in ${dist}: run npm run build --workspace @academy/web first.`);
  process.exit(1);
}
const manifest = readBuildManifest(dist);
const files = firstLoadChunks(manifest, [HOME_SCREEN]).map((key) => manifest[key].file);

let total = 0;
const rows = files
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = gzipSync(readFileSync(join(dist, file))).length;
    total += bytes;
    return { file, kib: bytes / 1024 };
  })
  .sort((a, b) => b.kib - a.kib);

for (const row of rows) console.log(`${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}`);
const totalKib = total / 1024;
const verdict = totalKib <= BUDGET_KIB ? 'within' : 'OVER';
console.log(`home route first-load JavaScript: ${totalKib.toFixed(1)} KiB gzipped (${verdict} the ${BUDGET_KIB} KiB budget)`);
process.exitCode = totalKib <= BUDGET_KIB ? 0 : 1;
