import { parseArgs } from 'node:util';
import { benchImport } from './import.ts';
import { benchLimitCheck } from './limit-check.ts';
import { benchRegister } from './register.ts';
import { benchOrdersBeforeAfter } from './orders-before-after.ts';
import { benchReporting } from './reporting.ts';
import { formatTable, machineFacts, saveRun, type BenchPart, type Figure } from './report.ts';
import { benchStockMovesFigures } from './stock-moves.ts';
import { benchStoreApi } from './store-api.ts';

const HELP = `Canopy benchmarks: figures and ratios taken in one run (nothing is asserted)

Usage: npm run bench -- [--only api|register] [--quick]

  --only <part>   run one part: api (the Store API under autocannon) or register (Chromium)
  --quick         small catalogs and short runs (about two minutes)
  --catalog <n>   register: one catalog size only (e.g. 50000)
  --search-only   register: search as you type only (no sales, cold start or replay)
  --orders-only   api: only POST /orders on each engine (its /health floor and, on PostgreSQL,
                  pgbench), over the first catalog with no stored notifications
  --replay-only   register: the outbox replay only (one offline sale as its template; no
                  search, cold start or timed sales); at --catalog items, else 10000
  --sales-only    register: the sales only (cold start, offline sales, discounted sales) at the
                  sales' catalog (--catalog, else 10000): no search, replay or limit check
  --limit-check-only
                  register: only what the purchase-limit check adds to adding a line, for a
                  buyer with 200 past sales (a Node micro-bench of the sale screen's code over
                  fake-indexeddb, no browser); at --catalog items, else 50000 (10000 with --quick)
  --reporting-only
                  api: only state reporting on each engine, against the Metrc stand-in: reports per
                  second with 1,000 sales waiting, and POST /orders with reporting off and on
                  (their ratio), over the first catalog
  --orders-before <commit>
                  api: POST /orders at <commit> and at this checkout in one run, each side its
                  own --orders-only bench, taking turns (--rounds, default 3); medians and
                  after/before ratios
  --import-only   api: only the import from another POS on each engine: 10,000 products with
                  stock in one CSV (2,000 with --quick), imported new, then again (updates)
  --stock-only    api: only stock moves on each engine, against the Metrc stand-in: a 200-package
                  transfer received in one request (target ≤ 5 s) and 1,000 waiting adjustments
                  reported (target ≥ 200/s); 50 packages and 200 adjustments with --quick (not judged)
  --rounds <n>    rounds for --orders-before
  --cpu-only      with --orders-before: only the servers' CPU time per order (both servers side
                  by side, taking turns), no throughput rounds
  --help          show this help

Prints a table and writes the same figures to bench-results/<timestamp>.json.
`;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    catalog: { type: 'string' },
    'search-only': { type: 'boolean', default: false },
    'replay-only': { type: 'boolean', default: false },
    'sales-only': { type: 'boolean', default: false },
    'limit-check-only': { type: 'boolean', default: false },
    'orders-only': { type: 'boolean', default: false },
    'cpu-only': { type: 'boolean', default: false },
    'reporting-only': { type: 'boolean', default: false },
    'import-only': { type: 'boolean', default: false },
    'stock-only': { type: 'boolean', default: false },
    'orders-before': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const isPart = (value: string): value is BenchPart => value === 'api' || value === 'register';
if (values.only !== undefined && !isPart(values.only)) {
  process.stderr.write(`--only takes api or register, not ${values.only}\n`);
  process.exit(2);
}
const beforeRef = values['orders-before'];
const rounds = Number(values.rounds);
if (!(Number.isInteger(rounds) && rounds > 0)) {
  process.stderr.write(`--rounds takes a number of rounds, not ${values.rounds}\n`);
  process.exit(2);
}
const importOnly = values['import-only'];
const stockOnly = values['stock-only'];
/** The api part's pieces run by default; an --…-only flag runs its own alone. */
const apiOnly = [values['orders-only'], values['reporting-only'], importOnly, stockOnly];
const parts: BenchPart[] = beforeRef !== undefined || values['reporting-only'] || importOnly || stockOnly ? ['api'] : values.only === undefined ? ['api', 'register'] : [values.only];
const quick = values.quick;
const catalog = values.catalog === undefined ? undefined : Number(values.catalog);
if (catalog !== undefined && !(Number.isInteger(catalog) && catalog > 0)) {
  process.stderr.write(`--catalog takes a number of products, not ${values.catalog}\n`);
  process.exit(2);
}
const searchOnly = values['search-only'];
const replayOnly = values['replay-only'];
const limitCheckOnly = values['limit-check-only'];
const salesOnly = values['sales-only'];
/** The limit check's catalog: the size its target is stated at, unless one is asked for. */
const limitCheckCatalog = catalog ?? (quick ? 10_000 : 50_000);
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const startedAt = new Date().toISOString();
const figures: Figure[] = [];
for (const part of parts) {
  log(`— ${part}${quick ? ' (quick)' : ''}`);
  if (beforeRef !== undefined) figures.push(...await benchOrdersBeforeAfter({ ref: beforeRef, rounds, quick, log, cpuOnly: values['cpu-only'] }));
  else if (part === 'api') {
    const all = !apiOnly.includes(true);
    if (all || values['orders-only']) figures.push(...await benchStoreApi({ quick, log, ordersOnly: values['orders-only'] }));
    if (all || values['reporting-only']) figures.push(...await benchReporting({ quick, log }));
    if (all || importOnly) figures.push(...await benchImport({ quick, log }));
    if (all || stockOnly) figures.push(...await benchStockMovesFigures({ quick, log }));
  }
  else {
    if (!limitCheckOnly) figures.push(...await benchRegister({ quick, log, catalog: replayOnly ? catalog ?? 10_000 : catalog, searchOnly, replayOnly, salesOnly }));
    if (!searchOnly && !replayOnly && !salesOnly) figures.push(...await benchLimitCheck({ quick, log, catalog: limitCheckCatalog }));
  }
}

const run = { startedAt, finishedAt: new Date().toISOString(), quick, parts, ...machineFacts(), figures };
process.stdout.write(`\nCanopy benchmarks${quick ? ' (quick)' : ''}: ${run.cpus} CPUs, Node ${run.node}, commit ${run.commit.slice(0, 10)}${run.dirty ? ' (with uncommitted changes)' : ''}\n\n`);
process.stdout.write(`${formatTable(figures)}\n\n`);
process.stdout.write(`written to ${saveRun(run)}\n`);
