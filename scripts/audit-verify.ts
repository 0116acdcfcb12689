import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connect.ts';
import { auditIsIntact, verifyLocationAudit } from '../server/features/audit/verify.ts';
import { parseChainHead, type ChainHead } from '../shared/compliance/audit-chain.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

endQuietlyWhenOutputCloses();

const HELP = `Verify the compliance audit trail of a Store API database, read directly (the server may be running)

Usage: npm run audit:verify -- (--data <DIR> | --database-url <URL>) [--company <ID>] [--anchor <SEQ:HASH>]… [--anchors <FILE>]

  --data <DIR>           directory of the embedded database (as given to npm run server)
  --database-url <URL>   a PostgreSQL database (postgres://…); also read from DATABASE_URL
  --company <ID>         the location to verify (default: every location)
  --anchor <SEQ:HASH>    a head of the location's chain recorded outside the database, as printed on
                         a Z report ("Audit chain head"); repeatable; needs --company
  --anchors <FILE>       a file of such heads, one SEQ:HASH a line (blank lines and # comments skipped)
  --help                 show this help

For each location it prints the location chain's verdict and each register chain's. The location
chain must hold as many entries as the location's audit counter says were written, and every
anchored head with the same hash. Exit status: 0 when every chain is intact, 1 when one is broken,
2 on a usage error.
`;

function usage(message: string): never {
  process.stderr.write(`${message}\n\n${HELP}`);
  process.exit(2);
}

/** The options; one unknown, or missing its value, is a usage error (2), never "a chain is broken" (1). */
function readOptions() {
  try {
    return parseArgs({
      options: {
        data: { type: 'string' }, 'database-url': { type: 'string' }, company: { type: 'string' },
        anchor: { type: 'string', multiple: true, default: [] }, anchors: { type: 'string' }, help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
}
const { values } = readOptions();

/** Heads from --anchor and --anchors; a line that is not SEQ:HASH is a usage error, never skipped. */
function anchorsGiven(): ChainHead[] {
  const lines: Array<{ text: string; from: string }> = values.anchor.map((text) => ({ text, from: '--anchor' }));
  if (values.anchors !== undefined) {
    if (!existsSync(values.anchors)) usage(`No anchors file at ${values.anchors}.`);
    readFileSync(values.anchors, 'utf8').split(/\r?\n/).forEach((line, index) => {
      const text = line.replace(/#.*/, '').trim();
      if (text !== '') lines.push({ text, from: `${values.anchors}:${index + 1}` });
    });
  }
  return lines.map(({ text, from }) => parseChainHead(text) ?? usage(`${from}: "${text}" is not SEQ:HASH (a number, a colon, 64 hex digits).`));
}

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const url = values['database-url'] ?? process.env['DATABASE_URL'];
if (url === undefined && values.data === undefined) usage('Name the database: --data <DIR> or --database-url <URL>.');
// Opening a directory that does not hold a database would create an empty one and call it intact.
if (url === undefined && values.data !== undefined && !existsSync(values.data)) usage(`No database directory at ${values.data}.`);
const anchors = anchorsGiven();
// A head belongs to one location's chain: which one must be said.
if (anchors.length > 0 && values.company === undefined) usage('Anchors are heads of one location\'s chain: name it with --company <ID>.');

const store = openDatabase(url === undefined ? { dataDir: values.data ?? '' } : { url });
try {
  const companies = await store.db.selectFrom('companies').select(['id', 'name'])
    .$if(values.company !== undefined, (q) => q.where('id', '=', values.company ?? '')).orderBy('number').execute();
  if (companies.length === 0) usage(values.company === undefined ? 'The database has no locations.' : `No location ${values.company} in this database.`);
  let intact = true;
  for (const company of companies) {
    const report = await verifyLocationAudit(store.db, company.id, anchors);
    intact &&= auditIsIntact(report);
    const line = (what: string, chain: { ok: boolean; count: number; broken_at?: number; reason?: string }) =>
      `  ${what}: ${chain.ok ? 'intact' : `BROKEN at entry ${chain.broken_at ?? '?'}: ${chain.reason ?? ''}`} (${chain.count} entries)\n`;
    const anchored = anchors.length === 0 ? '' : `, ${anchors.length} anchored head${anchors.length === 1 ? '' : 's'}`;
    process.stdout.write(`${company.name} (${company.id})\n${line(`location chain${anchored}`, report.location)}`);
    for (const register of report.registers) process.stdout.write(line(`register ${register.register_id}`, register));
  }
  process.exitCode = intact ? 0 : 1;
} finally {
  await store.close();
}
