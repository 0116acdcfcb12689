import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';

/** The migrations: every file of this folder is one, applied in the order of its name. */
export const MIGRATION_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A migration's file name: three digits, its place, then what it does ("023_product_notes.ts").
 * The name without ".ts" is what a store records as applied in its kysely_migration table, so a
 * migration is never renamed once released.
 */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.ts$/;

/**
 * What is wrong with a migration folder's file names: each must be a migration named as above,
 * and no two may take the same place (two "023_…" files, written on two branches, would run in
 * an order that depends on the rest of their names). Empty when all is well.
 */
export function migrationFolderProblems(fileNames: readonly string[]): string[] {
  const problems: string[] = [];
  const byPlace = new Map<string, string[]>();
  for (const fileName of [...fileNames].sort()) {
    const place = MIGRATION_FILE.exec(fileName)?.[1];
    if (place === undefined) {
      problems.push(fileName.endsWith('.test.ts')
        ? `${fileName}: a test of a migration lives in server/db/migration-tests, never among the migrations (they would import it)`
        : `${fileName}: not a migration's name (three digits, an underscore, lowercase words: 023_product_notes.ts)`);
      continue;
    }
    byPlace.set(place, [...(byPlace.get(place) ?? []), fileName]);
  }
  for (const [place, names] of byPlace) {
    if (names.length > 1) problems.push(`${names.join(' and ')} take the same place (${place}): renumber the one not yet released`);
  }
  return problems;
}

const isMigration = (value: unknown): value is Migration =>
  typeof value === 'object' && value !== null && 'up' in value && typeof value.up === 'function';

/**
 * The migrations of a folder, as Kysely's FileMigrationProvider finds them (every file, named by
 * its name without ".ts"), after checking the names: a store refuses to start on a folder with a
 * misnamed file or two migrations in one place, before importing any. Kysely's provider imports
 * from inside node_modules, where the test runner's TypeScript loader does not reach, so the
 * import is made here; and a file that is not a migration is refused, where Kysely's would skip it.
 */
export function migrationsIn(folder: string): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      const fileNames = (await readdir(folder)).sort();
      const problems = migrationFolderProblems(fileNames);
      if (problems.length > 0) throw new Error(`the migrations in ${folder} cannot run:\n${problems.join('\n')}`);
      const migrations: Record<string, Migration> = {};
      const notMigrations: string[] = [];
      for (const fileName of fileNames) {
        const module: unknown = await import(pathToFileURL(join(folder, fileName)).href);
        if (isMigration(module)) migrations[fileName.slice(0, -'.ts'.length)] = module;
        else notMigrations.push(fileName);
      }
      if (notMigrations.length > 0) throw new Error(`not migrations (no up function): ${notMigrations.join(', ')}`);
      return migrations;
    },
  };
}

export async function migrateToLatest(db: Kysely<Database>, provider: MigrationProvider = migrationsIn(MIGRATION_FOLDER)): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
