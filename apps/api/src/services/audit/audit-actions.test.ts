import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIT_ACTION_LABELS } from '@academy/shared';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '../..');

/** Every API source file (not a test) that writes audit rows. */
async function auditingFiles(): Promise<{ path: string; text: string }[]> {
  const paths = (await readdir(SOURCE, { recursive: true })).filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));
  const files = await Promise.all(paths.map(async (path) => ({ path, text: await readFile(join(SOURCE, path), 'utf8') })));
  return files.filter((file) => /recordAudit\(|auditFor\(|auditOwnChange\(/.test(file.text) && !file.path.endsWith('audit-log.ts'));
}

/** The action expressions a file writes: each `action:` value (up to the comma ending the property) and the own-change helper's calls (passkeys, recovery codes). */
function actionsWritten(text: string): { actions: string[]; templated: string[] } {
  const expressions = [...text.matchAll(/\baction:([\s\S]*?),\n|auditOwnChange\(tx,([^\n]*)/g)].map((match) => match[1] ?? match[2]);
  return {
    actions: expressions.flatMap((expression) => [...expression.matchAll(/'([a-z-]+\.[a-z-]+)'/g)].map((match) => match[1])),
    templated: expressions.filter((expression) => expression.includes('`')),
  };
}

describe('the audit action labels', () => {
  it('label every action the server writes, each written as a literal the label map can be checked against', async () => {
    const files = await auditingFiles();
    expect(files.length).toBeGreaterThanOrEqual(10);
    const written = new Set<string>();
    for (const file of files) {
      const { actions, templated } = actionsWritten(file.text);
      expect(templated, file.path).toEqual([]);
      for (const action of actions) written.add(action);
    }
    expect(written.size).toBeGreaterThanOrEqual(27);
    const unlabelled = [...written].filter((action) => !Object.hasOwn(AUDIT_ACTION_LABELS, action));
    expect(unlabelled).toEqual([]);
  });

  it('give every label its own words', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
