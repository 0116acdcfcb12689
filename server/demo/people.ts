import type { Insertable, Kysely } from 'kysely';
import { insertInBatches } from '../db/batch.ts';
import type { Database, EmployeeTable, FileAttachmentTable, PatientTable } from '../db/schema.ts';
import type { DemoRandom } from './random.ts';

const FIRST = ['Ada', 'Bruno', 'Celia', 'Dmitri', 'Esme', 'Felix', 'Gloria', 'Hector', 'Ines', 'Jonah', 'Keiko', 'Leon',
  'Mabel', 'Nico', 'Opal', 'Pavel', 'Rosa', 'Silas', 'Tova', 'Umar'];
const LAST = ['Abbott', 'Becker', 'Castillo', 'Dubois', 'Eriksen', 'Fontaine', 'Gallagher', 'Hale', 'Ivanova', 'Jensen',
  'Kowalski', 'Lindqvist', 'Mbeki', 'Novak', 'Ortega', 'Pryce'];
const PHYSICIANS = ['Dr. Helen Marsh', 'Dr. Omar Haddad', 'Dr. Lucy Trent', 'Dr. Victor Ames'];
const STAFF: Array<[string, string]> = [['Jess', 'Whitaker'], ['Theo', 'Ramirez'], ['Nadia', 'Bishop']];

const STAMP = '2026-07-01T18:00:00.000Z';
const GRAM = 0;
const OUNCE = 1;

/**
 * The carry limit a demo patient's card holds, by the location's jurisdiction, as thousandths of
 * its unit. A Washington recognition card states the amounts of RCW 69.51A.210(1), 3 oz of
 * useable cannabis among them; an Oregon card states no purchase amount (a cardholder buys up to
 * the daily limit of OAR 845-025-2800), so those patients have none and the state's figure applies.
 */
export function demoCarryLimit(jurisdiction: string): { carry_limit_milli: number | null; carry_limit_unit: number | null } {
  return jurisdiction === 'us-wa' ? { carry_limit_milli: 3000, carry_limit_unit: OUNCE } : { carry_limit_milli: null, carry_limit_unit: null };
}

export interface PeopleOptions { patients: number }

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Seeds one company's people and packages: an employee for every user who works there (linked by
 * user_id) and a few more, medical patients (some cards expired), two person groups, a loyalty
 * program, ID scans, and packages over the company's existing inventory items.
 */
export async function seedPeople(db: Kysely<Database>, random: DemoRandom, companyId: string, options: PeopleOptions): Promise<void> {
  const { account_id: accountId, jurisdiction } = await db.selectFrom('companies').select(['account_id', 'jurisdiction']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const carryLimit = demoCarryLimit(jurisdiction);
  const attachments: Array<Insertable<FileAttachmentTable>> = [];
  const idScan = (ownerType: FileAttachmentTable['owner_type'], ownerId: string, name: string) => {
    attachments.push({
      id: random.uuid(), company_id: companyId, owner_type: ownerType, owner_id: ownerId,
      file_file_name: `id-scan-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`, file_content_type: 'image/jpeg', created_at: STAMP,
    });
  };

  const users = await db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.role'])
    .where('user_companies.company_id', '=', companyId).orderBy('users.email').execute();
  const employees: Array<Insertable<EmployeeTable>> = [
    ...users.map((user) => ({ user, first: user.first_name, last: user.last_name })),
    ...STAFF.map(([first, last]) => ({ user: null, first, last })),
  ].map(({ user, first, last }, i) => ({
    id: random.uuid(), company_id: companyId, account_id: accountId, user_id: user?.id ?? null,
    first_name: first, last_name: last,
    email: user?.email ?? `${first}.${last}@staff.example.com`.toLowerCase(),
    phone: `(503) 555-${String(2100 + i * 17).padStart(4, '0')}`,
    id_number: `EMP-${random.hex(6).toUpperCase()}`,
    birth_date: `${random.int(1970, 2002)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
    hire_date: `${random.int(2019, 2025)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
    loyalty_points: null,
    driver_license_number: `OR${random.int(1000000, 9999999)}`, driver_license_state: 'OR',
    driver_license_zip_code: random.pick(['97214', '97213', '97202']), driver_license_expiration_date: `${random.int(2027, 2031)}-${pad(random.int(1, 12))}-15`,
    created_at: STAMP, updated_at: STAMP,
  }));
  for (const employee of employees) idScan('Employee', employee.id, `${employee.first_name} ${employee.last_name}`);

  const patients: Array<Insertable<PatientTable>> = Array.from({ length: options.patients }, (_, i) => {
    const first = FIRST[(i * 3 + random.int(0, 2)) % FIRST.length]!;
    const last = LAST[(i * 7 + random.int(0, 2)) % LAST.length]!;
    // Every fourth card has lapsed, so the register has expired patients to refuse.
    const expired = i % 4 === 1;
    const withCaregiver = i % 6 === 0;
    return {
      id: random.uuid(), company_id: companyId, account_id: accountId, first_name: first, last_name: last,
      email: i % 5 === 4 ? null : `${first}.${last}.${i}@patients.example.com`.toLowerCase(),
      phone: `(971) 555-${String(3000 + i * 23).padStart(4, '0')}`,
      id_number: `OMMP-${random.hex(8).toUpperCase()}`,
      birth_date: `${random.int(1950, 2004)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      expiration_date: expired ? `${random.int(2024, 2025)}-${pad(random.int(1, 12))}-28` : `${random.int(2027, 2028)}-${pad(random.int(1, 12))}-28`,
      caregiver_id_number: withCaregiver ? `CG-${random.hex(6).toUpperCase()}` : null,
      caregiver_first_name: withCaregiver ? random.pick(FIRST) : null,
      caregiver_last_name: withCaregiver ? random.pick(LAST) : null,
      loyalty_points: random.int(0, 1200),
      ...carryLimit,
      membership_date: `${random.int(2021, 2026)}-${pad(random.int(1, 9))}-${pad(random.int(1, 28))}`,
      plant_count: random.int(0, 6),
      driver_license_number: `OR${random.int(1000000, 9999999)}`, driver_license_state: 'OR',
      driver_license_zip_code: random.pick(['97214', '97213', '97202', '97209']),
      driver_license_expiration_date: `${random.int(2026, 2031)}-${pad(random.int(1, 12))}-15`,
      physician_name: random.pick(PHYSICIANS),
      created_at: STAMP, updated_at: STAMP,
    };
  });
  for (const [i, patient] of patients.entries()) {
    idScan('Patient', patient.id, `${patient.first_name} ${patient.last_name}`);
    if (i % 3 === 0) {
      attachments.push({
        id: random.uuid(), company_id: companyId, owner_type: 'Patient', owner_id: patient.id,
        file_file_name: `recommendation-${patient.last_name.toLowerCase()}.pdf`, file_content_type: 'application/pdf', created_at: STAMP,
      });
    }
  }

  await insertInBatches(db, 'employees', employees);
  await insertInBatches(db, 'patients', patients);
  await insertInBatches(db, 'file_attachments', attachments);
  await db.insertInto('person_groups').values([
    { id: random.uuid(), company_id: companyId, name: 'Medical Patients', medical: 1 },
    { id: random.uuid(), company_id: companyId, name: 'Veterans', medical: 0 },
  ]).execute();
  await db.insertInto('loyalty_programs').values({
    id: random.uuid(), company_id: companyId, loyalty_program_type: 0, loyalty_points_per: 1, created_at: STAMP,
  }).execute();
  await seedPackages(db, random, companyId);
}

/** Packages as received from a distributor: a lot of one to three inventory items. */
async function seedPackages(db: Kysely<Database>, random: DemoRandom, companyId: string): Promise<void> {
  const items = await db.selectFrom('inventory_items').select(['id', 'lot_number', 'quantity_milli'])
    .where('company_id', '=', companyId).orderBy('sku').limit(12).execute();
  let next = 0;
  for (let n = 0; n < 4 && next < items.length; n++) {
    const members = items.slice(next, next + 1 + (n % 3));
    next += members.length;
    const id = random.uuid();
    const moved = n % 2 === 1;
    await db.insertInto('packages').values({
      id, company_id: companyId, status: moved ? 1 : 0, lot_number: members[0]!.lot_number,
      previous_status: moved ? 0 : null, last_status_update_at: moved ? '2026-09-12T17:30:00.000Z' : null,
      quantity_milli: members.reduce((sum, item) => sum + item.quantity_milli, 0), quantity_unit: GRAM, created_at: STAMP,
    }).execute();
    await db.insertInto('package_items').values(members.map((item, position) => ({
      package_id: id, inventory_item_id: item.id, company_id: companyId, position,
    }))).execute();
  }
}
