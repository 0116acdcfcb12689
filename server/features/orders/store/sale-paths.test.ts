import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachEngine, POSTGRES_ADMIN_URL } from '../../../../test/support/store-api.ts';
import { WeightUnit } from '../../../../shared/api/common.ts';
import { OrderType, PaymentType } from '../../../../shared/api/sales.ts';
import { openDatabase, type DatabaseLocation, type Engine, type StoreDatabase } from '../../../db/connect.ts';
import { createGroupCommit } from '../../../db/group-commit.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { seedDemoStore } from '../../../demo/seed.ts';
import { ApiError } from '../../../http/errors.ts';
import { recordChanges } from '../../push-notifications/record-change.ts';
import type { OrderRequest } from '../request/normalize.ts';
import { oneStatementMove, writeSaleInOneStatement } from './one-statement.ts';
import { planningStore, type PlanningStore } from '../../../../test/support/orders/planning-store.ts';
import { orderWriter } from './repository.ts';
import { orderChanges, writeAnnouncedOrder, writeOrder, type OrderPlan } from './write.ts';

/*
 * One set of sale rules, written three ways for speed: a Kysely transaction (write.ts, stock.ts,
 * close-sale.ts), one SQL statement per sale on PostgreSQL (one-statement.ts) and SQLite's group
 * commit (server/db/group-commit.ts). This property runs random sales through every path the
 * Store API can take on each engine, each path in a database of its own cloned from one seeded
 * store, and compares every row of every table after each run: a rule changed on one path only
 * fails here until it is made on all of them.
 */

/** One thing that happens at the counter, in the order it happens. */
type Step =
  | { kind: 'order'; plan: OrderPlan; at: number }
  | { kind: 'close-shift'; shiftId: string; at: number }
  | { kind: 'open-shift'; shiftId: string; at: number };

/** What a step came to: stored, or the answer a refusal gives. */
type Outcome = 'done' | { status: number; body: unknown };

interface SalePath {
  name: string;
  db: Kysely<Database>;
  /** Runs the steps in order in the path's own database; an order the path cannot store goes the reference way. */
  run(steps: readonly Step[]): Promise<Outcome[]>;
  /** How many orders this path stored its own way (the property is worthless if a fast path never ran). */
  taken: number;
}

const outcomeOf = (error: unknown): Outcome => {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body };
  throw error;
};

/** The reference: every step of `writeOrder` one statement after another, then the notifications. */
const stepByStep = (db: Kysely<Database>, plan: OrderPlan): Promise<void> =>
  inTransaction(db, async (trx) => { await recordChanges(trx, plan.order.company_id, await writeOrder(trx, plan)); });

describeEachEngine('every way the Store API stores a sale stores the same rows', (engine) => {
  let shop: PlanningStore;
  let reference: StoreDatabase;
  const paths: SalePath[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let shiftId = randomUUID();
  let receipts = 0;
  let clock = Date.parse('2026-11-21T17:00:00.000Z');

  beforeAll(async () => {
    // The clock: every path writes the same step at the same (fake) time, so timestamps compare.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const seeded = await freshDatabase(engine);
    cleanups.push(seeded.drop);
    const demo = await seedDemoStore(seeded.store.db, { products: 30, customers: 20 });
    shop = await planningStore(seeded.store.db, demo);
    await shop.openShift(seeded.store.db, shiftId);
    // Two items with no row on the sales floor (all their stock in the vault, say): a sale opens one.
    await seeded.store.db.deleteFrom('inventory_item_places').where('inventory_item_id', 'in', [shop.items[4]!.id, shop.items[5]!.id]).execute();
    // The reference database first, then one per path.
    const copies = await seeded.copies(engine === 'sqlite' ? 4 : 5);
    cleanups.push(...copies.map((copy) => copy.drop));
    reference = copies[0]!.store;
    const [a, b, c, d] = copies.slice(1).map((copy) => copy.store.db);
    if (engine === 'sqlite') {
      paths.push(
        sequential('as the Store API stores it (group commit, a group per sale)', a!, () => true, orderWriter(a!, 'sqlite')),
        grouped('group commit, a run\'s steps sharing groups', b!),
        sequential('one transaction, step by step', c!, () => true, (plan) => stepByStep(c!, plan)),
      );
    } else {
      paths.push(
        sequential('as the Store API stores it', a!, () => true, orderWriter(a!, 'postgres')),
        sequential('one transaction, the shift count and notifications in one statement', b!, (plan) => plan.audit.length === 0,
          (plan) => inTransaction(b!, (trx) => writeAnnouncedOrder(trx, plan))),
        sequential('one statement', c!, (plan) => oneStatementMove(c!, plan) !== null, (plan) => {
          const move = oneStatementMove(c!, plan)!;
          return writeSaleInOneStatement(c!, plan, move, orderChanges(plan, [move.inventory_item_id]));
        }),
        sequential('one transaction, step by step', d!, () => true, (plan) => stepByStep(d!, plan)),
      );
    }
  }, 120_000);

  afterAll(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 120_000);

  it('random sales, refunds, voids, loyalty, audit entries and closed shifts: the same outcome and the same rows on every path', async () => {
    // What the runs covered: the property must have met each kind of order it is about.
    const met = { sale: 0, refund: 0, return: 0, void: 0, loyalty: 0, audit: 0, flagged: 0, closedShift: 0 };
    await fc.assert(fc.asyncProperty(fc.array(counterEvent, { minLength: 1, maxLength: 6 }), async (events) => {
      // Planned against the reference database as the run goes, so each order sees what the ones before it stored.
      const steps: Step[] = [];
      const expected: Outcome[] = [];
      for (const event of events) {
        for (const step of await stepsOf(event)) {
          steps.push(step);
          const outcome = await applyToReference(step);
          expected.push(outcome);
          if (step.kind === 'order') tally(met, step.plan, outcome);
        }
      }
      for (const path of paths) expect(await path.run(steps), path.name).toEqual(expected);
      const want = await everyRow(reference.db);
      for (const path of paths) {
        const got = await everyRow(path.db);
        for (const table of Object.keys(want)) expect(got[table], `${path.name}: ${table}`).toEqual(want[table]);
      }
    }), { numRuns: engine === 'sqlite' ? 25 : 15, endOnFailure: true, examples: [[everyKindOfOrder]] });
    // Every fast path stored orders its own way, and every kind of order was met.
    for (const path of paths) expect(path.taken, path.name).toBeGreaterThan(0);
    for (const [kind, count] of Object.entries(met)) expect(count, kind).toBeGreaterThan(0);
  }, 600_000);

  it.runIf(engine === 'postgres')('one statement: a shift closed after the checks refuses the sale by its rule (422 on shift_id), and nothing of it stays', async () => {
    clock += 60_000;
    const item = shop.items[0]!;
    const request: OrderRequest = { ...base(), line_items: [{ quantity: { value: 1, unit: WeightUnit.unit }, price: item.sell_price, inventory_item_id: item.id }] };
    const plan = (await planPaid(request, randomUUID(), { live: false, underpaid: false }))!;
    const move = oneStatementMove(reference.db, plan);
    expect(move).not.toBeNull();
    const before = await everyRow(reference.db);
    await reference.db.updateTable('shifts').set({ closed_at: new Date(clock).toISOString() }).where('id', '=', shiftId).execute();
    const refused = await writeSaleInOneStatement(reference.db, plan, move!, orderChanges(plan, [move!.inventory_item_id])).then(() => 'done', outcomeOf);
    expect(refused).toEqual({ status: 422, body: { errors: { shift_id: ['is closed'] } } });
    await reference.db.updateTable('shifts').set({ closed_at: null }).where('id', '=', shiftId).execute();
    expect(await everyRow(reference.db)).toEqual(before);
  });

  // --- the counter's events ---

  type CounterEvent =
    | { kind: 'sale'; lines: Array<{ item: number; units: number }>; buyer: 'none' | 'customer' | 'patient'; redeem: number; ageChecked: boolean; live: boolean; underpaid: boolean; shiftCloses: boolean }
    | { kind: 'give-back'; of: number; orderType: number; whole: boolean }
    | { kind: 'void'; of: number };

  const counterEvent: fc.Arbitrary<CounterEvent> = fc.oneof(
    { weight: 4, arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      lines: fc.array(fc.record({ item: fc.nat({ max: 5 }), units: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
      buyer: fc.constantFrom('none' as const, 'customer' as const, 'patient' as const),
      redeem: fc.constantFrom(0, 0, 100, 200),
      ageChecked: fc.boolean(),
      live: fc.boolean(),
      underpaid: fc.boolean(),
      shiftCloses: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('give-back' as const), of: fc.nat(), orderType: fc.constantFrom(OrderType.refund, OrderType.return), whole: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), of: fc.nat() }) },
  );

  /** Run first, so every kind of order and every path is met whatever the random runs draw. */
  const everyKindOfOrder: CounterEvent[] = [
    { kind: 'sale', lines: [{ item: 5, units: 2 }], buyer: 'none', redeem: 0, ageChecked: false, live: true, underpaid: false, shiftCloses: false },
    { kind: 'sale', lines: [{ item: 1, units: 1 }, { item: 2, units: 3 }], buyer: 'customer', redeem: 100, ageChecked: true, live: false, underpaid: true, shiftCloses: false },
    { kind: 'give-back', of: 1, orderType: OrderType.refund, whole: false },
    { kind: 'give-back', of: 0, orderType: OrderType.return, whole: true },
    { kind: 'void', of: 1 },
    { kind: 'sale', lines: [{ item: 3, units: 1 }], buyer: 'none', redeem: 0, ageChecked: false, live: false, underpaid: false, shiftCloses: true },
    { kind: 'sale', lines: [{ item: 4, units: 1 }], buyer: 'patient', redeem: 0, ageChecked: true, live: true, underpaid: false, shiftCloses: false },
  ];

  /** Sales stored in the reference database, with their requests, for refunds and voids to name. */
  const sales: Array<{ id: string; request: OrderRequest }> = [];

  async function stepsOf(event: CounterEvent): Promise<Step[]> {
    clock += 60_000;
    let request: OrderRequest;
    if (event.kind === 'sale') {
      const buyer = event.buyer === 'customer' ? { customer_id: shop.customers[0]!.id } : event.buyer === 'patient' ? { person_id: shop.patients[0]! } : {};
      request = {
        ...base(), ...buyer,
        line_items: event.lines.map(({ item, units }) => {
          const chosen = shop.items[item % shop.items.length]!;
          return { quantity: { value: units, unit: WeightUnit.unit }, price: chosen.sell_price * units, inventory_item_id: chosen.id };
        }),
        ...(event.buyer === 'none' || event.redeem === 0 ? {} : { loyalty_points_redeemed: event.redeem }),
        ...(event.ageChecked ? { age_verification: { method: 'manual' as const, id_expiration_date: null } } : {}),
      };
    } else {
      const original = sales[event.of % Math.max(1, sales.length)];
      if (original === undefined) return [];
      const lines = event.kind === 'void' || event.whole ? original.request.line_items
        : original.request.line_items.slice(0, 1).map((line) => ({ ...line, quantity: { ...line.quantity, value: 1 }, price: Math.round(line.price / Number(line.quantity.value)) }));
      request = { ...base(), order_type: event.kind === 'void' ? OrderType.void : event.orderType, original_order_id: original.id, line_items: lines };
    }
    const id = randomUUID();
    const plan = await planPaid(request, id, event.kind === 'sale' ? event : { live: false, underpaid: false });
    if (plan === null) return [];
    const at = clock;
    if (event.kind !== 'sale' || !event.shiftCloses) {
      if (plan.order.order_type === OrderType.sale) sales.push({ id, request });
      return [{ kind: 'order', plan, at }];
    }
    // The shift closes between the sale's checks and its write: every path must refuse it, and write nothing.
    const closing = shiftId;
    shiftId = randomUUID();
    return [{ kind: 'close-shift', shiftId: closing, at }, { kind: 'order', plan, at }, { kind: 'open-shift', shiftId, at }];
  }

  function base(): OrderRequest {
    receipts += 1;
    return {
      charged_on: new Date(clock).toISOString(), order_type: OrderType.sale, payment_type: PaymentType.cash, shift_id: shiftId,
      receipt_id: receipts.toString(16).toUpperCase().padStart(12, '0'), tendered_amount: 0, payments: [], line_items: [], rung_offline: true,
    };
  }

  /**
   * Plans the order paid its total (less a cent when `underpaid`: a sale rung offline is then
   * flagged), live when asked and nothing would refuse it live (what a live sale would be refused
   * for, an offline one is flagged for), else as rung offline. Null when the checks refuse it.
   */
  async function planPaid(request: OrderRequest, id: string, how: { live: boolean; underpaid: boolean }): Promise<OrderPlan | null> {
    vi.setSystemTime(clock);
    try {
      const priced = await shop.plan(reference.db, request, id);
      const paid = Math.max(0, priced.order.total - (how.underpaid ? 1 : 0));
      const offline = { ...request, tendered_amount: paid, payments: [{ payment_method_id: shop.methods.cash, total: paid }] };
      const plan = await shop.plan(reference.db, offline, id);
      return how.live && plan.order.review_flags === '[]' ? await shop.plan(reference.db, { ...offline, rung_offline: false }, id) : plan;
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  }

  function applyToReference(step: Step): Promise<Outcome> {
    return runStep(reference.db, step, (plan) => stepByStep(reference.db, plan));
  }

  // --- the paths ---

  function sequential(name: string, db: Kysely<Database>, accepts: (plan: OrderPlan) => boolean, store: (plan: OrderPlan) => Promise<void>): SalePath {
    const path = {
      name, db, taken: 0,
      async run(steps: readonly Step[]): Promise<Outcome[]> {
        const outcomes: Outcome[] = [];
        for (const step of steps) {
          outcomes.push(await runStep(db, step, (plan) => {
            if (!accepts(plan)) return stepByStep(db, plan);
            path.taken += 1;
            return store(plan);
          }));
        }
        return outcomes;
      },
    };
    return path;
  }

  /** Group commit with every step of a run queued at once: they share groups, each in its savepoint. */
  function grouped(name: string, db: Kysely<Database>): SalePath {
    const group = createGroupCommit(db);
    const path = {
      name, db, taken: 0,
      run(steps: readonly Step[]): Promise<Outcome[]> {
        // A refusal rejects the step's work, so the group rolls back its savepoint (as a sale's would).
        return Promise.all(steps.map((step) => group.run((trx) => runStep(trx, step, (plan) => {
          path.taken += 1;
          return writeAnnouncedOrder(trx, plan);
        }, true)).catch(outcomeOf)));
      },
    };
    return path;
  }

  /** Runs one step at its time; `inGroup` rethrows a refusal so the group rolls back the step's savepoint. */
  async function runStep(db: Kysely<Database>, step: Step, store: (plan: OrderPlan) => Promise<void>, inGroup = false): Promise<Outcome> {
    vi.setSystemTime(step.at);
    if (step.kind === 'order') {
      try {
        await store(step.plan);
        return 'done';
      } catch (error) {
        if (inGroup) throw error;
        return outcomeOf(error);
      }
    }
    await (step.kind === 'close-shift'
      ? db.updateTable('shifts').set({ closed_at: new Date(step.at).toISOString(), updated_at: new Date(step.at).toISOString() }).where('id', '=', step.shiftId).execute()
      : shop.openShift(db, step.shiftId));
    return 'done';
  }
});

function tally(met: Record<'sale' | 'refund' | 'return' | 'void' | 'loyalty' | 'audit' | 'flagged' | 'closedShift', number>, plan: OrderPlan, outcome: Outcome): void {
  if (outcome !== 'done') {
    // The one refusal a write may give: the shift closed after the order was checked.
    expect(outcome).toEqual({ status: 422, body: { errors: { shift_id: ['is closed'] } } });
    met.closedShift += 1;
    return;
  }
  const kind = (['sale', 'refund', 'return', 'void'] as const)[plan.order.order_type];
  if (kind !== undefined) met[kind] += 1;
  if (plan.loyalty !== null) met.loyalty += 1;
  if (plan.audit.length > 0) met.audit += 1;
  if (plan.order.review_flags !== '[]') met.flagged += 1;
}

/** Every row of every table, each table's rows in a stable order; ids drawn at random when written are left out. */
async function everyRow(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const tables = await db.introspection.getTables();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const drawn = DRAWN_IDS[table.name] ?? [];
    const read = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    rows[table.name] = read.rows
      .map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !drawn.includes(column))))
      .map((row) => JSON.stringify(row)).sort().map((text): unknown => JSON.parse(text));
  }
  return rows;
}

/** Columns whose value a path draws at random as it writes (a notification's id, a place row it opens). */
const DRAWN_IDS: Record<string, string[]> = { push_notifications: ['id'], inventory_item_places: ['id'] };

interface Fresh { store: StoreDatabase; drop: () => Promise<void> }

/** A migrated, empty database of `engine`, and identical copies of it once seeded. */
async function freshDatabase(engine: Engine): Promise<Fresh & { copies(count: number): Promise<Fresh[]> }> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-paths-'));
    const store = await migrated({ dataDir });
    return {
      store, drop: async () => { await store.close(); rmSync(dataDir, { recursive: true, force: true }); },
      copies: (count) => Promise.all(Array.from({ length: count }, async () => {
        const copyDir = mkdtempSync(join(tmpdir(), 'canopy-paths-'));
        await sql`vacuum into ${join(copyDir, 'store.sqlite3')}`.execute(store.db);
        const copy = openDatabase({ dataDir: copyDir });
        return { store: copy, drop: async () => { await copy.close(); rmSync(copyDir, { recursive: true, force: true }); } };
      })),
    };
  }
  const name = `canopy_paths_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const store = await migrated({ url: databaseUrl(name) });
  let closed = false;
  const close = async (): Promise<void> => { if (!closed) await store.close(); closed = true; };
  return {
    store, drop: async () => { await close(); await dropDatabase(name); },
    async copies(count) {
      // A template must have no connections while it is copied.
      await close();
      const copies: Fresh[] = [];
      for (let n = 0; n < count; n++) {
        const copyName = `${name}_${n}`;
        await admin(`create database ${copyName} template ${name}`);
        const copy = openDatabase({ url: databaseUrl(copyName) });
        copies.push({ store: copy, drop: async () => { await copy.close(); await dropDatabase(copyName); } });
      }
      return copies;
    },
  };
}

async function migrated(location: DatabaseLocation): Promise<StoreDatabase> {
  const store = openDatabase(location);
  await migrateToLatest(store.db);
  return store;
}

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops a database once the pool that used it has let go of its connections. */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
