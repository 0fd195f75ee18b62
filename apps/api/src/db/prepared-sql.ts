import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/** Drizzle prepares only its query builders by name; a hand-written statement reaches the same session method. */
const sessionOf = (db: Database) => (db as unknown as { _: { session: PgSession } })._.session;

/**
 * A hand-written statement (a CTE the query builder cannot express) whose values are all
 * `sql.placeholder`s: its text is built once per process, and PostgreSQL parses and plans it once
 * per connection under `name` instead of on every execution (planning was about half of the
 * progress write's time in PostgreSQL). PGlite runs it as an unnamed statement.
 */
export function preparedSql<Values extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = new WeakMap<Database, ReturnType<PgSession['prepareQuery']>>();
  return async <Row>(db: Database, values: Values): Promise<Row[]> => {
    if (!prepared.has(db)) prepared.set(db, sessionOf(db).prepareQuery(query, undefined, name, false));
    const result = (await prepared.get(db)!.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
