import type { Kysely } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { callMetrc, failureOf, type MetrcAccess } from '../state-reporting/metrc-client.ts';
import { metrcAccessOf } from '../state-reporting/metrc-access.ts';
import { CCRS_REASON_CHOICES } from '../state-reporting/ccrs-adjustment-reasons.ts';

export interface AdjustmentReasonName { name: string; requires_note: boolean }

/**
 * Washington's CCRS InventoryAdjustment `AdjustmentReason` values, the same list the file reads
 * (server/features/state-reporting/ccrs-adjustment-reasons.ts: the guide's values, p. 31 and
 * Table 5; a note where CCRS requires the AdjustmentDetail, Other and Theft). A customer's return is
 * Other, its note saying why it came back (the CCRS FAQ's "as a return, with details provided
 * about why it was a return").
 */
export const CCRS_ADJUSTMENT_REASONS: readonly AdjustmentReasonName[] = CCRS_REASON_CHOICES;

/**
 * The licence's adjust reasons as Metrc lists them: `GET /packages/v2/adjust/reasons?licenseNumber=`
 * (Metrc's API documentation, "Packages"; each `{Name, RequiresNote}`). The list differs per state
 * and licence type, so it is read, never assumed. Accepts a bare array or a page (`{Data}`).
 */
export async function metrcAdjustReasons(access: MetrcAccess): Promise<AdjustmentReasonName[]> {
  const answer = await callMetrc(access, 'GET', '/packages/v2/adjust/reasons');
  if (answer.kind !== 'ok') throw new Error(failureOf(answer));
  const body = answer.body;
  const rows: unknown = Array.isArray(body) ? body : typeof body === 'object' && body !== null && 'Data' in body ? body.Data : [];
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null || !('Name' in row) || typeof row.Name !== 'string') return [];
    return [{ name: row.Name, requires_note: 'RequiresNote' in row && row.RequiresNote === true }];
  });
}

export interface StateReasons { system: 'metrc' | 'ccrs' | 'none'; reasons: readonly AdjustmentReasonName[] | null; source: string; failure?: string }

/** The location's state's reasons: Metrc's for the licence (read each time: the list is the licence's), CCRS's fixed list, or none. */
export function stateReasons(db: Kysely<Database>, config: StoreApiConfig): (companyId: string) => Promise<StateReasons> {
  const accessOf = metrcAccessOf(db, config);
  return async (companyId) => {
    const access = await accessOf(companyId);
    const source = 'Metrc: GET /packages/v2/adjust/reasons for the licence';
    if ('problem' in access) {
      if (access.system === 'ccrs') return { system: 'ccrs', reasons: CCRS_ADJUSTMENT_REASONS, source: 'CCRS Upload User Guide (CIB 133 2/26), InventoryAdjustment: AdjustmentReason, p. 31 and Table 5; a customer return is Other (CCRS FAQ)' };
      if (access.system === 'none') return { system: 'none', reasons: null, source: 'the location reports to no state system' };
      return { system: 'metrc', reasons: null, source, failure: access.problem };
    }
    try {
      return { system: 'metrc', reasons: await metrcAdjustReasons(access), source };
    } catch (error) {
      return { system: 'metrc', reasons: null, source, failure: error instanceof Error ? error.message : 'Metrc could not be read' };
    }
  };
}

/**
 * The state's reason for correcting recorded stock to what was counted, among the reasons the
 * location's state takes: CCRS's `Reconciliation`; in Metrc, whose list is the licence's, the first
 * of these names the licence has (Oregon's and other states' lists name the correction of a wrong
 * quantity differently: "Incorrect Quantity", "Entry Error", "Inventory Audit"). Unverified: no
 * state's list in force could be read here; a manager may always name another reason. Null: none of
 * them is in the list, or the list is not known (Metrc could not be read).
 */
const CORRECTION_REASONS: readonly RegExp[] = [/^reconciliation$/i, /reconcil/i, /incorrect quantity/i, /entry error/i, /inventory audit/i, /correction/i];

export function correctionReason(reasons: readonly AdjustmentReasonName[] | null): AdjustmentReasonName | null {
  if (reasons === null) return null;
  for (const pattern of CORRECTION_REASONS) {
    const found = reasons.find((reason) => pattern.test(reason.name));
    if (found !== undefined) return found;
  }
  return null;
}
