import type { Kysely, Transaction } from 'kysely';
import type { CcrsFileType, CcrsOperation } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { CcrsRow } from './ccrs-file.ts';

/**
 * Which operation each record goes out with, worked out from what CCRS was told before (the
 * `ccrs_filed` ledger, migration 034). CCRS keeps a record by its external identifier and takes
 * Insert for a new one, Update for one it holds ("alter an existing record indicated by external
 * identifier"), Delete for one to drop (CCRS Upload User Guide, p. 8); an Update of a record it
 * does not hold is an error (CCRS FAQ). And "if there is nothing new to report, there is no report
 * to submit" (CCRS FAQ, seasonal growers): a record CCRS already holds unchanged is left out.
 */

/** A record the store holds now, as its file's row would carry it (Operation and Updated* are set here). */
export interface CcrsRecord<T extends CcrsFileType> {
  key: string; row: CcrsRow<T>;
  /** When the store made the record (Strain, Area, Product, Inventory): whether CCRS held it before the ledger (038). */
  createdAt?: string;
}

export interface FiledRecord {
  file_type: CcrsFileType; external_identifier: string; fingerprint: string; row: string; operation: CcrsOperation;
  range_from: string; range_to: string; first_filed_at: string;
}

export interface LedgerWrite {
  fileType: CcrsFileType; key: string; fingerprint: string; row: string; operation: CcrsOperation;
  /** When CCRS first got the record, where it had it before (kept: a return after it is reported as one). */
  firstFiledAt?: string;
}

export interface Range { from: string; to: string }

export interface Planned<T extends CcrsFileType> { rows: CcrsRow<T>[]; writes: LedgerWrite[] }

/** Strain has no Operation: CCRS only ever creates strains (guide p. 11), so a strain is filed once. */
const hasOperation = (type: CcrsFileType) => type !== 'Strain';

/**
 * The record's own values: what changing makes it an Update. Who and when it was changed are not
 * its values, nor who is named as its creator (the manager downloading, where the store does not know).
 */
export function fingerprintOf(row: Record<string, string>): string {
  const values = Object.entries(row).filter(([column]) => !['Operation', 'UpdatedBy', 'UpdatedDate', 'CreatedBy'].includes(column));
  return JSON.stringify(values);
}

const withOperation = <R extends Record<string, string>>(type: CcrsFileType, row: R, operation: CcrsOperation, updated?: { by: string; date: string }): R => {
  if (!hasOperation(type)) return row;
  return { ...row, Operation: operation, ...(updated === undefined ? {} : { UpdatedBy: updated.by, UpdatedDate: updated.date }) };
};

/**
 * The rows of one file and what to write to the ledger once it is in the manager's hands.
 * `filed`: the ledger's records in the file's scope (a record filed before and gone from `desired`
 * is a Delete). A record last filed by a download of the same range goes out again as it went then,
 * so a range downloaded twice (CCRS asks for a re-upload when one fails) is the same file.
 * `updated(key)`: who changed the record and on which local day, for an Update or a Delete.
 */
export function planFile<T extends CcrsFileType>(
  type: T, desired: ReadonlyArray<CcrsRecord<T>>, filed: readonly FiledRecord[], range: Range,
  updated: (key: string) => { by: string; date: string },
): Planned<T> {
  const filedOf = new Map(filed.map((f) => [f.external_identifier, f]));
  const sameRange = (f: FiledRecord) => f.range_from === range.from && f.range_to === range.to;
  // The ledger's row of a record is the row as it went out: written by this function, of this file's type.
  const asFiled = (f: FiledRecord) => JSON.parse(f.row) as CcrsRow<T>;
  const rows: CcrsRow<T>[] = [];
  const writes: LedgerWrite[] = [];
  const send = (key: string, row: CcrsRow<T>, operation: CcrsOperation) => {
    rows.push(row);
    const firstFiledAt = filedOf.get(key)?.first_filed_at;
    writes.push({ fileType: type, key, fingerprint: fingerprintOf(row), row: JSON.stringify(row), operation, ...(firstFiledAt === undefined ? {} : { firstFiledAt }) });
  };
  const wanted = new Set<string>();
  for (const record of desired) {
    wanted.add(record.key);
    const before = filedOf.get(record.key);
    const fingerprint = fingerprintOf(record.row);
    if (before === undefined || before.operation === 'Delete') {
      // Never filed, or dropped from CCRS and back in the store: a new record.
      send(record.key, withOperation(type, record.row, 'Insert', { by: '', date: '' }), 'Insert');
    } else if (before.fingerprint !== fingerprint && hasOperation(type)) {
      send(record.key, withOperation(type, record.row, 'Update', updated(record.key)), 'Update');
    } else if (sameRange(before)) {
      rows.push(asFiled(before));
    }
  }
  for (const before of filed) {
    if (wanted.has(before.external_identifier) || !hasOperation(type)) continue;
    if (before.operation !== 'Delete') send(before.external_identifier, withOperation(type, asFiled(before), 'Delete', updated(before.external_identifier)), 'Delete');
    else if (sameRange(before)) rows.push(asFiled(before));
  }
  return { rows, writes };
}

/** The ledger's records of a location for some file types. */
export async function readFiled(db: Kysely<Database>, companyId: string, types: readonly CcrsFileType[]): Promise<FiledRecord[]> {
  if (types.length === 0) return [];
  return db.selectFrom('ccrs_filed')
    .select(['file_type', 'external_identifier', 'fingerprint', 'row', 'operation', 'range_from', 'range_to', 'first_filed_at'])
    .where('company_id', '=', companyId).where('file_type', 'in', types).execute();
}

/** Records what the downloaded files told CCRS (in the transaction that files them). */
export async function writeFiled(trx: Transaction<Database>, companyId: string, range: Range, writes: readonly LedgerWrite[], now: string): Promise<void> {
  for (const write of writes) {
    await trx.insertInto('ccrs_filed').values({
      company_id: companyId, file_type: write.fileType, external_identifier: write.key, fingerprint: write.fingerprint, row: write.row,
      operation: write.operation, range_from: range.from, range_to: range.to, first_filed_at: write.firstFiledAt ?? now, filed_at: now,
    }).onConflict((oc) => oc.columns(['company_id', 'file_type', 'external_identifier']).doUpdateSet({
      fingerprint: write.fingerprint, row: write.row, operation: write.operation, range_from: range.from, range_to: range.to, filed_at: now,
    })).execute();
  }
}
