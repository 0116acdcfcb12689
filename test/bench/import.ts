import { openDatabase, type Engine } from '../../server/db/connect.ts';
import { measured, notAvailable, type Figure, type Target } from './report.ts';
import { prepareStore, startStore, type RunningStore } from './bench-store.ts';

/**
 * The import from another POS, on each engine, through the running Store API: a CSV export of
 * 10,000 products with their stock (byte-order mark, CRLF, quoted names with commas, dollars with
 * thousands separators), imported once (every row a new product and item), then imported again
 * (every row an update by SKU). Each is one POST /imports/products, timed from request to answer.
 */

const ROWS = 10_000;
const TARGETS = {
  // Issue #30: "10,000 products with stock import in ≤ 10 s on SQLite and PostgreSQL".
  import: { comparator: '<=', limit: 10, of: 'value' },
} as const satisfies Record<string, Target>;

const COLUMNS = { sku: 'SKU', name: 'Name', product_type: 'Category', sell_price: 'Price', quantity: 'Qty', unit: 'Unit', package_label: 'Tag', unit_cost: 'Cost' };

/** The export: accessories and flower alternating, prices from $1.00 to $1,999.00. */
export function productsExport(rows: number, priceOffset = 0): string {
  const lines = ['\uFEFFSKU,Name,Category,Price,Qty,Unit,Tag,Cost'];
  for (let index = 0; index < rows; index += 1) {
    const flower = index % 2 === 0;
    const dollars = (index % 1999) + 1 + priceOffset;
    const price = `"$${dollars.toLocaleString('en-US')}.50"`;
    const tag = flower ? `1A40000000000000${String(index).padStart(8, '0')}` : '';
    lines.push(`BENCH-${String(index).padStart(6, '0')},"Imported ${flower ? 'Flower' : 'Grinder'}, No. ${index}",${flower ? 'Flower' : 'Accessory'},${price},${(index % 50) + 1},${flower ? 'g' : 'each'},${tag},$2.00`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

export interface ImportBenchOptions { quick: boolean; log: (line: string) => void }

export async function benchImport({ quick, log }: ImportBenchOptions): Promise<Figure[]> {
  const rows = quick ? 2_000 : ROWS;
  const figures: Figure[] = [];
  for (const engine of ['sqlite', 'postgres'] as const) {
    try {
      figures.push(...await benchEngine(engine, rows, log));
    } catch (error) {
      const reason = `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160)}`;
      log(`${engine}: ${reason}`);
      figures.push(notAvailable({ part: 'api', where: engine, name: `import ${rows} products with stock`, unit: 's', catalogSize: rows, reason }));
    }
  }
  return figures;
}

async function timedImport(store: RunningStore, csv: string): Promise<{ seconds: number; created: number; updated: number }> {
  const started = performance.now();
  const response = await fetch(`${store.baseUrl}/api/v2/imports/products`, {
    method: 'POST', headers: { ...store.headers, 'content-type': 'application/json' }, body: JSON.stringify({ import: { csv, columns: COLUMNS } }),
  });
  const answer: unknown = await response.json();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201) throw new Error(`POST /imports/products answered ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  return { seconds, ...importCounts(answer) };
}

/** What POST /imports/products answered it made and changed; -1 where the answer lacks it. */
function importCounts(answer: unknown): { created: number; updated: number } {
  const result = typeof answer === 'object' && answer !== null && 'import' in answer ? answer.import : null;
  if (typeof result !== 'object' || result === null || !('created' in result) || !('updated' in result)) return { created: -1, updated: -1 };
  return { created: Number(result.created), updated: Number(result.updated) };
}

async function benchEngine(engine: Engine, rows: number, log: (line: string) => void): Promise<Figure[]> {
  // A small demo catalog: its product types (Flower, Accessory) and places are what the file names.
  const prepared = await prepareStore(engine, 100, 0);
  let store: RunningStore | undefined;
  try {
    store = await startStore(prepared);
    const first = await timedImport(store, productsExport(rows));
    if (first.created !== rows) throw new Error(`the first import made ${first.created} products, not ${rows}`);
    log(`${engine}: ${rows} new products with stock imported in ${first.seconds.toFixed(2)} s`);
    const again = await timedImport(store, productsExport(rows, 1));
    if (again.updated !== rows) throw new Error(`the second import updated ${again.updated} products, not ${rows}`);
    log(`${engine}: ${rows} products re-imported (updates by SKU) in ${again.seconds.toFixed(2)} s`);
    const check = openDatabase(prepared.location);
    try {
      const items = await check.db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('company_id', '=', prepared.companyId).where('sku', 'like', 'BENCH-%').executeTakeFirstOrThrow();
      if (Number(items.count) !== rows) throw new Error(`${Number(items.count)} imported items after two imports, not ${rows}`);
    } finally {
      await check.close();
    }
    return [
      measured({ part: 'api', where: engine, name: `import ${rows} products with stock (new)`, value: first.seconds, unit: 's', baseline: 'none', catalogSize: rows, target: TARGETS.import }),
      measured({ part: 'api', where: engine, name: `import ${rows} products with stock (again: updates)`, value: again.seconds, unit: 's', baseline: 'none', catalogSize: rows, target: TARGETS.import }),
    ];
  } finally {
    await store?.stop();
    await prepared.drop();
  }
}
