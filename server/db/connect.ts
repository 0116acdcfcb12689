import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { prepareRepeatedStatements } from './prepared-statements.ts';
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

/**
 * The role a URL without a user name connects as, as libpq picks it: PGUSER, else the operating
 * system user (pg alone would read the USER variable, which services and containers often lack).
 * Undefined when neither is known; pg then says so when connecting.
 */
export function defaultDatabaseUser(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env['PGUSER'];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  try {
    return userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers).
    return env['USER'];
  }
}
// pg takes the user from the URL, then PGUSER, then this default: the same order as libpq.
pg.defaults.user = defaultDatabaseUser();

/** How long a request waits for a connection (a free one, or a new one to a server that answers) before a 503. */
const CONNECT_TIMEOUT_MS = 10_000;

const isFatal = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && 'severity' in message && (message.severity === 'FATAL' || message.severity === 'PANIC');

function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // A connection dropped by the server (restart, failover, an operator's terminate) is an 'error'
  // event on its client; unheard, it would end the process. Every client gets a listener when it
  // connects, whether idle or in use by a request: an idle one the pool discards at once, one in
  // use also fails its query (the request answers 503) and is discarded on release. The pool opens
  // new connections on next use, so it recovers by itself once the server is back.
  pool.on('connect', (client) => {
    prepareRepeatedStatements(client);
    client.on('error', (error) => {
      process.stderr.write(`postgres: a connection was closed (${error.message}); it will be replaced\n`);
    });
    // A FATAL message (the backend terminated, the server shutting down) fails the query at once,
    // but the socket closes a moment later: released in between, the dead connection would go to
    // the next request. Ending it now makes the pool discard it on release.
    if ('connection' in client && client.connection instanceof EventEmitter) {
      client.connection.on('errorMessage', (message: unknown) => {
        if (isFatal(message)) client.end().catch(() => undefined);
      });
    }
  });
  // The pool re-emits an idle client's error, already reported above; unheard, it too would throw.
  pool.on('error', () => undefined);
  return pool;
}

/** The embedded database's file in its data directory. */
export const sqliteFileIn = (dataDir: string): string => join(dataDir, 'store.sqlite3');

export function openDatabase(location: DatabaseLocation): StoreDatabase {
  if ('url' in location) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPool(location.url) }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(location.dataDir, { recursive: true });
  const file = new SqliteDatabase(sqliteFileIn(location.dataDir));
  // WAL with synchronous=FULL: a write acknowledged to a client is on disk before the answer
  // leaves, so it survives kill -9 and power loss alike.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
