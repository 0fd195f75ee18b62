import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { z } from 'zod';

const TEXT_EXTENSIONS = new Set(['.md', '.svg', '.txt']);

/**
 * The unit of import: every file of one or more portals, by path relative to the content folder
 * (`kube/courses/x/course.md`). The CLI reads it from disk; the content API accepts the same JSON.
 */
export const contentBundleSchema = z.object({
  files: z
    .array(
      z.union([
        z.object({ path: z.string().min(1).max(500), text: z.string().max(2_000_000) }),
        z.object({ path: z.string().min(1).max(500), base64: z.base64().max(4_000_000) }),
      ]),
    )
    .max(5_000),
});
export type ContentBundle = z.infer<typeof contentBundleSchema>;
export type BundleFile = ContentBundle['files'][number];

export async function readContentBundle(root: string, tenants?: readonly string[]): Promise<ContentBundle> {
  const files: BundleFile[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || (tenants && !tenants.includes(entry.name))) continue;
    for (const file of await listFiles(join(root, entry.name))) {
      const path = relative(root, file).split(sep).join('/');
      const data = await readFile(file);
      files.push(
        TEXT_EXTENSIONS.has(extname(file)) ? { path, text: data.toString('utf8') } : { path, base64: data.toString('base64') },
      );
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
