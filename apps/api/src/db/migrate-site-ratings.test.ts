import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlankDatabase } from '../test/database-template';
import { migrationsBefore } from '../test/migrations-before';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';

let handle: DatabaseHandle;
let before0028: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  handle = await createBlankDatabase();
  before0028 = await migrationsBefore('0028');
});
afterAll(async () => {
  await handle.close();
  await before0028.remove();
});

it('moves the surveys sent before 0028 from the page they were sent on to the portal, keeping the page in the context', async () => {
  await runMigrations(handle, before0028.folder);
  const course = '9b2f4a3e-0c1d-4e5f-8a9b-0c1d2e3f4a5b';
  await handle.db.execute(sql`
    insert into feedback (tenant_id, feedbackable_type, feedbackable_id, course_id, schema, comments, rating, context) values
      ('kube', 'course', ${course}, ${course}, 'tenant-survey-v1', 'survey', 4, '{"route": "/courses/x/conclusion"}'),
      ('kube', 'course', ${course}, ${course}, 'course-v1', 'course feedback', null, '{"route": "/courses/x/conclusion"}')`);
  await handle.db.execute(sql`
    insert into insights_rating_days (tenant_id, day, course_id, ratings, rating_sum) values
      ('kube', '2026-03-01', ${course}, 1, 4), ('kube', '2026-03-01', '', 2, 7)`);
  await handle.db.execute(sql`insert into insights_refreshes (tenant_id, refreshed_at, duration_ms) values ('kube', now(), 5)`);

  await runMigrations(handle);

  const { rows } = (await handle.db.execute(
    sql`select comments, feedbackable_type, feedbackable_id, course_id, rating, context->>'route' as route from feedback order by comments`,
  )) as unknown as { rows: Record<string, unknown>[] };
  expect(rows).toEqual([
    {
      comments: 'course feedback',
      feedbackable_type: 'course',
      feedbackable_id: course,
      course_id: course,
      rating: null,
      route: '/courses/x/conclusion',
    },
    { comments: 'survey', feedbackable_type: '', feedbackable_id: '', course_id: '', rating: 4, route: '/courses/x/conclusion' },
  ]);
  // The per-course day sums are gone, and with them the refresh they came from, so the next refresh recomputes them.
  const count = async (table: string) =>
    ((await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] })
      .rows[0].n;
  expect(await count('insights_rating_days')).toBe(0);
  expect(await count('insights_refreshes')).toBe(0);
});

it('leaves the tables as the release before 0028 writes and reads them, so a rollback keeps its insights working (decision 037)', async () => {
  await runMigrations(handle);
  const course = '9b2f4a3e-0c1d-4e5f-8a9b-0c1d2e3f4a5b';
  // The previous release sums ratings per course and records a refresh without the recent refresh's time.
  await handle.db.execute(sql`
    insert into insights_rating_days (tenant_id, day, course_id, ratings, rating_sum) values
      ('spring', '2026-03-02', ${course}, 1, 5), ('spring', '2026-03-02', '', 1, 3)`);
  await handle.db.execute(sql`insert into insights_refreshes (tenant_id, refreshed_at, duration_ms) values ('spring', now(), 5)`);
  const { rows } = (await handle.db.execute(
    sql`select sum(ratings)::int as ratings, count(*) filter (where course_id <> '')::int as per_course from insights_rating_days where tenant_id = 'spring'`,
  )) as unknown as { rows: Record<string, unknown>[] };
  expect(rows).toEqual([{ ratings: 2, per_course: 1 }]);
  // What this release writes: one row a day, the course left at its default.
  await handle.db.execute(
    sql`insert into insights_rating_days (tenant_id, day, ratings, rating_sum) values ('spring', '2026-03-03', 2, 9)`,
  );
});
