import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ImportAction, ImportKind, ImportProblem } from '../../../shared/api/imports.ts';
import type { Session } from '../../auth/session.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowTimestamp } from '../../http/time.ts';
import { appendLocationEntries } from '../audit/chain-store.ts';
import { recordChanges, type ChangeEvent, type ChangedModel } from '../push-notifications/record-change.ts';
import type { Mapped } from './map.ts';

/** One data row as the import would take it: create or update, and what is wrong with it. */
export interface PlannedRow { line: number; action: ImportAction; values: Record<string, string>; problems: ImportProblem[] }

/** Push notifications of an import, kept until its transaction writes them. */
export type Notify = (event: ChangeEvent, model: ChangedModel, id: string) => void;

/** What an import would do: every row checked; `write` does it (only when no row has a problem). */
export interface ImportPlan {
  rows: PlannedRow[];
  write: (trx: Transaction<Database>, notify: Notify) => Promise<void>;
}

/** Reads one kind's file against the location's records (nothing written). */
export type Planner = (db: Kysely<Database>, session: Session, mapped: Mapped, engine: Engine) => Promise<ImportPlan>;

/** Collects a row's problems in the order found, naming the CSV column each comes from. */
export class RowProblems {
  readonly list: ImportProblem[] = [];
  constructor(private readonly line: number, private readonly columnOf: (field: string) => string) {}
  add(field: string, reason: string): void {
    this.list.push({ line: this.line, column: this.columnOf(field), reason });
  }
}

/** Notifications per statement: 7 values each, well under SQLite's 32,766 bound values. */
const NOTIFICATIONS_PER_STATEMENT = 1000;

/**
 * Writes a checked import in one transaction: all its rows or none. Its push notifications reach
 * the registers' next pull, and one entry in the location's audit chain says who imported what
 * (the file's hash, how many records were made and changed), as a manager's other changes do.
 */
export async function writeImport(
  db: Kysely<Database>, session: Session, kind: ImportKind, csv: string, plan: ImportPlan,
  alsoInTransaction: (trx: Transaction<Database>) => Promise<void>,
): Promise<{ created: number; updated: number }> {
  const created = plan.rows.filter((row) => row.action === 'create').length;
  const updated = plan.rows.length - created;
  await inTransaction(db, async (trx) => {
    const notifications: Array<{ event: ChangeEvent; model: ChangedModel; id: string }> = [];
    await plan.write(trx, (event, model, id) => { notifications.push({ event, model, id }); });
    for (let start = 0; start < notifications.length; start += NOTIFICATIONS_PER_STATEMENT) {
      await recordChanges(trx, session.companyId, notifications.slice(start, start + NOTIFICATIONS_PER_STATEMENT));
    }
    await alsoInTransaction(trx);
    await appendLocationEntries(trx, session.companyId, [{
      at: nowTimestamp(), kind: 'back-office-change', subject: kind, actor_id: session.user.id,
      details: { resource: `${kind}_import`, action: 'create', rows: plan.rows.length, created, updated, file_sha256: createHash('sha256').update(csv).digest('hex') },
    }]);
  });
  return { created, updated };
}
