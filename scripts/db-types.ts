import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DB_TYPES_COMMAND, generateSchema, throwawayDatabase } from './db-types/generate.ts';
import { schemaDifference } from './db-types/difference.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

endQuietlyWhenOutputCloses();

const HELP = `Generate server/db/schema.ts from the migrations, as migrated on a throwaway PostgreSQL database

Usage: ${DB_TYPES_COMMAND} [-- --check]

  --check   write nothing; exit 1 with the difference when the committed file is stale
  --help    show this help

The database is made on the PostgreSQL server of CANOPY_TEST_PG_URL (default
postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards. Column types beyond SQL's
are set in server/db/schema.config.ts. The SQLite migrations are checked to describe the same
tables by server/db/schema.test.ts.
`;

const { values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean' } } });
if (values.help === true) {
  process.stdout.write(HELP);
  process.exit(0);
}

const schemaPath = fileURLToPath(new URL('../server/db/schema.ts', import.meta.url));
const { store, drop } = await throwawayDatabase('postgres');
let generated: string;
try {
  generated = await generateSchema(store);
} finally {
  await drop();
}
if (values.check === true) {
  const difference = schemaDifference(readFileSync(schemaPath, 'utf8'), generated);
  if (difference === undefined) {
    process.stdout.write('server/db/schema.ts is up to date\n');
  } else {
    process.stderr.write(`${difference}\n`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(schemaPath, generated);
  process.stdout.write('wrote server/db/schema.ts\n');
}
