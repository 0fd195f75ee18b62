import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (`.vite/manifest.json`), as far as the first load reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest of a built web app (its `dist` folder, or the release's `web`). */
export function readBuildManifest(dist: string): BuildManifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * What a first visit to the given screens loads, as manifest keys: the entry chunk, the app it
 * starts once the page has painted (its dynamic imports), the screens, and every chunk they import
 * statically. A screen the manifest does not name is an error, so a renamed one cannot go unread.
 */
export function firstLoadChunks(manifest: BuildManifest, screens: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const chunks = new Set<string>();
  const collect = (key: string) => {
    if (chunks.has(key)) return;
    if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
    chunks.add(key);
    manifest[key].imports?.forEach(collect);
  };
  collect(entry);
  manifest[entry].dynamicImports?.forEach(collect);
  screens.forEach(collect);
  return [...chunks];
}
