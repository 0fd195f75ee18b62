import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './pglite-lock';

/** PGlite loads extensions at start-up; migration 0011 creates pg_trgm (search, decision 022). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PoolStats {
  total: number;
  idle: number;
  /** The most connections the pool opens (DATABASE_POOL_MAX). */
  max: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Holds a session-level advisory lock for the duration of `work`. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The connection pool's state for the metrics; null for the embedded engine, which has none. */
  poolStats(): PoolStats | null;
  /**
   * PGlite only: subscribes to a NOTIFY channel whose notifications arrive before the statement (or
   * transaction) that raised them resolves, so a cache in this process can be dropped by them
   * before any later request reads it. Null on PostgreSQL, where another replica's change would
   * arrive late.
   */
  listenInProcess: ((channel: string, handler: (payload: string) => void) => Promise<void>) | null;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      engine: 'postgres';
      url: string;
      poolMax?: number;
      /** An idle connection that breaks (server restart, network) must not crash the process. */
      onIdleError?: (error: Error) => void;
    }
  | { engine: 'pglite'; dataDir: string | null };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'pglite') return openPglite(target.dataDir);
  return openPostgres(
    target.url,
    target.poolMax ?? 10,
    target.onIdleError ?? ((error) => console.error('idle database connection failed:', error.message)),
  );
}

async function openPostgres(url: string, max: number, onIdleError: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, max, waiting: pool.waitingCount }),
    listenInProcess: null,
    close: () => pool.end(),
  };
}

/** `dataDir` null keeps the database in memory. */
async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const client = new PGlite(dataDir ? join(dataDir, 'pglite') : undefined, { extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return pgliteHandle(client, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Wraps an open PGlite client; `release` runs after it closes. */
export function pgliteHandle(client: PGlite, release: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    // One process owns the folder and PGlite runs one query at a time: the file lock is the lock.
    withAdvisoryLock: (_key, work) => work(),
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => null,
    async listenInProcess(channel, handler) {
      await client.listen(channel, handler);
    },
    async close() {
      if (!client.closed) await client.close();
      await release();
    },
  };
}
