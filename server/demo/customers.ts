import type { Kysely } from 'kysely';
import { insertInBatches } from '../db/batch.ts';
import type { Database } from '../db/schema.ts';
import type { DemoRandom } from './random.ts';

const FIRST = ['Avery', 'Jordan', 'Riley', 'Casey', 'Morgan', 'Taylor', 'Jamie', 'Quinn', 'Harper', 'Rowan', 'Elena', 'Marcus',
  'Priya', 'Diego', 'Hannah', 'Kenji', 'Fatima', 'Noah', 'Grace', 'Luis'];
const LAST = ['Nguyen', 'Johnson', 'Patel', 'Garcia', 'Smith', 'Kim', 'Okafor', 'Schmidt', 'Rossi', 'Brown', 'Hughes', 'Silva',
  'Walker', 'Chen', 'Larsen', 'Moreno'];

export async function seedCustomers(db: Kysely<Database>, random: DemoRandom, companyId: string, accountId: string, count: number): Promise<void> {
  const stamp = '2026-07-01T18:00:00.000Z';
  const rows = Array.from({ length: count }, (_, i) => {
    const first = FIRST[(i * 7 + random.int(0, 3)) % FIRST.length]!;
    const last = LAST[(i * 5 + random.int(0, 3)) % LAST.length]!;
    const withEmail = i % 5 !== 3;
    const withPhone = i % 5 !== 4;
    const year = random.int(1955, 2003);
    return {
      id: random.uuid(), company_id: companyId, account_id: accountId, first_name: first, last_name: last,
      email: withEmail ? `${first}.${last}${i}@example.com`.toLowerCase() : null,
      phone: withPhone ? `(503) 555-${String(1000 + i * 37 % 9000).padStart(4, '0')}` : null,
      birth_date: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      id_number: null, expiration_date: null, loyalty_points: random.int(0, 900),
      driver_license_number: `OR${random.int(1000000, 9999999)}`, driver_license_state: 'OR',
      driver_license_zip_code: random.pick(['97214', '97213', '97202', '97209']), driver_license_expiration_date: `${random.int(2027, 2031)}-06-30`,
      created_at: stamp, updated_at: stamp,
    };
  });
  await insertInBatches(db, 'customers', rows);
}
