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

const BUDGET_KIB = 150;
const HOME_SCREEN = 'src/app/routes/home-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = resolve(fileURLToPath(new URL('../apps/web/dist', import.meta.url)));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build --workspace @academy/web first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
if (!manifest[HOME_SCREEN]) throw new Error(`The manifest has no chunk for ${HOME_SCREEN}`);

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.imports?.forEach(collect);
}
collect(entryKey);
manifest[entryKey].dynamicImports?.forEach(collect);
collect(HOME_SCREEN);

let total = 0;
const rows = [...files]
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
