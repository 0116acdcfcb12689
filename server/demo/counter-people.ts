import type { Kysely } from 'kysely';
import { todayIn } from '../../shared/compliance/age.ts';
import type { Database } from '../db/schema.ts';
import { demoCarryLimit } from './people.ts';
import type { DemoRandom } from './random.ts';

const STAMP = '2026-07-01T18:00:00.000Z';

/**
 * Buyers to try every compliance rule at the counter with, by name: an adult with a valid licence,
 * a 25-year-old, a 20-year-old, an adult whose licence has expired; a patient with a valid card, one
 * whose card has expired and a 16-year-old patient. Ages are counted back from the day the store is
 * seeded (in the location's zone), so the 20-year-old stays under 21 for months whatever the date.
 */
export const COUNTER_CUSTOMERS = {
  adult: { first: 'Dana', last: 'Whitfield' },
  twentyFive: { first: 'Leo', last: 'Park' },
  underAge: { first: 'Mia', last: 'Turner' },
  expiredLicence: { first: 'Owen', last: 'Bracket' },
} as const;
export const COUNTER_PATIENTS = {
  valid: { first: 'Iris', last: 'Calloway' },
  expiredCard: { first: 'Ned', last: 'Farrow' },
  minor: { first: 'Zoe', last: 'Lark' },
} as const;

/** The date `years` years (and `monthsMore` months) before `today`, as 'YYYY-MM-DD'. */
function yearsBefore(today: string, years: number, monthsMore = 0): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = year * 12 + (month - 1) - years * 12 - monthsMore;
  // The 1st of that month: every month has one, so no date rolls over.
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** A fixed licence number per buyer, so a scan at the counter finds them. */
const licence = (random: DemoRandom): string => `OR${random.int(1000000, 9999999)}`;

export async function seedCounterPeople(db: Kysely<Database>, random: DemoRandom, companyId: string, now = new Date()): Promise<void> {
  const company = await db.selectFrom('companies').select(['account_id', 'time_zone', 'jurisdiction']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const today = todayIn(company.time_zone, now);
  const expired = yearsBefore(today, 1);
  const valid = yearsBefore(today, -3);
  const person = (first: string, last: string, birth: string, expiry: string) => ({
    id: random.uuid(), company_id: companyId, account_id: company.account_id, first_name: first, last_name: last,
    email: `${first}.${last}@counter.example.com`.toLowerCase(), phone: null, id_number: null, birth_date: birth,
    driver_license_number: licence(random), driver_license_state: 'OR', driver_license_zip_code: '97214',
    driver_license_expiration_date: expiry, created_at: STAMP, updated_at: STAMP,
  });
  const { adult, twentyFive, underAge, expiredLicence } = COUNTER_CUSTOMERS;
  await db.insertInto('customers').values([
    { ...person(adult.first, adult.last, '1988-04-12', valid), expiration_date: null, loyalty_points: 120, request_hash: null },
    { ...person(twentyFive.first, twentyFive.last, yearsBefore(today, 25, 2), valid), expiration_date: null, loyalty_points: 0, request_hash: null },
    // Twenty and a half: under 21 for months after the store is seeded.
    { ...person(underAge.first, underAge.last, yearsBefore(today, 20, 6), valid), expiration_date: null, loyalty_points: 0, request_hash: null },
    { ...person(expiredLicence.first, expiredLicence.last, '1979-09-02', expired), expiration_date: null, loyalty_points: 40, request_hash: null },
  ]).execute();
  const patient = (first: string, last: string, birth: string, card: string) => ({
    ...person(first, last, birth, valid), expiration_date: card, id_number: `OMMP-${random.hex(8).toUpperCase()}`,
    caregiver_id_number: null, caregiver_first_name: null, caregiver_last_name: null, loyalty_points: 0,
    ...demoCarryLimit(company.jurisdiction), membership_date: '2025-01-15', plant_count: 0, physician_name: 'Dr. Helen Marsh',
  });
  const { valid: validCard, expiredCard, minor } = COUNTER_PATIENTS;
  const patients = [
    patient(validCard.first, validCard.last, '1971-02-20', valid),
    patient(expiredCard.first, expiredCard.last, '1983-11-05', expired),
    // A minor patient buys through a caregiver; the register must refuse to sell to them directly.
    { ...patient(minor.first, minor.last, yearsBefore(today, 16), valid), caregiver_id_number: 'CG-4F2A19', caregiver_first_name: 'Ruth', caregiver_last_name: 'Lark' },
  ];
  await db.insertInto('patients').values(patients).execute();
  // Like every patient of the demo store, each has their ID scan on file.
  await db.insertInto('file_attachments').values(patients.map((p) => ({
    id: random.uuid(), company_id: companyId, owner_type: 'Patient' as const, owner_id: p.id,
    file_file_name: `id-scan-${p.first_name.toLowerCase()}-${p.last_name.toLowerCase()}.jpg`, file_content_type: 'image/jpeg', created_at: STAMP,
  }))).execute();
}

