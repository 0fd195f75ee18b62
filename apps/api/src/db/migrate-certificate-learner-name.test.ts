import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../paths';
import { createBlankDatabase } from '../test/database-template';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';

let handle: DatabaseHandle;
let before0020: string;
beforeAll(async () => {
  handle = await createBlankDatabase();
  // The migrations as an installation from before 0020 had them.
  before0020 = await mkdtemp(join(tmpdir(), 'academy-migrations-'));
  await cp(DEFAULT_PATHS.migrations, before0020, { recursive: true });
  const journalPath = join(before0020, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0020');
  await writeFile(journalPath, JSON.stringify(journal));
});
afterAll(async () => {
  await handle.close();
  await rm(before0020, { recursive: true, force: true });
});

it('gives the certificates issued before 0020 the name their learner has at the upgrade, and none to a nameless one', async () => {
  await runMigrations(handle, before0020);
  await handle.db.execute(sql`
    with learners as (
      insert into users (tenant_id, subject, login, first_name, last_name)
      values ('kube', 'named', 'named@example.com', 'Łukasz', 'Dvořák'), ('kube', 'nameless', 'nameless@example.com', '', '')
      returning id, subject)
    insert into certificates (id, tenant_id, user_id, kind, item_id, title)
    select 'certificate-of-' || subject, 'kube', id, 'course', gen_random_uuid(), 'Kubernetes Fundamentals' from learners`);

  await runMigrations(handle);

  const { rows } = (await handle.db.execute(sql`select id, learner_name from certificates order by id`)) as unknown as {
    rows: { id: string; learner_name: string | null }[];
  };
  expect(rows).toEqual([
    { id: 'certificate-of-named', learner_name: 'Łukasz Dvořák' },
    { id: 'certificate-of-nameless', learner_name: '' },
  ]);
});
