import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The rules of eslint.config.js and .oxlintrc.json fire on real files: probes are written into the
 * tree the rules guard, linted with the project's own configuration, and removed again.
 */
const root = join(import.meta.dirname, '..');
const probes: string[] = [];
const eslint = new ESLint({ cwd: root });

function probe(path: string, source: string): string {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  return file;
}

async function ruleIds(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([relative(root, file)]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

/**
 * oxlint's probes sit in a folder whose own tsconfig holds them alone, which oxlint's type-aware
 * rules find for them: it types two files instead of the whole tree.
 */
const oxlintProbes = `scripts/lint-probe-oxlint-${process.pid}`;

/** The codes oxlint reports for a file, as `typescript(no-floating-promises)`; it exits 1 when it reports any. */
async function oxlintCodes(file: string): Promise<string[]> {
  const output = await promisify(execFile)(
    join(root, 'node_modules/.bin/oxlint'),
    ['--type-aware', '--format', 'json', relative(root, file)],
    {
      cwd: root,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const { diagnostics } = JSON.parse(output.stdout) as { diagnostics: { code: string }[] };
  return diagnostics.map((diagnostic) => diagnostic.code);
}

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
  rmSync(join(root, oxlintProbes), { recursive: true, force: true });
});

describe('architecture lint rules', () => {
  it('refuses a feature importing another feature', async () => {
    const file = probe(
      `apps/web/src/features/courses/lint-probe-${process.pid}.ts`,
      "export { LessonPage } from '../lessons/components/lesson-page';\n",
    );
    expect(await ruleIds(file)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses shared components importing a feature', async () => {
    const file = probe(
      `apps/web/src/components/lint-probe-${process.pid}.ts`,
      "export { default } from '../features/feedback/components/feedback-flow';\n",
    );
    expect(await ruleIds(file)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses an import cycle', async () => {
    probe(`${oxlintProbes}/tsconfig.json`, JSON.stringify({ extends: '../../tsconfig.json', include: ['*.ts'] }));
    const first = probe(`${oxlintProbes}/first.ts`, "import { second } from './second';\nexport const first = () => second();\n");
    probe(`${oxlintProbes}/second.ts`, "import { first } from './first';\nexport const second = (): number => (first ? 1 : 0);\n");
    expect(await oxlintCodes(first)).toContain('import(no-cycle)');
  }, 60_000);

  it('refuses a service importing Fastify or a plugin', async () => {
    const file = probe(
      `apps/api/src/services/lint-probe-${process.pid}.ts`,
      "import type { FastifyReply } from 'fastify';\nimport { ok } from '../plugins/envelope';\nexport const send = (reply: FastifyReply) => reply.send(ok);\n",
    );
    expect((await ruleIds(file)).filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  }, 60_000);

  it('refuses a route module writing SQL itself', async () => {
    const file = probe(
      `apps/api/src/routes/lint-probe-sql-${process.pid}.ts`,
      "import { eq } from 'drizzle-orm';\nimport { users } from '../db/schema';\nexport const byId = (id: string) => eq(users.id, id);\n",
    );
    expect((await ruleIds(file)).filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  }, 60_000);

  it('refuses an identity route module writing SQL itself', async () => {
    const file = probe(
      `apps/api/src/identity/lint-probe-${process.pid}-routes.ts`,
      "import { eq } from 'drizzle-orm';\nimport { identityAccounts } from '../db/schema';\nexport const byId = (id: string) => eq(identityAccounts.id, id);\n",
    );
    expect((await ruleIds(file)).filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  }, 60_000);

  it('refuses the content tool importing Fastify or the identity provider', async () => {
    const file = probe(
      `apps/api/src/content/lint-probe-${process.pid}.ts`,
      "import type { FastifyBaseLogger } from 'fastify';\nimport { signInAccount } from '../identity/accounts';\nexport const run = (log: FastifyBaseLogger) => log.info(String(signInAccount));\n",
    );
    expect((await ruleIds(file)).filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  }, 60_000);

  it('refuses a floating promise, a promise where void is expected and an await of a non-promise', async () => {
    probe(`${oxlintProbes}/tsconfig.json`, JSON.stringify({ extends: '../../tsconfig.json', include: ['*.ts'] }));
    const file = probe(
      `${oxlintProbes}/promises.ts`,
      'export async function run(task: () => Promise<void>, each: (listener: () => void) => void) {\n' +
        '  task();\n  each(async () => task());\n  await 5;\n}\n',
    );
    expect(await oxlintCodes(file)).toEqual([
      'typescript(no-floating-promises)',
      'typescript(no-misused-promises)',
      'typescript(await-thenable)',
    ]);
  }, 60_000);
});
