import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely prepares every SQLite query anew, which costs about as much as running a small one.
 * Statements are reused by their SQL text instead (a bounded, least-recently-used set: queries
 * with `IN (…)` lists of varying length each have their own text). Safe because better-sqlite3
 * runs a statement to completion synchronously before the next one starts.
 */
export function withStatementCache(database: BetterSqlite, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
