import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Kysely } from 'kysely';
import * as core from './migrations/001_core.ts';
import * as sales from './migrations/002_sales.ts';
import * as people from './migrations/003_people.ts';
import * as catalogIndexes from './migrations/004_catalog_indexes.ts';
import * as benchIndexes from './migrations/005_bench_indexes.ts';
import * as catalogRevision from './migrations/006_catalog_revision.ts';
import type { Database } from './schema.ts';

/** Migrations are listed here in order; a new one is a new file and a new line. */
const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_sales': sales,
  '003_people': people,
  '004_catalog_indexes': catalogIndexes,
  '005_bench_indexes': benchIndexes,
  '006_catalog_revision': catalogRevision,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
