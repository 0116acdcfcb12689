import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { DemoRandom } from './random.ts';

export const DEMO_PASSWORD = 'canopy-demo';
export const DEMO_MANAGER = 'manager@canopy.demo';
export const DEMO_BUDTENDER = 'budtender@canopy.demo';
/** A user of another account, so tests can prove one account never sees another's records. */
export const DEMO_OTHER_MANAGER = 'manager@elsewhere.demo';

export interface DemoAccounts {
  accountId: string;
  companyIds: [string, string];
  otherCompanyId: string;
  managerId: string;
  budtenderId: string;
}

const CREATED_AT = '2025-03-01T16:00:00.000Z';

export async function seedAccounts(db: Kysely<Database>, random: DemoRandom): Promise<DemoAccounts> {
  const accountId = random.uuid();
  const otherAccountId = random.uuid();
  const companyIds: [string, string] = [random.uuid(), random.uuid()];
  const otherCompanyId = random.uuid();
  await db.insertInto('accounts').values([
    { id: accountId, number: 1, name: 'Green Valley Dispensaries' },
    { id: otherAccountId, number: 2, name: 'Elsewhere Cannabis Co.' },
  ]).execute();
  await db.insertInto('companies').values([
    { id: companyIds[0], number: 101, account_id: accountId, name: 'Green Valley — Downtown', street: '1208 SE Hawthorne Blvd', city: 'Portland', state: 'OR', zip_code: '97214', jurisdiction: 'us-or' },
    // Across the Columbia from Portland, in Washington: another state's taxes (server/demo/money.ts).
    { id: companyIds[1], number: 102, account_id: accountId, name: 'Green Valley — Eastside', street: '8320 E Mill Plain Blvd', city: 'Vancouver', state: 'WA', zip_code: '98664', jurisdiction: 'us-wa' },
    { id: otherCompanyId, number: 201, account_id: otherAccountId, name: 'Elsewhere — Main Street', street: '77 S Main St', city: 'Ann Arbor', state: 'MI', zip_code: '48104', jurisdiction: 'us-mi' },
  ]).execute();
  await db.insertInto('company_sequences').values([...companyIds, otherCompanyId].map((company_id) => ({ company_id, last_sequence_id: 0 }))).execute();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const managerId = random.uuid(), budtenderId = random.uuid(), otherManagerId = random.uuid();
  const managerRole = random.uuid(), budtenderRole = random.uuid();
  await db.insertInto('users').values([
    { id: managerId, account_id: accountId, username: 'maria.lopez', email: DEMO_MANAGER, first_name: 'Maria', last_name: 'Lopez', password_hash: passwordHash, role: 'manager', pin: '4321', support_user_hash: random.hex(40), role_id: managerRole, created_at: CREATED_AT },
    { id: budtenderId, account_id: accountId, username: 'sam.carter', email: DEMO_BUDTENDER, first_name: 'Sam', last_name: 'Carter', password_hash: passwordHash, role: 'budtender', pin: '1234', support_user_hash: random.hex(40), role_id: budtenderRole, created_at: CREATED_AT },
    { id: otherManagerId, account_id: otherAccountId, username: 'olive.north', email: DEMO_OTHER_MANAGER, first_name: 'Olive', last_name: 'North', password_hash: passwordHash, role: 'manager', pin: '9999', support_user_hash: random.hex(40), role_id: random.uuid(), created_at: CREATED_AT },
  ]).execute();
  await db.insertInto('user_companies').values([
    { user_id: managerId, company_id: companyIds[0], position: 0 },
    { user_id: managerId, company_id: companyIds[1], position: 1 },
    { user_id: budtenderId, company_id: companyIds[0], position: 0 },
    { user_id: otherManagerId, company_id: otherCompanyId, position: 0 },
  ]).execute();
  return { accountId, companyIds, otherCompanyId, managerId, budtenderId };
}
