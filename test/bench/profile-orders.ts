import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { ringOrder, saleBody, salesFixture } from '../support/orders/sales.ts';
import { startStoreApi } from '../support/store-api.ts';

const HELP = `The statements one POST /orders sends to PostgreSQL, in order

Usage: npx tsx test/bench/profile-orders.ts [--lines N] [--sales N]

Starts a Store API in this process over a fresh PostgreSQL database (the demo store), rings
--sales sales of --lines lines each (after one warm-up sale), and prints every statement of the
last one as the pg client sent it: each is one round trip to the database, BEGIN and COMMIT
included. Then the count per sale and the time from request to answer.
`;

const { values } = parseArgs({
  options: { lines: { type: 'string', default: '1' }, sales: { type: 'string', default: '5' }, help: { type: 'boolean', default: false } },
  strict: true,
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const lines = Number(values.lines);
const sales = Number(values.sales);

// Every statement pg sends goes through Client#query: counting there counts round trips.
const sent: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: Parameters<typeof query>) {
  const [config] = args;
  sent.push(typeof config === 'string' ? config : (config as { text?: string }).text ?? String(config));
  return query.apply(this, args);
} as typeof query;

const api = await startStoreApi({ engine: 'postgres', demo: { products: 200 } });
try {
  const token = await api.signIn(DEMO_MANAGER);
  const fixture = await salesFixture(api, token, api.demo.companyIds[0]);
  const sale = (n: number) => saleBody(fixture, fixture.items.slice(n, n + lines).map((item) => ({ item, units: 1 })));
  await ringOrder(fixture, sale(0));
  const times: number[] = [];
  let statements: string[] = [];
  for (let n = 1; n <= sales; n++) {
    sent.length = 0;
    const started = performance.now();
    const answer = await ringOrder(fixture, sale(n));
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`POST /orders answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    statements = [...sent];
  }
  // The request's own reads (token, company) are in the list too: everything one sale costs.
  statements.forEach((text, index) => process.stdout.write(`${String(index + 1).padStart(3)}  ${text.replace(/\s+/g, ' ').slice(0, 240)}\n`));
  process.stdout.write(`\n${statements.length} statements (round trips) per sale of ${lines} line(s); ` +
    `answer times ${times.map((t) => t.toFixed(1)).join(', ')} ms\n`);
} finally {
  await api.close();
}
