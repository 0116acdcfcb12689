import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Session } from '../../../auth/session.ts';
import type { Engine } from '../../../db/connect.ts';
import { createGroupCommit, type GroupedWork } from '../../../db/group-commit.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Database } from '../../../db/schema.ts';
import type { DeviceRecord } from '../../devices/repository.ts';
import { createOnce } from '../../idempotency/create-once.ts';
import { normalizeOrder, orderRequestHash, type OrderRequest } from '../request/normalize.ts';
import { planOrder } from './plan.ts';
import type { PatientStatusLookup } from '../rules/statewide-lookup.ts';
import { replayOrder } from './replay.ts';
import { saleSettingsCache } from '../rules/sale-settings.ts';
import { storedOrders, type StoredOrder } from './stored-order.ts';
import { oneStatementMove, writeSaleInOneStatement } from './one-statement.ts';
import type { StateReport } from '../../../../shared/api/state-reporting.ts';
import { orderChanges, writeAnnouncedOrder, type OrderPlan } from './write.ts';

/**
 * An order rung: as stored, and what it owes the state when this call stored it (null for a
 * repeat of a stored order, whose report may have moved on since: read it).
 */
export interface RungOrder { stored: StoredOrder; stateReport: StateReport | null }

/**
 * The order records of one database. `engine` picks how sales commit: on SQLite they share
 * commits (group commit: one fsync for the sales that arrived while the previous group was being
 * written, each in its own savepoint); on PostgreSQL each sale is its own transaction, whose row
 * locks every sale takes in the same order (see `writeOrder`), so instances sharing the database
 * never deadlock.
 */
export function orders(db: Kysely<Database>, engine: Engine, { patientStatus }: { patientStatus?: PatientStatusLookup } = {}) {
  const store = orderWriter(db, engine);
  const stored = storedOrders(db);
  // What sales are priced by, kept per location under its revision in the database (see sale-settings.ts).
  const settings = saleSettingsCache(db);

  return {
    find: stored.find,
    list: stored.list,

    /**
     * Rings an order. A repeat of a stored order (same client id, or same receipt id in the
     * location) returns it and changes nothing; the same key with a different order is 422.
     * Under concurrency the database decides: the order's primary key and the unique
     * (company_id, receipt_id) let exactly one racing copy commit; the others roll back on the
     * violation (or on a rule the winner's write now breaks) and answer with what the winner stored.
     */
    async ring(session: Session, device: DeviceRecord, request: OrderRequest): Promise<RungOrder> {
      const input = normalizeOrder(request);
      const hash = orderRequestHash(input);
      const keys = { companyId: session.companyId, id: request.id, receiptId: input.receipt_id, hash };
      let owed: StateReport | null = null;
      const { record, created } = await createOnce({
        // A sale is almost always new, and its first write is its order row, keyed by its id and
        // receipt id: a repeat fails there (or on a rule the stored sale now breaks, such as its
        // closed shift) and is then answered from what is stored. One read less per sale.
        createFirst: true,
        replay: () => replayOrder(db, stored, keys),
        create: async () => {
          const plan = await planOrder(db, settings, { session, device, input, id: request.id ?? randomUUID(), hash, patientStatus });
          await store(plan);
          owed = plan.stateReport;
          // What was just stored, as a read would return it (nothing else writes an order's rows).
          return { order: plan.order, lines: plan.lines, payments: plan.payments };
        },
      });
      return { stored: record, stateReport: created ? owed : null };
    },
  };
}

/**
 * How the Store API stores a planned order on `engine`, each way a measured gain: on PostgreSQL a
 * sale of one item without loyalty, void or audit entries is one statement (`one-statement.ts`),
 * any other order one transaction (`writeAnnouncedOrder`); on SQLite every order goes through
 * group commit. The same rows whichever runs: `sale-paths.test.ts` runs random sales through each
 * and compares every row of every table.
 */
export function orderWriter(db: Kysely<Database>, engine: Engine): (plan: OrderPlan) => Promise<void> {
  const group = engine === 'sqlite' ? createGroupCommit(db) : null;
  const commit = <T>(work: GroupedWork<T>): Promise<T> => (group === null ? inTransaction(db, work) : group.run(work));
  return async (plan) => {
    const move = oneStatementMove(db, plan);
    if (move === null) await commit((trx) => writeAnnouncedOrder(trx, plan));
    else await writeSaleInOneStatement(db, plan, move, orderChanges(plan, [move.inventory_item_id]));
  };
}
