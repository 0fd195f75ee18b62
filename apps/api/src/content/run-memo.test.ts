import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoized, memoizedAsync } from './run-memo';

const folders: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function memoFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'academy-run-memo-'));
  folders.push(folder);
  vi.stubEnv('CONTENT_MEMO_DIR', folder);
  return folder;
}

describe('the content memo of a test run', () => {
  it('computes every time when no folder is named', () => {
    vi.stubEnv('CONTENT_MEMO_DIR', '');
    const compute = vi.fn(() => ({ line: 2, message: 'Expecting ;' }));
    expect(memoized('java', 'int x', compute)).toEqual({ line: 2, message: 'Expecting ;' });
    expect(memoized('java', 'int x', compute)).toEqual({ line: 2, message: 'Expecting ;' });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes an input once, keeps null verdicts too, and tells inputs and kinds apart', () => {
    const folder = memoFolder();
    const compute = vi.fn((code: string) => (code === 'ok' ? null : { line: 1, message: code }));
    expect(memoized('java', 'ok', () => compute('ok'))).toBeNull();
    expect(memoized('java', 'ok', () => compute('ok'))).toBeNull();
    expect(memoized('java', 'bad', () => compute('bad'))).toEqual({ line: 1, message: 'bad' });
    expect(memoized('other', 'ok', () => compute('ok'))).toBeNull();
    expect(compute).toHaveBeenCalledTimes(3);
    // Only whole answers are left in the folder: no partial file of a write.
    expect(readdirSync(folder).every((name) => name.endsWith('.json'))).toBe(true);
  });

  it('keeps an answer that is computed asynchronously (a rendered body) in a file another process reads', async () => {
    const folder = memoFolder();
    expect(await memoizedAsync('markdown', '# Title', () => Promise.resolve('<h1>Title</h1>'))).toBe('<h1>Title</h1>');
    expect(readdirSync(folder)).toHaveLength(1);
    const other = vi.fn(() => Promise.resolve('never'));
    expect(await memoizedAsync('markdown', '# Title', other)).toBe('<h1>Title</h1>');
    expect(other).not.toHaveBeenCalled();
  });
});
