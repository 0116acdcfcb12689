import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery, type LogEvent } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { parseArgs } from 'node:util';
import type { Database } from '../../server/db/schema.ts';
import { listProducts, type ProductListQuery } from '../../server/features/products/repository.ts';
import { notificationsAfter } from '../../server/features/push-notifications/repository.ts';
import { isPostgresAvailable } from '../support/store-api.ts';
import { prepareStore, type PreparedStore } from './bench-store.ts';

const HELP = `Query plans of the benchmarked Store API reads, on SQLite and PostgreSQL

Usage: npx tsx test/bench/explain.ts [--products N] [--notifications N]

Seeds a demo store per engine, runs the repositories' own functions with the bench's filters, and
prints EXPLAIN (SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN ANALYZE) of every statement they ran.
`;

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, notifications: { type: 'string', default: '100000' }, help: { type: 'boolean', default: false } },
  strict: true,
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

/** The same product search the bench sends (PRODUCTS_QUERY in store-api.ts), as the route parses it. */
export const BENCH_PRODUCT_QUERY: ProductListQuery = {
  limit: 50, offset: 0, name: 'kush', sellPrice: { comparator: '>=', value: 1500 }, sort: { field: 'sell_price', direction: 'desc' },
};

/** A Kysely over the prepared database that records every statement it runs. */
function recordingDatabase(prepared: PreparedStore, statements: CompiledQuery[]): { db: Kysely<Database>; close: () => Promise<void> } {
  const log = (event: LogEvent): void => void statements.push(event.query);
  if ('url' in prepared.location) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: prepared.location.url, max: 2 }) }), log });
    return { db, close: () => db.destroy() };
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(join(prepared.location.dataDir, 'store.sqlite3')) }), log });
  return { db, close: () => db.destroy() };
}

/** The statement with its parameters written in, for EXPLAIN (bench data only: no untrusted text). */
function inline(query: CompiledQuery, engine: PreparedStore['engine']): string {
  const literal = (value: unknown): string => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
  if (engine === 'sqlite') {
    let index = 0;
    return query.sql.replace(/\?/g, () => literal(query.parameters[index++]));
  }
  return query.sql.replace(/\$(\d+)/g, (_match, n: string) => literal(query.parameters[Number(n) - 1]));
}

async function explain(prepared: PreparedStore, label: string, run: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const statements: CompiledQuery[] = [];
  const { db, close } = recordingDatabase(prepared, statements);
  try {
    const started = performance.now();
    await run(db);
    process.stdout.write(`\n## ${prepared.engine}, ${label}: ${statements.length} statements, ${(performance.now() - started).toFixed(1)} ms cold\n`);
    const timed = performance.now();
    for (let n = 0; n < 20; n++) await run(db);
    process.stdout.write(`   ${((performance.now() - timed) / 20).toFixed(2)} ms per call warm (one connection, no HTTP)\n`);
    for (const statement of statements.slice(0, statements.length / 21)) {
      const text = inline(statement, prepared.engine);
      process.stdout.write(`\n${text}\n`);
      const plan = await sql.raw(`${prepared.engine === 'sqlite' ? 'explain query plan' : 'explain analyze'} ${text}`).execute(db);
      for (const row of plan.rows as Array<Record<string, unknown>>) {
        process.stdout.write(`  ${String(row['detail'] ?? row['QUERY PLAN'])}\n`);
      }
    }
  } finally {
    await close();
  }
}

const engines = (await isPostgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
for (const engine of engines) {
  const prepared = await prepareStore(engine, Number(values.products), Number(values.notifications));
  try {
    await explain(prepared, `GET /products (${values.products} products)`, (db) => listProducts(db, prepared.companyId, BENCH_PRODUCT_QUERY));
    await explain(prepared, `GET /push_notifications (${values.notifications} stored)`, (db) => notificationsAfter(db, prepared.companyId, Math.floor(Number(values.notifications) / 2), 100));
  } finally {
    await prepared.drop();
  }
}
