import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
afterAll(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A folder of content files (path → text) of its own, removed once the test file's tests are over. */
export function contentFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'academy-content-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
