import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Engine = 'sqlite' | 'postgres';

export interface StoreDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export type DatabaseLocation = { dataDir: string } | { url: string };

// pg returns BIGINT (int8) as text to protect values past 2^53; ours (cents, thousandths of a
// gram, sequence ids) stay far below that, so numbers are safe and keep both engines alike.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(location: DatabaseLocation): StoreDatabase {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, an operator's terminate) is an
    // 'error' on the pool; unheard, it would end the process. The pool replaces it on next use.
    pool.on('error', (error) => {
      process.stderr.write(`postgres: an idle connection was closed (${error.message}); it will be replaced\n`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(location.dataDir, { recursive: true });
  const file = new SqliteDatabase(join(location.dataDir, 'store.sqlite3'));
  // WAL with synchronous=FULL: a write acknowledged to a client is on disk before the answer
  // leaves, so it survives kill -9 and power loss alike.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
