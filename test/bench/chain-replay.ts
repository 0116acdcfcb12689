import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/connect.ts';
import { measured, notAvailable, type Figure } from './report.ts';
import { openTill, receiptIdFrom, startStore, type PreparedStore, type RunningStore, type Till } from './bench-store.ts';

export interface ChainReplayScale {
  registers: number;
  ordersEach: number;
}

/** What one register's replay ended with. */
interface RegisterOutcome {
  /** Ids the Store API acknowledged (2xx). */
  acknowledged: string[];
  /** Ids it refused (4xx): a real outbox sets them aside for a person. */
  refused: number;
  /** Answers that were resent: 5xx or no answer at all. */
  resends: number;
}

/** A register gives up on a row after this many tries (the bench then counts it as lost). */
const MAX_TRIES = 30;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After an outage every register replays its outbox at once: `registers` registers, each with its
 * own device and open shift, send `ordersEach` sales in their order, split across two Store API
 * instances over one PostgreSQL. A register resends as a real outbox does — a 5xx or a connection
 * error is sent again with the same id (after `Retry-After` when given), a 4xx is set aside — and
 * moves to its next sale only once the current one is settled. Afterwards the database is asked
 * how many rows each acknowledged id has: every one must be there exactly once.
 */
export async function benchChainReplay(prepared: PreparedStore, scale: ChainReplayScale, log: (line: string) => void): Promise<Figure[]> {
  const where = prepared.engine;
  const label = `${scale.registers} registers × ${scale.ordersEach} orders, 2 instances`;
  const unavailable = (reason: string): Figure[] => [
    notAvailable({ part: 'api', where, name: `chain replay (${label}) total time`, unit: 's', reason }),
  ];
  const instances = [await startStore(prepared), await startStore(prepared)] as const;
  try {
    const tills: Array<{ store: RunningStore; till: Till }> = [];
    for (let n = 0; n < scale.registers; n++) {
      const store = instances[n % 2]!;
      const till = await openTill(store, `Replay register ${n + 1}`);
      if (typeof till === 'string') return unavailable(till);
      tills.push({ store, till });
    }
    let next = 0;
    const queues = tills.map(({ till }) => Array.from({ length: scale.ordersEach }, () => {
      const item = prepared.sellable[next++ % prepared.sellable.length]!;
      const id = randomUUID();
      return {
        id,
        body: JSON.stringify({
          order: {
            id, receipt_id: receiptIdFrom(id), charged_on: new Date().toISOString(), order_type: 0, payment_type: 0,
            shift_id: till.shiftId,
            line_items: [{ quantity: { value: 1, unit: 5 }, price: item.price, inventory_item_id: item.id }],
            tendered_amount: item.price,
            payments: [{ payment_method_id: till.paymentMethodId, total: item.price }],
          },
        }),
      };
    }));
    const started = performance.now();
    const outcomes = await Promise.all(tills.map(({ store, till }, n) => replay(store, till, queues[n]!)));
    const seconds = (performance.now() - started) / 1000;
    const acknowledged = outcomes.flatMap((o) => o.acknowledged);
    const refused = outcomes.reduce((sum, o) => sum + o.refused, 0);
    const resends = outcomes.reduce((sum, o) => sum + o.resends, 0);
    const sent = queues.flat().map((q) => q.id);
    const { lost, doubled } = await countOnce(prepared, sent, new Set(acknowledged));
    const total = scale.registers * scale.ordersEach;
    const verdict = `lost ${lost}, doubled ${doubled}`;
    const note = [`${acknowledged.length} of ${total} acknowledged`, ...(refused > 0 ? [`${refused} refused (4xx)`] : []), `${resends} resends`].join('; ');
    log(`  chain replay (${label}): ${seconds.toFixed(1)} s, ${(acknowledged.length / seconds).toFixed(0)} orders/s; ${verdict}; ${note}`);
    return [
      measured({ part: 'api', where, name: `chain replay (${label}) total time`, value: seconds, unit: 's', note }),
      measured({ part: 'api', where, name: 'chain replay rate', value: acknowledged.length / seconds, unit: 'orders/s', note }),
      measured({
        part: 'api', where, name: `chain replay: every order once (${verdict})`, value: lost + doubled, unit: 'orders',
        target: { comparator: '<=', limit: 0, of: 'value' }, note,
      }),
    ];
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

async function replay(store: RunningStore, till: Till, queue: ReadonlyArray<{ id: string; body: string }>): Promise<RegisterOutcome> {
  const outcome: RegisterOutcome = { acknowledged: [], refused: 0, resends: 0 };
  const headers = { ...store.headers, 'x-cnpy-deviceid': till.deviceId, 'content-type': 'application/json' };
  for (const row of queue) {
    for (let tries = 1; ; tries++) {
      let status: number;
      let retryAfter: number | null = null;
      try {
        const response = await fetch(`${store.baseUrl}/api/v2/orders`, { method: 'POST', headers, body: row.body });
        await response.arrayBuffer();
        status = response.status;
        const header = response.headers.get('retry-after');
        retryAfter = header === null ? null : Number(header);
      } catch {
        status = 0; // no answer: the sale may or may not have been written, so it is resent as is
      }
      if (status >= 200 && status < 300) {
        outcome.acknowledged.push(row.id);
        break;
      }
      if (status >= 400 && status < 500) {
        outcome.refused++;
        break;
      }
      if (tries >= MAX_TRIES) break;
      outcome.resends++;
      await pause(retryAfter !== null && Number.isFinite(retryAfter) ? retryAfter * 1000 : Math.min(1000, 50 * tries));
    }
  }
  return outcome;
}

/**
 * Rows per id in the database. Lost: acknowledged but absent. Doubled: an order id with more than
 * one row, or an order with more than its one line item (a resend that wrote the lines again).
 */
async function countOnce(prepared: PreparedStore, sent: readonly string[], acknowledged: ReadonlySet<string>): Promise<{ lost: number; doubled: number }> {
  const store = openDatabase(prepared.location);
  try {
    const orders = new Map<string, number>();
    const lines = new Map<string, number>();
    // Chunks keep each statement's bound values well under both engines' limits.
    for (let start = 0; start < sent.length; start += 1_000) {
      const ids = sent.slice(start, start + 1_000);
      const orderRows = await store.db.selectFrom('orders').select(['id', (eb) => eb.fn.countAll<number>().as('rows')])
        .where('id', 'in', ids).groupBy('id').execute();
      for (const row of orderRows) orders.set(row.id, Number(row.rows));
      const lineRows = await store.db.selectFrom('line_items').select(['order_id', (eb) => eb.fn.countAll<number>().as('rows')])
        .where('order_id', 'in', ids).groupBy('order_id').execute();
      for (const row of lineRows) lines.set(row.order_id, Number(row.rows));
    }
    const lost = [...acknowledged].filter((id) => (orders.get(id) ?? 0) === 0).length;
    const doubled = sent.filter((id) => (orders.get(id) ?? 0) > 1 || (lines.get(id) ?? 0) > 1).length;
    return { lost, doubled };
  } finally {
    await store.close();
  }
}
