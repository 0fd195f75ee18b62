import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js fire on real files: probes are written into the tree
 * the rules guard, linted with the project's own configuration, and removed again. Those rules need
 * no types, so they are linted without the typed program of the whole tree (most of a minute to
 * build); the one typed rule probed is linted in a folder whose own tsconfig holds the probe alone.
 */
const root = join(import.meta.dirname, '..');
const probes: string[] = [];
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
const typedEslint = new ESLint({ cwd: root });

function probe(path: string, source: string): string {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  return file;
}

async function ruleIds(file: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintFiles([relative(root, file)]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
  rmSync(join(root, `apps/api/src/lint-probe-${process.pid}`), { recursive: true, force: true });
  rmSync(join(root, `scripts/lint-probe-typed-${process.pid}`), { recursive: true, force: true });
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
    const dir = `apps/api/src/lint-probe-${process.pid}`;
    const first = probe(`${dir}/first.ts`, "import { second } from './second';\nexport const first = () => second();\n");
    probe(`${dir}/second.ts`, "import { first } from './first';\nexport const second = (): number => (first ? 1 : 0);\n");
    expect(await ruleIds(first)).toContain('import-x/no-cycle');
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

  it('refuses a floating promise', async () => {
    const dir = `scripts/lint-probe-typed-${process.pid}`;
    probe(`${dir}/tsconfig.json`, JSON.stringify({ extends: '../../tsconfig.json', include: ['probe.ts'] }));
    const file = probe(`${dir}/probe.ts`, 'export function run(task: () => Promise<void>) {\n  task();\n}\n');
    expect(await ruleIds(file, typedEslint)).toContain('@typescript-eslint/no-floating-promises');
  }, 60_000);
});
