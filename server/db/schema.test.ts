import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Insertable, Selectable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { schemaDifference } from '../../scripts/db-types/difference.ts';
import { generateSchema, throwawayDatabase } from '../../scripts/db-types/generate.ts';
import { describeEachEngine } from '../../test/support/store-api.ts';
import { schemaTypes } from './schema.config.ts';
import type { CompanyTable, Flag, OrderTable, StateReportStatus, StateReportTable } from './schema.ts';

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

describe('schema.config.ts, as the generator reads it', () => {
  async function generatedWith(change: Partial<typeof schemaTypes>): Promise<string> {
    const { store, drop } = await throwawayDatabase('sqlite');
    try {
      return await generateSchema(store, { ...schemaTypes, ...change });
    } finally {
      await drop();
    }
  }

  it('refuses a column type, a note or a table name that no migration makes (a renamed column must not lose its type silently)', async () => {
    await expect(generatedWith({ columns: { ...schemaTypes.columns, 'orders.voids': 'Flag' } })).rejects.toThrow('orders.voids');
    await expect(generatedWith({ writtenByEveryInsert: new Set(['orders.totals']) })).rejects.toThrow('orders.totals');
    await expect(generatedWith({ tableNames: { order: 'OrderTable' } })).rejects.toThrow('no migration makes: order');
    await expect(generatedWith({ notes: { 'orders.requests_hash': 'a note' } })).rejects.toThrow('orders.requests_hash');
  });

  it('keeps a typed column nullable and defaulted as the database says', async () => {
    const generated = await generatedWith({ columns: { ...schemaTypes.columns, 'orders.refund_reason': 'Flag', 'companies.time_zone': 'Flag' } });
    expect(generated).toContain('  refund_reason: Flag | null;\n');
    expect(generated).toContain('  time_zone: Generated<Flag>;\n');
  });

  it('types the columns as the code needs them (the compiler checks these lines)', () => {
    // 009's money columns have a default for old orders only: a new order must give each.
    expectTypeOf<Insertable<OrderTable>['total']>().toEqualTypeOf<number>();
    expectTypeOf<Insertable<OrderTable>['review_flags']>().toEqualTypeOf<string>();
    // A default the code may rely on leaves the column optional on insert.
    expectTypeOf<Insertable<CompanyTable>>().toHaveProperty('time_zone').toEqualTypeOf<string | undefined>();
    expectTypeOf<Selectable<OrderTable>['voided']>().toEqualTypeOf<Flag>();
    expectTypeOf<Selectable<StateReportTable>['status']>().toEqualTypeOf<StateReportStatus>();
    expectTypeOf<Selectable<OrderTable>['customer_id']>().toEqualTypeOf<string | null>();
  });
});
