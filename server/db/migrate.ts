import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Kysely } from 'kysely';
import * as core from './migrations/001_core.ts';
import * as sales from './migrations/002_sales.ts';
import * as people from './migrations/003_people.ts';
import * as catalogIndexes from './migrations/004_catalog_indexes.ts';
import * as benchIndexes from './migrations/005_bench_indexes.ts';
import * as catalogRevision from './migrations/006_catalog_revision.ts';
import * as requestHashes from './migrations/007_request_hashes.ts';
import * as money from './migrations/008_money.ts';
import * as orderMoney from './migrations/009_order_money.ts';
import * as keyset from './migrations/010_keyset.ts';
import * as compliance from './migrations/011_compliance.ts';
import * as buyerHistory from './migrations/012_buyer_history.ts';
import * as saleSettingsRevision from './migrations/013_sale_settings_revision.ts';
import * as taxRules from './migrations/014_tax_rules.ts';
import * as shiftAuditHead from './migrations/015_shift_audit_head.ts';
import * as ageVerificationRequired from './migrations/016_age_verification_required.ts';
import * as refuseOrder from './migrations/017_refuse_order.ts';
import * as stateReporting from './migrations/018_state_reporting.ts';
import * as packageLabels from './migrations/019_package_labels.ts';
import * as ccrsSalesOwed from './migrations/021_ccrs_sales_owed.ts';
import * as reportsOnlyWhereOwed from './migrations/022_state_reports_only_where_owed.ts';
import * as backOffice from './migrations/024_back_office.ts';
import type { Database } from './schema.ts';

/** Migrations are listed here in order; a new one is a new file and a new line. */
const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_sales': sales,
  '003_people': people,
  '004_catalog_indexes': catalogIndexes,
  '005_bench_indexes': benchIndexes,
  '006_catalog_revision': catalogRevision,
  '007_request_hashes': requestHashes,
  '008_money': money,
  '009_order_money': orderMoney,
  '010_keyset': keyset,
  '011_compliance': compliance,
  '012_buyer_history': buyerHistory,
  '013_sale_settings_revision': saleSettingsRevision,
  '014_tax_rules': taxRules,
  '015_shift_audit_head': shiftAuditHead,
  '016_age_verification_required': ageVerificationRequired,
  '017_refuse_order': refuseOrder,
  '018_state_reporting': stateReporting,
  '019_package_labels': packageLabels,
  '021_ccrs_sales_owed': ccrsSalesOwed,
  '022_state_reports_only_where_owed': reportsOnlyWhereOwed,
  '024_back_office': backOffice,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
