import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import type { Engine } from '../../server/db/connect.ts';
import { sqliteFileIn } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoStore } from '../../server/demo/seed.ts';
import { throwawayDatabase } from '../../scripts/db-types/generate.ts';

/**
 * Writes the upgrade test's fixture (test/upgrade/release-{sqlite,postgres}.sql): a small demo store
 * made by today's migrations, dumped as SQL on each engine. Run at a release (`npm run
 * db:upgrade-fixture`), so the next release's migrations are tried on what this one leaves behind.
 */
const FIXTURE_FOLDER = fileURLToPath(new URL('./', import.meta.url));
/** Small on purpose: a few rows of each kind, so the dump stays reviewable. */
const DEMO = { seed: 420, products: 3, customers: 2 };

const header = (engine: Engine): string =>
  `-- The upgrade test's fixture on ${engine}: a demo store as the migrations of the last release made it.\n` +
  '-- Written by `npm run db:upgrade-fixture` at a release; never edited by hand.\n\n';

async function dump(engine: Engine): Promise<string> {
  const { store, location, drop } = await throwawayDatabase(engine);
  try {
    await migrateToLatest(store.db);
    await seedDemoStore(store.db, DEMO);
    if ('url' in location) {
      const text = execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', '--no-comments', location.url], { encoding: 'utf8' });
      // pg_dump's \restrict lines are psql commands, not SQL; the test runs the file as plain SQL.
      return text.split('\n').filter((line) => !line.startsWith('\\')).join('\n');
    }
    return dumpSqlite(sqliteFileIn(location.dataDir));
  } finally {
    await drop();
  }
}

const literal = (value: unknown): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (Buffer.isBuffer(value)) return `X'${value.toString('hex')}'`;
  throw new Error(`cannot write ${typeof value} as SQL`);
};

/** SQLite's schema and rows as SQL: tables, their rows, then indexes and triggers (so loading the rows fires none). */
function dumpSqlite(path: string): string {
  const file = new SqliteDatabase(path, { readonly: true });
  try {
    const objects = file.prepare<[], { type: string; name: string; sql: string }>(
      "select type, name, sql from sqlite_master where sql is not null and name not like 'sqlite_%' order by rowid",
    ).all();
    const tables = objects.filter((object) => object.type === 'table');
    const lines = tables.map((table) => `${table.sql};`);
    for (const table of tables) {
      const rows = file.prepare<[], Record<string, unknown>>(`select * from "${table.name}" order by rowid`).all();
      for (const row of rows) {
        lines.push(`insert into "${table.name}" (${Object.keys(row).map((column) => `"${column}"`).join(', ')}) values (${Object.values(row).map(literal).join(', ')});`);
      }
    }
    lines.push(...objects.filter((object) => object.type !== 'table').map((object) => `${object.sql};`));
    return `${lines.join('\n')}\n`;
  } finally {
    file.close();
  }
}

for (const engine of ['sqlite', 'postgres'] as const) {
  const path = `${FIXTURE_FOLDER}release-${engine}.sql`;
  writeFileSync(path, header(engine) + await dump(engine));
  process.stdout.write(`wrote ${path}\n`);
}
