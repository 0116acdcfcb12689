import type { Kysely, Transaction } from 'kysely';
import { IMPORT_FIELDS, type ImportColumns, type ImportKind, type ImportMapping } from '../../../shared/api/imports.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The mapping a manager last saved for the location and kind; no columns while none was. */
export async function readMapping(db: Db, companyId: string, kind: ImportKind): Promise<ImportMapping> {
  const row = await db.selectFrom('import_mappings').selectAll().where('company_id', '=', companyId).where('kind', '=', kind).executeTakeFirst();
  if (row === undefined) return { kind, columns: {}, updated_at: null };
  const parsed: unknown = JSON.parse(row.columns);
  const columns: ImportColumns = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [field, column] of Object.entries(parsed)) if (typeof column === 'string') columns[field] = column;
  }
  return { kind, columns, updated_at: row.updated_at };
}

/** 422 naming each field of the mapping that `kind` does not have. */
export function checkMappingFields(kind: ImportKind, columns: ImportColumns): void {
  const errors = new FieldErrorCollector();
  const known = IMPORT_FIELDS[kind].map((field) => field.field);
  for (const field of Object.keys(columns)) {
    if (!known.includes(field)) errors.add(`columns.${field}`, `is not a field of ${kind} (${known.join(', ')})`);
  }
  errors.throwIfAny();
}

/** Remembers the mapping (blank columns left out) for the next file of the same kind. */
export async function saveMapping(db: Db, companyId: string, userId: string, kind: ImportKind, columns: ImportColumns): Promise<void> {
  const kept = Object.fromEntries(Object.entries(columns).filter(([, column]) => column.trim() !== ''));
  const values = { columns: JSON.stringify(kept), updated_at: nowTimestamp(), updated_by: userId };
  await db.insertInto('import_mappings').values({ company_id: companyId, kind, ...values })
    .onConflict((conflict) => conflict.columns(['company_id', 'kind']).doUpdateSet(values)).execute();
}
