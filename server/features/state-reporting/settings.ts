import type { Kysely, Selectable } from 'kysely';
import type { Database, MetrcTaxField, StateReportingSettingsTable } from '../../db/schema.ts';
import { appendLocationEntries, type LocationDecision } from '../audit/chain-store.ts';

export type StateReportingSettingsRow = Selectable<StateReportingSettingsTable>;

/** The location's reporting settings; a location never set reports nothing. */
export async function readStateReportingSettings(db: Kysely<Database>, companyId: string): Promise<StateReportingSettingsRow> {
  const row = await db.selectFrom('state_reporting_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return row ?? {
    company_id: companyId, system: 'none', api_url: null, license_number: null, user_api_key_sealed: null,
    credentials_rejected_at: null, metrc_paused_until: null, last_reported_at: null, updated_at: '', updated_by: null, ccrs_filed_before: null,
  };
}

export interface ReportingBacklog {
  waiting: number; needsAttention: number; oldestWaitingChargedOn: string | null;
  /** The oldest waiting sale made to a patient (a state may want those sooner: Colorado, at once). */
  oldestWaitingMedicalChargedOn: string | null;
}

/** How many of the location's sales wait for the state, how many it refused, and the oldest waiting. */
export async function reportingBacklog(db: Kysely<Database>, companyId: string): Promise<ReportingBacklog> {
  const [rows, medical] = await Promise.all([
    db.selectFrom('state_reports')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('charged_on').as('oldest')])
      .where('company_id', '=', companyId).where('status', 'in', ['waiting', 'needs_attention']).groupBy('status').execute(),
    db.selectFrom('state_reports').innerJoin('orders', (join) => join.onRef('orders.id', '=', 'state_reports.order_id').onRef('orders.company_id', '=', 'state_reports.company_id'))
      .select((eb) => eb.fn.min('state_reports.charged_on').as('oldest'))
      .where('state_reports.company_id', '=', companyId).where('state_reports.status', '=', 'waiting').where('orders.person_id', 'is not', null)
      .executeTakeFirst(),
  ]);
  const waiting = rows.find((r) => r.status === 'waiting');
  const attention = rows.find((r) => r.status === 'needs_attention');
  return {
    waiting: Number(waiting?.count ?? 0), needsAttention: Number(attention?.count ?? 0), oldestWaitingChargedOn: waiting?.oldest ?? null,
    oldestWaitingMedicalChargedOn: medical?.oldest ?? null,
  };
}

/** What of the location reporting depends on: its state (Metrc's address by default), its jurisdiction and time zone (deadlines). */
export async function reportingLocation(db: Kysely<Database>, companyId: string): Promise<{ state: string; jurisdiction: string; time_zone: string }> {
  return db.selectFrom('companies').select(['state', 'jurisdiction', 'time_zone']).where('id', '=', companyId).executeTakeFirstOrThrow();
}

/** What a manager sets; the worker's own state (last report, Metrc's pause) is not among them. */
export type StateReportingSettingsValues = Omit<StateReportingSettingsRow, 'company_id' | 'last_reported_at' | 'metrc_paused_until'>;

/**
 * Stores where the location reports, with the change's entry in the location's audit chain (in the
 * same transaction: the entry exists exactly when the change does). When the credentials are not
 * (or no longer) known to be rejected, what waited for a working key is due at once: `now`.
 */
export async function saveStateReportingSettings(
  db: Kysely<Database>, companyId: string, values: StateReportingSettingsValues, now: string, audit: readonly LocationDecision[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await appendLocationEntries(trx, companyId, audit);
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

/**
 * Sets the Metrc field of one tax item of the location, recorded in the location's audit chain as
 * `audit` says; false (and nothing recorded) when the location has no such tax item.
 */
export async function setTaxField(
  db: Kysely<Database>, companyId: string, taxItemId: string, field: MetrcTaxField, audit: (previous: MetrcTaxField) => LocationDecision,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom('tax_items').select('metrc_field').where('company_id', '=', companyId).where('id', '=', taxItemId).executeTakeFirst();
    if (item === undefined) return false;
    if (item.metrc_field === field) return true;
    await trx.updateTable('tax_items').set({ metrc_field: field }).where('company_id', '=', companyId).where('id', '=', taxItemId).execute();
    await appendLocationEntries(trx, companyId, [audit(item.metrc_field)]);
    return true;
  });
}

/** Whether the Store API serves more than one account: then a location's Metrc URL may name only Metrc's hosts (or the operator's). */
export async function servesSeveralAccounts(db: Kysely<Database>): Promise<boolean> {
  const rows = await db.selectFrom('accounts').select('id').limit(2).execute();
  return rows.length > 1;
}
