import type { Kysely, Selectable } from 'kysely';
import type { Database, StateReportingSettingsTable } from '../../db/schema.ts';

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
