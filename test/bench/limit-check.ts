import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { oregon } from '../../shared/compliance/limits/profiles/index.ts';
import type { CatalogItem, LocalCustomer, LocalOrder, PulledPurchase, RegisterDatabase } from '../../renderer/db/schema.ts';
import { catalogItem } from '../../renderer/data/catalog.test-support.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import { withRequest } from '../../renderer/data/orders.test-support.ts';
import { readItemFacts, readLimitHistory, type LimitHistory } from '../../renderer/screens/sale/limits/buyer-history.ts';
import { checkAddition, saleLimits, type SaleLimitsInput } from '../../renderer/screens/sale/limits/sale-limits.ts';
import { measured, percentile, type Figure, type Target } from './report.ts';

/*
 * What the purchase-limit check adds to putting a line in the cart, for a buyer with many past
 * sales on a large catalog. Not in the browser: the code the sale screen runs when a line is
 * added (use-purchase-limits.ts), timed in Node over a register database under fake-indexeddb:
 *   1. `checkAddition` with the buyer's counted history (may the line go in?), then, the line in,
 *   2. `readItemFacts` of the cart's items and
 *   3. `saleLimits` for the bars.
 * The buyer's history itself is read when the buyer is attached, not per line; its read is timed
 * on its own. The same with no buyer attached is the baseline, taken in the same run, interleaved.
 * Rendering is left out (the same either way, save the bars). fake-indexeddb is not Chromium's
 * IndexedDB: the figures say how the work scales with the history, not what a register's disk costs.
 */

export interface LimitCheckBenchOptions {
  quick: boolean;
  log: (line: string) => void;
  /** Catalog items in the register database (the target is stated at 50,000). */
  catalog: number;
}

const WHERE = 'node (fake-indexeddb)';
const PAST_SALES = 200;
/** The limit check for such a buyer adds at most 5 ms to adding a line. */
const TARGET = { comparator: '<=', limit: 5, of: 'value' } as const satisfies Target;
const NOW = Date.now();

/** A catalog shaped like the demo's: flower by the gram, pre-rolls, edibles, drinks, extracts, accessories. */
function catalogOf(size: number): CatalogItem[] {
  const kinds: Array<Partial<CatalogItem>> = [
    { traceabilityType: 1, testResultsUnit: 0, unit: 0, pricedByGram: true, unitOfMeasure: 0, weight: null, productThc: '21.5' },
    { traceabilityType: 1, testResultsUnit: 0, unit: 5, unitOfMeasure: 5, weight: { value: '1', unit: 0 }, productThc: '19' },
    { traceabilityType: 2, testResultsUnit: 1, unit: 5, unitOfMeasure: 5, weight: { value: '10', unit: 0 }, productThc: '100' },
    { traceabilityType: 3, testResultsUnit: 1, unit: 5, unitOfMeasure: 5, weight: { value: '12', unit: 1 }, productThc: '10' },
    { traceabilityType: 4, testResultsUnit: 0, unit: 5, unitOfMeasure: 5, weight: { value: '1', unit: 0 }, productThc: '78' },
    { traceabilityType: null, testResultsUnit: null, unit: 5 },
  ];
  return Array.from({ length: size }, (_, n) => catalogItem({
    ...kinds[n % kinds.length], name: `Bench product ${n}`, sku: `BENCH-${String(n).padStart(6, '0')}`,
  }));
}

/** A line of a past sale: one or two units, or a gram or two of flower. */
const pastLine = (item: CatalogItem, n: number) => ({ inventoryItemId: item.id, quantity: 1 + (n % 2), unit: item.unit });

/** The buyer's sales in the window, half rung here, half pulled from other registers; one to three lines each, one a day today. */
function pastSales(buyer: string, catalog: readonly CatalogItem[]): { own: LocalOrder[]; pulled: PulledPurchase[] } {
  const own: LocalOrder[] = [];
  const pulled: PulledPurchase[] = [];
  for (let n = 0; n < PAST_SALES; n++) {
    const id = crypto.randomUUID();
    // A minute ago, then every three and a half hours back: 200 sales span 29 days, inside the month the history reads.
    const chargedOn = new Date(NOW - (n === 0 ? 60_000 : 3_600_000 + n * 3.5 * 3_600_000)).toISOString();
    const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => pastLine(catalog[(n * 7919 + k * 104_729) % catalog.length]!, n + k));
    if (n % 2 === 0) {
      pulled.push({ id, buyerId: buyer, chargedOn, orderType: 0, lines });
      continue;
    }
    own.push(withRequest({
      id, receiptId: id.slice(-12).toUpperCase(), shiftId: 'bench-shift', customerId: buyer, personId: null, orderType: 0, originalOrderId: null, chargedOn,
      lines: lines.map((line) => ({
        ...line, name: 'Bench product', sku: 'BENCH', price: 1000, discountsGiven: [], discounts: [], subtotal: 1000, taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 0,
      })),
      payments: [], tenderedAmount: 1000, changeDue: 0, subtotal: 1000, discountTotal: 0, taxTotal: 0, taxes: [], total: 1000, orderDiscount: null,
      discountApprovedBy: null, loyaltyPointsEarned: 0, loyaltyPointsRedeemed: 0, rungOffline: false, syncState: 'acknowledged',
    }));
  }
  return { own, pulled };
}

interface Sale { buyer: LocalCustomer | null; cart: CatalogItem[] }

/** Adds `item` to the sale as the sale screen does, timed; the buyer's history was read when they were attached. */
async function addLine(db: RegisterDatabase, sale: Sale, history: LimitHistory, item: CatalogItem): Promise<number> {
  const input = (cart: readonly CatalogItem[]): SaleLimitsInput => ({
    profile: oregon, timeZone: 'America/Los_Angeles', now: new Date().toISOString(), buyer: sale.buyer, buyerAge: 38, history: history.purchases,
    cart: cart.map((line) => ({ item: line, quantity: 1, unit: line.unit })),
  });
  const started = performance.now();
  checkAddition(input(sale.cart), item, 1, item.unit);
  const cart = [...sale.cart, item];
  const facts = await readItemFacts(db, cart.map((line) => line.id));
  saleLimits(input(cart.flatMap((line) => facts.get(line.id) === undefined ? [] : [line])));
  return performance.now() - started;
}

export async function benchLimitCheck({ quick, log, catalog: size }: LimitCheckBenchOptions): Promise<Figure[]> {
  // Dexie takes its IndexedDB when a database is opened; the bench process has none of its own.
  Dexie.dependencies.indexedDB = indexedDB;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  const db = openRegisterDatabase(`bench-limits-${crypto.randomUUID()}`);
  try {
    const seededAt = Date.now();
    const catalog = catalogOf(size);
    for (let start = 0; start < catalog.length; start += 5_000) await db.catalog.bulkPut(catalog.slice(start, start + 5_000));
    const buyer: LocalCustomer = {
      id: crypto.randomUUID(), firstName: 'Bench', lastName: 'Buyer', email: null, phone: null, birthDate: '1988-04-12', kind: 'customer',
      carryLimit: null, expirationDate: null, loyaltyPoints: 0, searchText: 'bench buyer', pending: false,
    };
    const { own, pulled } = pastSales(buyer.id, catalog);
    await db.orders.bulkPut(own);
    await db.pulledPurchases.bulkPut(pulled);
    log(`limit check: ${size.toLocaleString('en-US')} catalog items and ${PAST_SALES} past sales in fake-indexeddb in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);

    // A sale of three lines so far; the fourth is a pre-roll (a limit counts it).
    const cart = [catalog[1]!, catalog[2]!, catalog[4]!];
    const added = catalog[7]!;
    const sales: Record<'buyer' | 'anonymous', Sale> = { buyer: { buyer, cart }, anonymous: { buyer: null, cart } };
    // Attaching the buyer, five times: the median read.
    const reads: number[] = [];
    for (let n = 0; n < 5; n++) {
      const startedAt = performance.now();
      await readLimitHistory(db, oregon, buyer.id, new Date());
      reads.push(performance.now() - startedAt);
    }
    const attachMs = percentile(reads, 50);
    const history = { buyer: await readLimitHistory(db, oregon, buyer.id, new Date()), anonymous: await readLimitHistory(db, oregon, null, new Date()) };
    log(`limit check: the buyer's history (${history.buyer.purchases.length} sales) read and counted in ${attachMs.toFixed(1)} ms (median of 5) when they are attached`);
    const rounds = quick ? 60 : 300;
    const times = { buyer: [] as number[], anonymous: [] as number[] };
    // Interleaved, so both feel the same garbage collection and machine load; the first rounds warm the JIT and are dropped.
    for (let round = 0; round < rounds + 20; round++) {
      for (const who of round % 2 === 0 ? (['buyer', 'anonymous'] as const) : (['anonymous', 'buyer'] as const)) {
        const ms = await addLine(db, sales[who], history[who], added);
        if (round >= 20) times[who].push(ms);
      }
    }
    const p = (who: 'buyer' | 'anonymous', at: number) => percentile(times[who], at);
    const extra = p('buyer', 95) - p('anonymous', 95);
    log(`limit check: add a line p50 ${p('anonymous', 50).toFixed(2)} ms with no buyer, ${p('buyer', 50).toFixed(2)} ms with the buyer; p95 ${p('anonymous', 95).toFixed(2)} / ${p('buyer', 95).toFixed(2)} ms`);
    const name = (what: string) => `add a line: limit check + cart facts, ${what} (${times.buyer.length} adds, Node, not the browser)`;
    return [
      measured({ part: 'register', where: WHERE, name: name('no buyer, p95'), value: p('anonymous', 95), unit: 'ms', catalogSize: size }),
      measured({ part: 'register', where: WHERE, name: name(`buyer with ${PAST_SALES} past sales, p95`), value: p('buyer', 95), unit: 'ms', catalogSize: size,
        ratio: p('buyer', 95) / p('anonymous', 95), baseline: 'no buyer' }),
      measured({ part: 'register', where: WHERE, name: `what a buyer with ${PAST_SALES} past sales adds to adding a line (p95 − p95, Node)`, value: extra, unit: 'ms',
        catalogSize: size, target: TARGET, note: `p50 ${(p('buyer', 50) - p('anonymous', 50)).toFixed(2)} ms` }),
      measured({ part: 'register', where: WHERE, name: `attach a buyer with ${PAST_SALES} past sales: read and count their history (median of 5, Node)`, value: attachMs, unit: 'ms', catalogSize: size }),
    ];
  } finally {
    db.close();
    await Dexie.delete(db.name);
  }
}
