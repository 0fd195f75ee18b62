import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { BundleFile, ContentBundle } from '@academy/shared';
import { VERSIONS_FILE } from './checks/versions-table';

const TEXT_EXTENSIONS = new Set(['.md', '.svg', '.txt']);

/** The bundle (packages/shared) of the portals under `root`, as the content API accepts it. */
export async function readContentBundle(root: string, tenants?: readonly string[]): Promise<ContentBundle> {
  const files: BundleFile[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    // The versions table travels with every bundle, a single portal's too, so each import checks against it.
    if (entry.isFile() && entry.name === VERSIONS_FILE)
      files.push({ path: VERSIONS_FILE, text: await readFile(join(root, entry.name), 'utf8') });
    if (!entry.isDirectory() || (tenants && !tenants.includes(entry.name))) continue;
    for (const file of await listFiles(join(root, entry.name))) {
      const path = relative(root, file).split(sep).join('/');
      const data = await readFile(file);
      files.push(TEXT_EXTENSIONS.has(extname(file)) ? { path, text: data.toString('utf8') } : { path, base64: data.toString('base64') });
    }
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files };
}

async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

export function fileBytes(file: BundleFile): Buffer {
  return 'text' in file ? Buffer.from(file.text, 'utf8') : Buffer.from(file.base64, 'base64');
}
