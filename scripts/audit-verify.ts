import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connect.ts';
import { auditIsIntact, verifyLocationAudit } from '../server/features/audit/verify.ts';

const HELP = `Verify the compliance audit trail of a Store API database, read directly (the server may be running)

Usage: npm run audit:verify -- (--data <DIR> | --database-url <URL>) [--company <ID>]

  --data <DIR>           directory of the embedded database (as given to npm run server)
  --database-url <URL>   a PostgreSQL database (postgres://…); also read from DATABASE_URL
  --company <ID>         the location to verify (default: every location)
  --help                 show this help

For each location it prints the location chain's verdict and each register chain's. Exit status:
0 when every chain is intact, 1 when one is broken, 2 on a usage error.
`;

const { values } = parseArgs({
  options: {
    data: { type: 'string' }, 'database-url': { type: 'string' }, company: { type: 'string' }, help: { type: 'boolean', default: false },
  },
  strict: true,
});

function usage(message: string): never {
  process.stderr.write(`${message}\n\n${HELP}`);
  process.exit(2);
}

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const url = values['database-url'] ?? process.env['DATABASE_URL'];
if (url === undefined && values.data === undefined) usage('Name the database: --data <DIR> or --database-url <URL>.');
// Opening a directory that does not hold a database would create an empty one and call it intact.
if (url === undefined && values.data !== undefined && !existsSync(values.data)) usage(`No database directory at ${values.data}.`);

const store = openDatabase(url === undefined ? { dataDir: values.data ?? '' } : { url });
try {
  const companies = await store.db.selectFrom('companies').select(['id', 'name'])
    .$if(values.company !== undefined, (q) => q.where('id', '=', values.company ?? '')).orderBy('number').execute();
  if (companies.length === 0) usage(values.company === undefined ? 'The database has no locations.' : `No location ${values.company} in this database.`);
  let intact = true;
  for (const company of companies) {
    const report = await verifyLocationAudit(store.db, company.id);
    intact &&= auditIsIntact(report);
    const line = (what: string, chain: { ok: boolean; count: number; broken_at?: number; reason?: string }) =>
      `  ${what}: ${chain.ok ? 'intact' : `BROKEN at entry ${chain.broken_at ?? '?'}: ${chain.reason ?? ''}`} (${chain.count} entries)\n`;
    process.stdout.write(`${company.name} (${company.id})\n${line('location chain', report.location)}`);
    for (const register of report.registers) process.stdout.write(line(`register ${register.register_id}`, register));
  }
  process.exitCode = intact ? 0 : 1;
} finally {
  await store.close();
}
