import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlankDatabase } from '../test/database-template';
import { migrationsBefore } from '../test/migrations-before';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';

let handle: DatabaseHandle;
let before0020: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  handle = await createBlankDatabase();
  before0020 = await migrationsBefore('0020');
});
afterAll(async () => {
  await handle.close();
  await before0020.remove();
});

it('gives the certificates issued before 0020 the name their learner has at the upgrade, and none to a nameless one', async () => {
  await runMigrations(handle, before0020.folder);
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
