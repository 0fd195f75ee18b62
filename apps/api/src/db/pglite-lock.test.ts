import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './pglite-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('refuses a folder held by a live process and names it', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    await writeFile(join(dir, 'academy.pid'), String(other.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(`already in use by process ${other.pid}`);
  } finally {
    other.kill();
  }
});

it('takes over a lock left by a process that is gone, and releases it', async () => {
  await writeFile(join(dir, 'academy.pid'), '999999999');
  const release = await lockDataDir(dir);
  expect(await readFile(join(dir, 'academy.pid'), 'utf8')).toBe(String(process.pid));
  await release();
  await expect(readFile(join(dir, 'academy.pid'), 'utf8')).rejects.toThrow(/ENOENT/);
});
