import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { hasData, seedDemoStore } from './demo/seed.ts';

const HELP = `Canopy Store API

Usage: npm run server -- [options]

  --port <PORT>          port to listen on (default 8080)
  --host <HOST>          address to listen on (default 127.0.0.1)
  --data <DIR>           directory of the embedded database (default .data/store); an empty
                         directory gets the demo store
  --database-url <URL>   use PostgreSQL instead (postgres://…); also read from DATABASE_URL
  --no-demo              start empty instead of seeding the demo store into a new database
  --demo-products <N>    products per location in a new demo store (default 240)
  --log                  log each request as JSON lines
  --help                 show this help

When ready it prints: listening on http://<HOST>:<PORT>
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.data/store' },
    'database-url': { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
    'demo-products': { type: 'string' },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const url = values['database-url'] ?? process.env['DATABASE_URL'];
const store = openDatabase(url !== undefined && url !== '' ? { url } : { dataDir: values.data });
await migrateToLatest(store.db);
if (!values['no-demo'] && !(await hasData(store.db))) {
  const products = values['demo-products'] === undefined ? undefined : Number(values['demo-products']);
  await seedDemoStore(store.db, products === undefined ? {} : { products });
}
const app = await buildApp({ store, logger: values.log });
const port = Number(values.port);
await app.listen({ port, host: values.host });
process.stdout.write(`Canopy Store API (${store.engine}) listening on http://${values.host}:${port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => store.close()).then(() => process.exit(0));
  });
}
