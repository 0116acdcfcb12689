import type { Kysely } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { callMetrc, failureOf, type MetrcAccess } from '../state-reporting/metrc-client.ts';
import { secretBox } from '../state-reporting/sealed-secret.ts';
import { readStateReportingSettings } from '../state-reporting/settings.ts';

export interface AdjustmentReasonName { name: string; requires_note: boolean }

/**
 * Washington's CCRS InventoryAdjustment `AdjustmentReason` values, as CCRS takes them in the
 * InventoryAdjustment file (WSLCB, "CCRS Upload User Guide", InventoryAdjustment section).
 * verified: false — the guide's text in force could not be read here; these are the values as
 * remembered from it, to be checked against the current guide before a store relies on them.
 * A customer's return: the LCB's CCRS FAQ says to delete the sale and report the product on an
 * InventoryAdjustment; of the guide's values, `Reconciliation` is the one that brings stock back
 * (unverified as well).
 */
export const CCRS_ADJUSTMENT_REASONS: readonly AdjustmentReasonName[] = [
  { name: 'Reconciliation', requires_note: false },
  { name: 'Theft', requires_note: false },
  { name: 'Seizure', requires_note: false },
  { name: 'Destruction', requires_note: false },
  { name: 'Sample', requires_note: false },
  { name: 'Other', requires_note: true },
];

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
  const secrets = config.secretKey === null ? null : secretBox(config.secretKey);
  return async (companyId) => {
    const settings = await readStateReportingSettings(db, companyId);
    if (settings.system === 'ccrs') return { system: 'ccrs', reasons: CCRS_ADJUSTMENT_REASONS, source: 'CCRS Upload User Guide, InventoryAdjustment: AdjustmentReason (unverified)' };
    if (settings.system !== 'metrc') return { system: 'none', reasons: null, source: 'the location reports to no state system' };
    const source = 'Metrc: GET /packages/v2/adjust/reasons for the licence';
    if (settings.api_url === null || settings.license_number === null || settings.user_api_key_sealed === null || config.metrcVendorKey === null || secrets === null) {
      return { system: 'metrc', reasons: null, source, failure: 'reporting to Metrc is not set up (URL, licence number, user key and the server\'s vendor key)' };
    }
    try {
      const access: MetrcAccess = {
        apiUrl: settings.api_url, licenseNumber: settings.license_number, vendorKey: config.metrcVendorKey,
        userKey: secrets.open(settings.user_api_key_sealed), timeoutMs: config.stateReportingRequestTimeoutMs,
        allowInternal: config.metrcAllowHttp, maxAnswerBytes: config.metrcMaxAnswerBytes,
      };
      const reasons: AdjustmentReasonName[] = await metrcAdjustReasons(access);
      return { system: 'metrc', reasons, source };
    } catch (error) {
      return { system: 'metrc', reasons: null, source, failure: error instanceof Error ? error.message : 'Metrc could not be read' };
    }
  };
}
