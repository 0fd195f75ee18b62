import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

const dialect = new PgDialect();

/** Drizzle prepares only its query builders by name; a hand-written statement reaches the same session method. */
const sessionOf = (db: Database) => (db as unknown as { _: { session: PgSession } })._.session;

/** Databases whose app runs with its fast paths off (FAST_PATHS=off): their statements go through `db.execute`. */
const plainDatabases = new WeakSet<Database>();

/**
 * With the fast paths off, the statements of `preparedSql` run on this database as drizzle runs any
 * other: built with their values and sent unnamed through `db.execute`. The choice is per database
 * handle, since that is what the services are given.
 */
export function runStatementsPlainly(db: Database): void {
  plainDatabases.add(db);
}

/** A statement's value: a placeholder when it is prepared, the value itself when it runs plainly. */
export type StatementValue = Placeholder | string | null;

/**
 * A hand-written statement (a CTE the query builder cannot express), built by `build` from its
 * values: its text is built once per process with `sql.placeholder`s, and PostgreSQL parses and plans
 * it once per connection under `name` instead of on every execution (planning was about half of the
 * progress write's time in PostgreSQL; decision 030). PGlite runs it as an unnamed statement.
 */
export function preparedSql<Values extends Record<string, string | null>>(
  name: string,
  build: (value: (key: keyof Values & string) => StatementValue) => SQL,
) {
  const query = dialect.sqlToQuery(build((key) => sql.placeholder(key)));
  const prepared = new WeakMap<Database, ReturnType<PgSession['prepareQuery']>>();
  return async <Row>(db: Database, values: Values): Promise<Row[]> => {
    if (plainDatabases.has(db)) return ((await db.execute(build((key) => values[key]))) as unknown as { rows: Row[] }).rows;
    if (!prepared.has(db)) prepared.set(db, sessionOf(db).prepareQuery(query, undefined, name, false));
    const result = (await prepared.get(db)!.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
