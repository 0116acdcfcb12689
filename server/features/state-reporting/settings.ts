import type { Kysely, Selectable } from 'kysely';
import type { Database, MetrcTaxField, StateReportingSettingsTable } from '../../db/schema.ts';

export type StateReportingSettingsRow = Selectable<StateReportingSettingsTable>;

/** The location's reporting settings; a location never set reports nothing. */
export async function readStateReportingSettings(db: Kysely<Database>, companyId: string): Promise<StateReportingSettingsRow> {
  const row = await db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return row ?? {
    company_id: companyId, system: 'none', api_url: null, license_number: null, user_api_key_sealed: null,
    credentials_rejected_at: null, last_reported_at: null, updated_at: '', updated_by: null,
  };
}

export interface ReportingBacklog { waiting: number; needsAttention: number; oldestWaitingChargedOn: string | null }

/** How many of the location's sales wait for the state, how many it refused, and the oldest waiting. */
export async function reportingBacklog(db: Kysely<Database>, companyId: string): Promise<ReportingBacklog> {
  const rows = await db.selectFrom('state_reports')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('charged_on').as('oldest')])
    .where('company_id', '=', companyId).where('status', 'in', ['waiting', 'needs_attention']).groupBy('status').execute();
  const waiting = rows.find((r) => r.status === 'waiting');
  const attention = rows.find((r) => r.status === 'needs_attention');
  return { waiting: Number(waiting?.count ?? 0), needsAttention: Number(attention?.count ?? 0), oldestWaitingChargedOn: waiting?.oldest ?? null };
}

/** What of the location reporting depends on: its state (Metrc's address by default), its jurisdiction and time zone (deadlines). */
export async function reportingLocation(db: Kysely<Database>, companyId: string): Promise<{ state: string; jurisdiction: string; time_zone: string }> {
  return db.selectFrom('companies').select(['state', 'jurisdiction', 'time_zone']).where('id', '=', companyId).executeTakeFirstOrThrow();
}

export type StateReportingSettingsValues = Omit<StateReportingSettingsRow, 'company_id' | 'last_reported_at'>;

/**
 * Stores where the location reports. When the credentials are not (or no longer) known to be
 * rejected, what waited for a working key is due at once: `now`.
 */
export async function saveStateReportingSettings(db: Kysely<Database>, companyId: string, values: StateReportingSettingsValues, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('state_reporting_settings').values({ company_id: companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values)).execute();
    if (values.credentials_rejected_at === null) {
      await trx.updateTable('state_reports').set({ next_attempt_at: now }).where('company_id', '=', companyId).where('status', '=', 'waiting').execute();
    }
  });
}

/** Each tax item of the location with the Metrc money field it is reported as, by name. */
export async function taxFieldsOf(db: Kysely<Database>, companyId: string): Promise<Array<{ id: string; name: string; metrc_field: MetrcTaxField }>> {
  return db.selectFrom('tax_items').select(['id', 'name', 'metrc_field']).where('company_id', '=', companyId).orderBy('name').execute();
}

/** Sets the Metrc field of one tax item of the location; false when the location has no such tax item. */
export async function setTaxField(db: Kysely<Database>, companyId: string, taxItemId: string, field: MetrcTaxField): Promise<boolean> {
  const updated = await db.updateTable('tax_items').set({ metrc_field: field }).where('company_id', '=', companyId).where('id', '=', taxItemId).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
