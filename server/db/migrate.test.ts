import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FOLDER, migrationFolderProblems, migrationsIn } from './migrate.ts';

describe('the migrations folder', () => {
  it('holds only migrations, each in a place of its own', () => {
    expect(migrationFolderProblems(readdirSync(MIGRATION_FOLDER))).toEqual([]);
  });

  it('is found whole by the provider, named as stores have recorded them (020 stays a gap: it is history)', async () => {
    const names = Object.keys(await migrationsIn(MIGRATION_FOLDER).getMigrations());
    expect(names.slice(0, 21)).toEqual([
      '001_core', '002_sales', '003_people', '004_catalog_indexes', '005_bench_indexes', '006_catalog_revision',
      '007_request_hashes', '008_money', '009_order_money', '010_keyset', '011_compliance', '012_buyer_history',
      '013_sale_settings_revision', '014_tax_rules', '015_shift_audit_head', '016_age_verification_required',
      '017_refuse_order', '018_state_reporting', '019_package_labels', '021_ccrs_sales_owed', '022_state_reports_only_where_owed',
    ]);
  });
});

describe('a migration folder’s names', () => {
  it('refuses two migrations in one place', () => {
    expect(migrationFolderProblems(['022_a.ts', '023_product_notes.ts', '023_patient_notes.ts'])).toEqual([
      '023_patient_notes.ts and 023_product_notes.ts take the same place (023): renumber the one not yet released',
    ]);
  });

  it('refuses a test among the migrations, and a name without its place', () => {
    expect(migrationFolderProblems(['008_money.test.ts', 'notes.ts', '23_notes.ts'])).toEqual([
      '008_money.test.ts: a test of a migration lives in server/db/migration-tests, never among the migrations (they would import it)',
      '23_notes.ts: not a migration\'s name (three digits, an underscore, lowercase words: 023_product_notes.ts)',
      'notes.ts: not a migration\'s name (three digits, an underscore, lowercase words: 023_product_notes.ts)',
    ]);
  });

  it('makes the provider refuse to start, before it imports anything', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'canopy-migrations-'));
    try {
      // Files that would throw if imported: the refusal must come from their names alone.
      writeFileSync(join(folder, '023_a.ts'), 'throw new Error("imported");\n');
      writeFileSync(join(folder, '023_b.ts'), 'throw new Error("imported");\n');
      await expect(migrationsIn(folder).getMigrations()).rejects.toThrow('023_a.ts and 023_b.ts take the same place (023)');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('makes the provider refuse a file that is not a migration (Kysely’s provider would skip it)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'canopy-migrations-'));
    try {
      writeFileSync(join(folder, '001_a.ts'), 'export async function up() {}\n');
      writeFileSync(join(folder, '002_b.ts'), 'export const nothing = 1;\n');
      await expect(migrationsIn(folder).getMigrations()).rejects.toThrow('not migrations (no up function): 002_b.ts');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
