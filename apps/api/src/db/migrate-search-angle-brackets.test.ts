import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlankDatabase } from '../test/database-template';
import { migrationsBefore } from '../test/migrations-before';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';

let handle: DatabaseHandle;
let before0018: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  handle = await createBlankDatabase();
  before0018 = await migrationsBefore('0018');
});
afterAll(async () => {
  await handle.close();
  await before0018.remove();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await handle.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);

it('makes code that looks like a tag in an index built before 0018 searchable, without a new import', async () => {
  await runMigrations(handle, before0018.folder);
  const body = 'Add the starter: <dependency> <groupId>org.springframework.boot</groupId> </dependency> and read List<String> names.';
  await handle.db.execute(sql`
    with document as (
      insert into search_documents (tenant_id, kind, item_id, slug, title, summary, body)
      values ('spring', 'lesson', gen_random_uuid(), 'starters', 'Starters', 'Which starter to add', ${body}) returning id)
    insert into search_passages (document_id, position, text)
    select id, 0, 'Which starter to add' from document union all select id, 1, ${body} from document`);
  expect(await count(sql`select count(*)::int as n from search_documents where full_tsv @@ to_tsquery('english', 'groupid')`)).toBe(0);
  expect(await count(sql`select count(*)::int as n from search_passages where tsv @@ to_tsquery('english', 'groupid')`)).toBe(0);

  await runMigrations(handle);

  expect(await count(sql`select count(*)::int as n from search_documents where full_tsv @@ to_tsquery('english', 'groupid')`)).toBe(1);
  expect(await count(sql`select count(*)::int as n from search_passages where tsv @@ to_tsquery('english', 'groupid & string')`)).toBe(1);
  expect(await count(sql`select count(*)::int as n from search_passages where text like '%<%'`)).toBe(0);
});
