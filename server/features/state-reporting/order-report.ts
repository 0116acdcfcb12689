import type { Kysely } from 'kysely';
import { OrderType } from '../../../shared/api/sales.ts';
import type { StateReport, StateReportingSystem } from '../../../shared/api/state-reporting.ts';
import type { Database } from '../../db/schema.ts';

/** An order stored before reporting existed (migration 018) owes nothing. */
const NOTHING_OWED: StateReport = { system: 'none', status: 'not_required', external_id: null, reported_at: null, error: null };


/**
 * What a new order owes, as the trigger on `orders` writes it in the order's transaction: a sale,
 * refund or return of a reporting location waits to be reported, a void owes nothing itself, and a
 * location that reports to no system owes nothing (no row). `owed-report.test.ts` holds it to the rows written.
 */
export function reportOwedBy(system: StateReportingSystem | null, orderType: number): StateReport {
  // The systems whose locations owe a report for each sale (the trigger of migrations 021 and 022 says the same).
  if (system === null || system === 'none') return NOTHING_OWED;
  return { system, status: orderType === OrderType.void ? 'not_required' : 'waiting', external_id: null, reported_at: null, error: null };
}

/** The `state_report` extension of each order answered: one read for all of them. */
export async function stateReportsOf(db: Kysely<Database>, companyId: string, orderIds: readonly string[]): Promise<(orderId: string) => StateReport> {
  const rows = orderIds.length === 0 ? [] : await db.selectFrom('state_reports')
    .select(['order_id', 'system', 'status', 'external_id', 'reported_at', 'error'])
    .where('company_id', '=', companyId).where('order_id', 'in', orderIds).execute();
  const byOrder = new Map(rows.map((r) => [r.order_id, { system: r.system, status: r.status, external_id: r.external_id, reported_at: r.reported_at, error: r.error }]));
  return (orderId) => byOrder.get(orderId) ?? NOTHING_OWED;
}
