import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedAccounts, type DemoAccounts } from './accounts.ts';
import { seedCatalog } from './catalog.ts';
import { seedCounterPeople } from './counter-people.ts';
import { seedCustomers } from './customers.ts';
import { BEND_OREGON, PORTLAND_OREGON, seedMoney, seedPersonGroupTaxes, VANCOUVER_WASHINGTON } from './money.ts';
import { seedPeople } from './people.ts';
import { seedStatePackages } from '../features/state-reporting/demo.ts';
import { DemoRandom } from './random.ts';
import { seedSales } from './sales.ts';

export interface DemoOptions {
  seed: number;
  /** Products per location. */
  products: number;
  customers: number;
}

export const defaultDemo: DemoOptions = { seed: 420, products: 240, customers: 60 };

/**
 * The demo store: one account with two locations (Downtown in Portland, Oregon, and Eastside in
 * Vancouver, Washington, each charging its state's taxes), a manager who can use
 * both and a budtender who works Downtown, and a second account whose records must never show
 * through. Deterministic: the same options give the same ids and data.
 */
export async function seedDemoStore(db: Kysely<Database>, options: Partial<DemoOptions> = {}): Promise<DemoAccounts> {
  const { seed, products, customers } = { ...defaultDemo, ...options };
  const random = new DemoRandom(seed);
  const accounts = await seedAccounts(db, random);
  const all = [...accounts.companyIds, accounts.otherCompanyId];
  for (const [index, companyId] of all.entries()) {
    const isOther = companyId === accounts.otherCompanyId;
    const jurisdiction = [PORTLAND_OREGON, VANCOUVER_WASHINGTON, BEND_OREGON][index]!;
    await seedCatalog(db, random, companyId, { products: isOther ? Math.min(products, 40) : products }, 1 + index * 10);
    await seedMoney(db, companyId, jurisdiction, seed * 100 + 50 + index);
    await seedCustomers(db, random, companyId, isOther ? 'other' : accounts.accountId, isOther ? 10 : customers);
    await seedSales(db, companyId, seed * 100 + index);
    await seedPeople(db, random, companyId, { patients: isOther ? 6 : 24 });
    await seedCounterPeople(db, new DemoRandom(seed * 100 + 70 + index), companyId);
    await seedStatePackages(db, companyId, 603_000 + index);
    await seedPersonGroupTaxes(db, companyId, jurisdiction);
  }
  return accounts;
}

/** True once a store has been seeded or used, so a restart never seeds twice. */
export async function hasData(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}
