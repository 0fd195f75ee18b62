import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Decision 068: pure content work (a markdown body's HTML, a Java snippet's verdict) is kept on disk
 * by the sha256 of its input while CONTENT_MEMO_DIR names a folder. `npm test` names a fresh folder
 * per run and removes it after, so the dozens of processes of one run (test workers, servers, the
 * CLIs) do each piece once, and a change to the code never meets an answer of older code. Unset
 * (production, `npm start`, `npm run author`), every call computes.
 */
const memoFolder = (): string | null => process.env.CONTENT_MEMO_DIR || null;

interface Slot<T> {
  known: { value: T } | null;
  keep: (value: T) => T;
}

/** The kept answer for this input, if any, and how to keep one; null when no folder is named. */
function slot<T>(kind: string, input: string): Slot<T> | null {
  const folder = memoFolder();
  if (!folder) return null;
  const file = join(folder, `${kind}-${createHash('sha256').update(input).digest('base64url')}.json`);
  return {
    known: recalled<T>(file),
    keep: (value) => {
      // Written whole under another name first: a process reading at the same time sees all of it or nothing.
      mkdirSync(folder, { recursive: true });
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, JSON.stringify({ value }));
      renameSync(partial, file);
      return value;
    },
  };
}

function recalled<T>(file: string): { value: T } | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { value: T };
  } catch {
    return null;
  }
}

export function memoized<T>(kind: string, input: string, compute: () => T): T {
  const kept = slot<T>(kind, input);
  if (!kept) return compute();
  return kept.known ? kept.known.value : kept.keep(compute());
}

export async function memoizedAsync<T>(kind: string, input: string, compute: () => Promise<T>): Promise<T> {
  const kept = slot<T>(kind, input);
  if (!kept) return compute();
  return kept.known ? kept.known.value : kept.keep(await compute());
}
