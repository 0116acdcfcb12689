import { sql, type Kysely } from 'kysely';

/**
 * What a Washington location filed to CCRS before Canopy kept its ledger (`ccrs_filed`, 034).
 * Until then Canopy wrote only the Sale file, and CCRS accepts a Sale row only for an inventory it
 * holds ("Sale is dependent on Inventory", CCRS Upload User Guide, CIB 133 2/26, p. 4; "Invalid
 * InventoryExternalIdentifier … ensure that you have already reported the inventory", p. 36). So a
 * location whose Sale files were downloaded (a CCRS state report `reported`) kept its Strain, Area,
 * Product and Inventory records in CCRS itself. Without a mark, the first zip after the upgrade
 * would Insert every one of them again, and CCRS answers a record it holds with a duplicate error.
 *
 * `state_reporting_settings.ccrs_filed_before`: the instant before which the location's Strain,
 * Area, Product and Inventory records are taken as already in CCRS (server/features/state-reporting/
 * ccrs-filed-before.ts says how each is then filed); null where nothing was filed before. Set here,
 * to the upgrade's instant, for a location reporting to CCRS that had a Sale file downloaded and has
 * no such record in the ledger yet (a location that already downloaded a zip has its records there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('state_reporting_settings').addColumn('ccrs_filed_before', 'text').execute();
  const now = new Date().toISOString();
  await sql`update state_reporting_settings set ccrs_filed_before = ${now}
    where system = 'ccrs'
      and exists (select 1 from state_reports as reports
        where reports.company_id = state_reporting_settings.company_id and reports.system = 'ccrs' and reports.reported_at is not null)
      and not exists (select 1 from ccrs_filed as filed
        where filed.company_id = state_reporting_settings.company_id and filed.file_type in ('Strain', 'Area', 'Product', 'Inventory'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('state_reporting_settings').dropColumn('ccrs_filed_before').execute();
}
