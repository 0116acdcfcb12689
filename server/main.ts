import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import type { StoreApiConfig } from './context.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { hasData, seedDemoStore } from './demo/seed.ts';
import { join } from 'node:path';
import { loadOrCreateSecretKey } from './features/state-reporting/sealed-secret.ts';
import { chooseVendorKey } from './features/state-reporting/vendor-key.ts';

const HELP = `Canopy Store API

Usage: npm run server -- [options]

  --port <PORT>          port to listen on (default 8080)
  --host <HOST>          address to listen on (default 127.0.0.1)
  --data <DIR>           directory of the embedded database (default .data/store); an empty
                         directory gets the demo store
  --database-url <URL>   use PostgreSQL instead (postgres://…); also read from DATABASE_URL
  --no-demo              start empty instead of seeding the demo store into a new database
  --demo-products <N>    products per location in a new demo store (default 240)
  --log                  log each request as JSON lines (credentials and tokens are never logged)
  --token-idle-seconds <S>  an API token unused this long stops working (default 1209600, 14 days)
  --cors-origin <ORIGIN>    allow browser calls from this origin; repeat for more (default: none)
  --refund-limit-cents <C>  refunds, returns and voids above this need a manager (default 10000)
  Metrc's vendor (integrator) API key: with it, sales of locations set to report to Metrc are sent.
  Give it in the environment, CANOPY_METRC_VENDOR_KEY, or in a file:
  --metrc-vendor-key-file <PATH>  a file whose first line is the vendor key
  --metrc-vendor-key <KEY>  the key itself: avoid it, a command line is visible in ps to every user of
                         the machine and npm prints it in its script banner (a warning says so)
  --metrc-allow-http     let a location's Metrc URL be plain http:// or a loopback or private address,
                         at connection time too (the stand-in, development; also CANOPY_METRC_ALLOW_HTTP=1)
  --metrc-allow-host <HOST>  a host besides Metrc's own (api-<state>.metrc.com) a location's Metrc URL may
                         name when the server serves several accounts; repeat for more
  --metrc-max-pages <N>  pages one package import or reconciliation reads from Metrc at most (default 500)
  --metrc-max-answer-kb <KB>  the longest answer from Metrc that is read (default 4096)
  --metrc-call-seconds <S>  how long one package import or reconciliation may read Metrc (default 120)
  --metrc-timeout-seconds <S>  how long a call to Metrc may take before its answer counts as lost
                         (default 15); an instance holds the reports it claimed 8 times as long
  --secret-key-file <PATH>  the key sealing secrets kept in the database (Metrc user keys); created
                         if missing; every instance sharing a database needs the same one (default
                         <data>/secret.key, or .data/secret.key with PostgreSQL; also CANOPY_SECRET_KEY_FILE)
  --help                 show this help

When ready it prints: listening on http://<HOST>:<PORT>
`;

function readOptions() {
  try {
    return parseArgs({ options: OPTIONS, strict: true });
  } catch (error) {
    // An unknown option, or one missing its value: a usage error.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    process.exit(2);
  }
}

const OPTIONS = {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.data/store' },
    'database-url': { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
    'demo-products': { type: 'string' },
    log: { type: 'boolean', default: false },
    'token-idle-seconds': { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
    'refund-limit-cents': { type: 'string' },
    'metrc-vendor-key': { type: 'string' },
    'metrc-vendor-key-file': { type: 'string' },
    'metrc-allow-host': { type: 'string', multiple: true },
    'metrc-max-pages': { type: 'string' },
    'metrc-max-answer-kb': { type: 'string' },
    'metrc-call-seconds': { type: 'string' },
    'metrc-allow-http': { type: 'boolean', default: false },
    'secret-key-file': { type: 'string' },
    'metrc-timeout-seconds': { type: 'string' },
    help: { type: 'boolean', default: false },
} as const;
const { values } = readOptions();

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const vendorKey = chooseVendorKey({ flag: values['metrc-vendor-key'], file: values['metrc-vendor-key-file'] }, process.env);
if (vendorKey.kind === 'problem') {
  process.stderr.write(`${vendorKey.message}\n`);
  process.exit(2);
}
if (vendorKey.warning !== null) process.stderr.write(`${vendorKey.warning}\n`);

const url = values['database-url'] ?? process.env['DATABASE_URL'];
const store = openDatabase(url !== undefined && url !== '' ? { url } : { dataDir: values.data });
await migrateToLatest(store.db);
if (!values['no-demo'] && !(await hasData(store.db))) {
  const products = values['demo-products'] === undefined ? undefined : Number(values['demo-products']);
  await seedDemoStore(store.db, products === undefined ? {} : { products });
}
/** A flag that must be a positive whole number; anything else stops the server before it listens. */
function positiveInteger(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) {
    process.stderr.write(`--${flag} must be a positive whole number, not ${JSON.stringify(value)}\n`);
    process.exit(2);
  }
  return number;
}

const config: Partial<StoreApiConfig> = {};
const tokenIdleSeconds = positiveInteger('token-idle-seconds', values['token-idle-seconds']);
if (tokenIdleSeconds !== undefined) config.tokenIdleSeconds = tokenIdleSeconds;
const refundLimitCents = positiveInteger('refund-limit-cents', values['refund-limit-cents']);
if (refundLimitCents !== undefined) config.refundLimitCents = refundLimitCents;
if (values['cors-origin'] !== undefined) config.corsOrigins = values['cors-origin'];
if (vendorKey.key !== null) config.metrcVendorKey = vendorKey.key;
config.metrcAllowHttp = values['metrc-allow-http'] || process.env['CANOPY_METRC_ALLOW_HTTP'] === '1';
if (values['metrc-allow-host'] !== undefined) config.metrcAllowHosts = values['metrc-allow-host'].map((host) => host.trim().replace(/\.$/, '').toLowerCase());
const metrcMaxPages = positiveInteger('metrc-max-pages', values['metrc-max-pages']);
if (metrcMaxPages !== undefined) config.metrcMaxPages = metrcMaxPages;
const metrcMaxAnswerKb = positiveInteger('metrc-max-answer-kb', values['metrc-max-answer-kb']);
if (metrcMaxAnswerKb !== undefined) config.metrcMaxAnswerBytes = metrcMaxAnswerKb * 1024;
const metrcCallSeconds = positiveInteger('metrc-call-seconds', values['metrc-call-seconds']);
if (metrcCallSeconds !== undefined) config.metrcCallBudgetMs = metrcCallSeconds * 1000;
const metrcTimeoutSeconds = positiveInteger('metrc-timeout-seconds', values['metrc-timeout-seconds']);
if (metrcTimeoutSeconds !== undefined) {
  config.stateReportingRequestTimeoutMs = metrcTimeoutSeconds * 1000;
  // The lease outlasts one request; its holder's heartbeat renews it (see server/features/state-reporting/report-queue.ts).
  config.stateReportingLeaseMs = metrcTimeoutSeconds * 1000 + 5000;
}
const usesPostgres = url !== undefined && url !== '';
config.secretKey = loadOrCreateSecretKey(values['secret-key-file'] ?? process.env['CANOPY_SECRET_KEY_FILE']
  ?? (usesPostgres ? join('.data', 'secret.key') : join(values.data, 'secret.key')));
const app = await buildApp({ store, config, logger: values.log });
const port = Number(values.port);
await app.listen({ port, host: values.host });
process.stdout.write(`Canopy Store API (${store.engine}) listening on http://${values.host}:${port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => store.close()).then(() => process.exit(0));
  });
}
