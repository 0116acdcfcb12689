import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine } from '../../server/db/connect.ts';
import { measured, notAvailable, ratioTo, type Figure } from './report.ts';

// The Store API's own CPU time per POST /orders, at an earlier commit and at this checkout, both
// servers running side by side and taking turns. Throughput on a shared two-core machine moves by
// more than a small change in the sale's cost (another session's tests take the cores for minutes),
// but the processor time the server process itself spent (utime + stime, all its threads, read from
// /proc) moves much less with the machine's load: it is the figure a before/after is judged on here,
// beside the rates.

/** What this module uses of a tree's test/bench/bench-store.ts: the same exports at every commit since it was written. */
type BenchStoreModule = typeof import('./bench-store.ts');

export interface OrdersCpuOptions {
  /** A checkout of the earlier commit (with node_modules), and its label. */
  before: { tree: string; label: string };
  after: { tree: string; label: string };
  engines: readonly Engine[];
  /** Blocks per side, taken in turns (ABBA…); the median block is reported. */
  blocks: number;
  ordersPerBlock: number;
  /** Sales in flight at once, as registers would send them. */
  concurrency: number;
  log: (line: string) => void;
}

interface Side {
  label: string;
  pid: number;
  ring: (orders: number) => Promise<void>;
  perOrderMs: number[];
  close: () => Promise<void>;
}

/** CPU time the process has used, in milliseconds (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * 10 : null;
}

export async function benchOrdersCpu(options: OrdersCpuOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const engine of options.engines) {
    const name = 'POST /orders server CPU per order';
    let sides: Side[] = [];
    try {
      sides = [await startSide(options.before, engine, options.concurrency), await startSide(options.after, engine, options.concurrency)];
      if (processCpuMs(sides[0]!.pid) === null) {
        figures.push(notAvailable({ part: 'api', where: engine, name, unit: 'ms', reason: 'no /proc on this machine' }));
        continue;
      }
      for (const side of sides) await side.ring(200); // warm-up: the JIT, the statement caches
      for (let block = 0; block < options.blocks; block++) {
        for (const side of block % 2 === 0 ? sides : [...sides].reverse()) {
          const started = processCpuMs(side.pid) ?? Number.NaN;
          await side.ring(options.ordersPerBlock);
          side.perOrderMs.push(((processCpuMs(side.pid) ?? Number.NaN) - started) / options.ordersPerBlock);
        }
      }
      const [before, after] = sides;
      const was = median(before!.perOrderMs);
      const now = median(after!.perOrderMs);
      for (const side of sides) options.log(`  ${engine} ${name}: ${side.label} [${side.perOrderMs.map((ms) => ms.toFixed(2)).join(', ')}] ms`);
      const note = `median of ${options.blocks} blocks of ${options.ordersPerBlock} orders, ${options.concurrency} at once, taken in turns`;
      figures.push(measured({ part: 'api', where: engine, name: `${name}, ${before!.label}`, value: was, unit: 'ms', catalogSize: 1_000, note }));
      figures.push(measured({
        part: 'api', where: engine, name: `${name}, ${after!.label}`, value: now, unit: 'ms',
        ratio: ratioTo(now, was), baseline: before!.label, catalogSize: 1_000, note,
      }));
    } catch (error) {
      figures.push(notAvailable({ part: 'api', where: engine, name, unit: 'ms', reason: error instanceof Error ? error.message.slice(0, 200) : String(error) }));
    } finally {
      for (const side of sides) await side.close();
    }
  }
  return figures;
}

/** One side: its own tree's bench store (seed, server, till), so each side runs its own code from migrations up. */
async function startSide({ tree, label }: { tree: string; label: string }, engine: Engine, concurrency: number): Promise<Side> {
  const benchStore: BenchStoreModule = await import(join(tree, 'test/bench/bench-store.ts'));
  const prepared = await benchStore.prepareStore(engine, 1_000, 0);
  const store = await benchStore.startStore(prepared);
  const close = async () => { await store.stop(); await prepared.drop(); };
  const till = await benchStore.openTill(store, 'CPU bench register');
  const pid = store.process.child.pid;
  if (typeof till === 'string' || pid === undefined) {
    await close();
    throw new Error(typeof till === 'string' ? till : 'the server process has no id');
  }
  const headers = { ...store.headers, 'x-cnpy-deviceid': till.deviceId, 'content-type': 'application/json' };
  let next = 0;
  const sale = (): string => {
    const item = prepared.sellable[next++ % prepared.sellable.length]!;
    const id = randomUUID();
    return JSON.stringify({
      order: {
        id, receipt_id: benchStore.receiptIdFrom(id), charged_on: new Date().toISOString(), order_type: 0, payment_type: 0,
        shift_id: till.shiftId, line_items: [{ quantity: { value: 1, unit: 5 }, price: item.price, inventory_item_id: item.id }],
        tendered_amount: item.price, payments: [{ payment_method_id: till.paymentMethodId, total: item.price }],
      },
    });
  };
  const ringInTurn = async (orders: number): Promise<void> => {
    for (let n = 0; n < orders; n++) {
      const answer = await fetch(`${store.baseUrl}/api/v2/orders`, { method: 'POST', headers, body: sale() });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`${label}: POST /orders answered ${answer.status}: ${text.slice(0, 160)}`);
    }
  };
  const ring = async (orders: number): Promise<void> => {
    await Promise.all(Array.from({ length: concurrency }, (_, lane) => ringInTurn(Math.floor(orders / concurrency) + (lane < orders % concurrency ? 1 : 0))));
  };
  return { label, pid, ring, perOrderMs: [], close };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
