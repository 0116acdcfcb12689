import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ImportAction, ImportKind, ImportProblem, ImportStockChange } from '../../../shared/api/imports.ts';
import type { Session } from '../../auth/session.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordManagerChange, type ChangeRecorder, type ManagerChange, type Notification } from '../audit/manager-changes.ts';
import type { Mapped } from './map.ts';
import type { StockAdjustmentChoice } from './stock-adjustment.ts';

/** One data row as the import would take it: create or update, what it changes of the stock, and what is wrong with it. */
export interface PlannedRow { line: number; action: ImportAction; values: Record<string, string>; problems: ImportProblem[]; stock_change?: ImportStockChange | null }

/** What an import would do: every row checked; `write` does it (only when no row has a problem). */
export interface ImportPlan {
  rows: PlannedRow[];
  /** Writes every row, giving its push notifications and audit entries (one per record it changes) to `recorder`. */
  write: (trx: Transaction<Database>, recorder: ChangeRecorder) => Promise<void>;
}

/** What a planner is told beyond the file: for products, how stock changes are recorded. */
export interface PlanOptions { stockAdjustment: StockAdjustmentChoice }

/** Reads one kind's file against the location's records (nothing written). */
export type Planner = (db: Kysely<Database>, session: Session, mapped: Mapped, engine: Engine, options: PlanOptions) => Promise<ImportPlan>;

/** Collects a row's problems in the order found, naming the CSV column each comes from. */
export class RowProblems {
  readonly list: ImportProblem[] = [];
  constructor(private readonly line: number, private readonly columnOf: (field: string) => string) {}
  add(field: string, reason: string): void {
    this.list.push({ line: this.line, column: this.columnOf(field), reason });
  }
}

/** Notifications or audit entries per statement: 7 and 10 values each, well under SQLite's 32,766 bound values. */
const RECORDS_PER_STATEMENT = 1000;

/**
 * Writes a checked import in one transaction: all its rows or none. Its push notifications reach
 * the registers' next pull, and the location's audit chain gets one entry per record the import
 * made or changed (each adjustment of stock its own, as POST /inventory_adjustments writes it),
 * each naming the import and the file's hash, so the chain says who changed what record and how.
 */
export async function writeImport(
  db: Kysely<Database>, session: Session, kind: ImportKind, csv: string, plan: ImportPlan,
  alsoInTransaction: (trx: Transaction<Database>) => Promise<void>,
): Promise<{ created: number; updated: number }> {
  const created = plan.rows.filter((row) => row.action === 'create').length;
  const updated = plan.rows.length - created;
  const fileHash = createHash('sha256').update(csv).digest('hex');
  await inTransaction(db, async (trx) => {
    const notified = new Map<string, Notification>();
    const changes: ManagerChange[] = [];
    await plan.write(trx, {
      // A record an import touches twice (its row, then its adjustment) is announced once.
      notify: (event, model, id) => { if (!notified.has(`${model} ${id}`)) notified.set(`${model} ${id}`, { event, model, id }); },
      audit: (change) => { changes.push({ ...change, details: { ...change.details, import: kind, file_sha256: fileHash } }); },
    });
    const notifications = [...notified.values()];
    for (let start = 0; start < notifications.length; start += RECORDS_PER_STATEMENT) {
      await recordManagerChange(trx, session, notifications.slice(start, start + RECORDS_PER_STATEMENT), []);
    }
    await alsoInTransaction(trx);
    for (let start = 0; start < changes.length; start += RECORDS_PER_STATEMENT) {
      await recordManagerChange(trx, session, [], changes.slice(start, start + RECORDS_PER_STATEMENT));
    }
  });
  return { created, updated };
}
