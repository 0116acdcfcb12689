import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { schemaDifference } from '../../scripts/db-types/difference.ts';
import { generateSchema, throwawayDatabase } from '../../scripts/db-types/generate.ts';
import { describeEachEngine } from '../../test/support/store-api.ts';

const committed = readFileSync(fileURLToPath(new URL('./schema.ts', import.meta.url)), 'utf8');

/**
 * schema.ts is generated from PostgreSQL's migrated database and must be exactly what the
 * migrations make there: a migration without `npm run db:types` fails here, with the diff. The
 * SQLite migrations must make the very same file, column for column (same names, nullability,
 * defaults and types), so a migration that changes one engine's tables only fails here too.
 */
describeEachEngine('schema.ts as the migrations make it', (engine) => {
  it('is the committed file, to the byte', async () => {
    const { store, drop } = await throwawayDatabase(engine);
    let generated: string;
    try {
      generated = await generateSchema(store);
    } finally {
      await drop();
    }
    const difference = schemaDifference(committed, generated);
    if (difference !== undefined && engine === 'sqlite') {
      expect.fail(`The SQLite migrations make tables that PostgreSQL's do not (schema.ts is generated from PostgreSQL): make the migrations agree.\n\n${difference}`);
    }
    if (difference !== undefined) expect.fail(difference);
  });
});
