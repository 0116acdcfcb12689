import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { MIN_PASSWORD_LENGTH } from '../../../shared/api/back-office.ts';
import { PaymentType } from '../../../shared/api/sales.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowTimestamp } from '../../http/time.ts';
import { parseRate } from '../tax-items/rate.ts';
import { writeExemption } from '../tax-items/rules.ts';
import { isTimeZone, jurisdictionOf, stateProblem, TIME_ZONE_PROBLEM } from './rules.ts';
import { stateTaxes } from './state-taxes.ts';

export interface StoreOpening {
  account: string;
  location: string;
  state: string;
  timeZone: string;
  licence: string;
  medicalLicence: string | null;
  address: string;
  city: string;
  zip: string;
  managerEmail: string;
  managerFirstName: string;
  managerLastName: string;
  password: string;
}

export interface OpenedStore {
  accountId: string;
  companyId: string;
  managerId: string;
  taxes: Array<{ name: string; rate: string; includedInPrice: boolean; rounding: 'half_up' | 'up' }>;
  paymentMethods: string[];
  places: string[];
}

/** The password a manager signs in with: long enough that guessing it is slow (the register checks the same). */
export { MIN_PASSWORD_LENGTH };

export class StoreAlreadyOpened extends Error {
  constructor() { super('This database already has a store (an account); store:init opens a store only once.'); }
}

/** Every problem of the input, by flag name, in words; empty when it can be opened. */
export function openingProblems(input: StoreOpening): Record<string, string> {
  const problems: Record<string, string> = {};
  const required: Array<[keyof StoreOpening, string]> = [
    ['account', 'account'], ['location', 'location'], ['licence', 'licence'], ['address', 'address'], ['city', 'city'], ['zip', 'zip'],
    ['managerEmail', 'manager-email'], ['managerFirstName', 'manager-first-name'], ['managerLastName', 'manager-last-name'],
  ];
  for (const [field, flag] of required) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') problems[flag] = "can't be blank";
  }
  const state = stateProblem(input.state);
  if (state !== undefined) problems['state'] = state;
  if (!isTimeZone(input.timeZone)) problems['time-zone'] = TIME_ZONE_PROBLEM;
  if (input.managerEmail.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.managerEmail.trim())) problems['manager-email'] = 'must be an e-mail address';
  if (input.password.length < MIN_PASSWORD_LENGTH) problems['password'] = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return problems;
}

const PLACES: Array<[string, string, number]> = [['Sales Floor', 'Stock the registers sell from', 0], ['Vault', 'Back stock, not for sale', 1]];
const PAYMENT_METHODS: Array<[string, number]> = [['Cash', PaymentType.cash], ['Debit', PaymentType.debit]];

/**
 * Opens a store on an empty database: the account, its first location with what a store of its
 * state needs on day one (the state's taxes as Canopy knows them, Cash and Debit, an ID check on
 * every sale, a For Sale place and a vault, a medical patients' group paying what patients owe),
 * and its first manager. One transaction on either engine: interrupted, it leaves nothing; on a
 * database that has an account it throws StoreAlreadyOpened and writes nothing.
 */
export async function openStore(db: Kysely<Database>, input: StoreOpening): Promise<OpenedStore> {
  const state = input.state.trim().toUpperCase();
  const jurisdiction = jurisdictionOf(state);
  if (jurisdiction === undefined) throw new Error(`state ${state} ${stateProblem(state) ?? ''}`);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    if ((await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined) throw new StoreAlreadyOpened();
    return writeStore(trx, { ...input, state }, jurisdiction, passwordHash);
  });
}

async function writeStore(trx: Transaction<Database>, input: StoreOpening, jurisdiction: string, passwordHash: string): Promise<OpenedStore> {
  const now = nowTimestamp();
  const accountId = randomUUID(), companyId = randomUUID(), managerId = randomUUID();
  const medicalLicence = input.medicalLicence?.trim() === '' ? null : input.medicalLicence?.trim() ?? null;
  await trx.insertInto('accounts').values({ id: accountId, number: 1, name: input.account.trim() }).execute();
  await trx.insertInto('companies').values({
    id: companyId, number: 1, account_id: accountId, name: input.location.trim(), street: input.address.trim(), city: input.city.trim(),
    state: input.state, zip_code: input.zip.trim(), time_zone: input.timeZone, jurisdiction,
    license_number: input.licence.trim(), medical_license_number: medicalLicence,
    // A location that sells to patients under a medical licence holds the endorsement some medical tax relief needs.
    medical_endorsement: medicalLicence === null ? 0 : 1,
    // Every state Canopy knows requires the buyer's ID to be checked on every sale.
    age_verification_required: 1,
  }).execute();
  const email = input.managerEmail.trim().toLowerCase();
  await trx.insertInto('users').values({
    id: managerId, account_id: accountId, username: email, email, first_name: input.managerFirstName.trim(), last_name: input.managerLastName.trim(),
    password_hash: passwordHash, role: 'manager', pin: '', support_user_hash: randomBytes(20).toString('hex'), role_id: randomUUID(), created_at: now,
  }).execute();
  await trx.insertInto('user_companies').values({ user_id: managerId, company_id: companyId, position: 0 }).execute();
  await trx.insertInto('employees').values({
    id: randomUUID(), company_id: companyId, account_id: accountId, user_id: managerId, first_name: input.managerFirstName.trim(),
    last_name: input.managerLastName.trim(), email, phone: null, id_number: null, birth_date: null, driver_license_number: null,
    driver_license_state: null, driver_license_zip_code: null, driver_license_expiration_date: null, hire_date: now.slice(0, 10),
    loyalty_points: null, created_at: now, updated_at: now,
  }).execute();

  const taxes = await furnishLocation(trx, companyId, input.state, managerId, now);
  return {
    accountId, companyId, managerId,
    taxes: taxes.map((tax) => ({ name: tax.name, rate: tax.rate, includedInPrice: tax.includedInPrice, rounding: tax.rounding ?? 'half_up' })),
    paymentMethods: PAYMENT_METHODS.map(([name]) => name), places: PLACES.map(([name]) => name),
  };
}

/**
 * What a new location of `state` needs on day one, in the caller's transaction: its counters, a
 * For Sale place and a vault, Cash and Debit, the state's taxes as Canopy knows them, and a medical
 * patients' group paying only what patients owe. Answers the taxes it made.
 */
export async function furnishLocation(trx: Transaction<Database>, companyId: string, state: string, managerId: string, now: string): Promise<ReturnType<typeof stateTaxes>> {
  await trx.insertInto('company_sequences').values({ company_id: companyId, last_sequence_id: 0 }).execute();
  // Place numbers are unique across the database (the v1 API's integer ids).
  const last = await trx.selectFrom('places').select((eb) => eb.fn.max<number | string>('number').as('number')).executeTakeFirstOrThrow();
  const firstNumber = Number(last.number ?? 0) + 1;
  await trx.insertInto('places').values(PLACES.map(([name, description, status], index) => ({
    id: randomUUID(), number: firstNumber + index, company_id: companyId, name, description, inventory_status: status, deleted_at: null, created_at: now, updated_at: now,
  }))).execute();
  await trx.insertInto('payment_methods').values(PAYMENT_METHODS.map(([name, payment_type]) => ({
    id: randomUUID(), company_id: companyId, name, payment_type, active: 1 as const,
  }))).execute();

  const taxes = stateTaxes(state);
  const taxIds = taxes.map(() => randomUUID());
  const idOf = (name: string): string => taxIds[taxes.findIndex((tax) => tax.name === name)] ?? '';
  if (taxes.length > 0) {
    await trx.insertInto('tax_items').values(taxes.map((tax, index) => ({
      id: taxIds[index]!, company_id: companyId, name: tax.name, included_in_price: tax.includedInPrice ? 1 : 0,
      base_includes: JSON.stringify((tax.chargedOnTaxes ?? []).map(idOf).filter((id) => id !== '')), rounding: tax.rounding ?? 'half_up',
      exemption: writeExemption(tax.exemption ?? null), created_at: now, updated_at: now,
    }))).execute();
    await trx.insertInto('tax_item_rates').values(taxes.map((tax, index) => {
      const rate = parseRate(tax.rate);
      return {
        tax_item_id: taxIds[index]!, company_id: companyId, rate_millionths: 'error' in rate ? 0 : rate.millionths, effective_at: now,
        created_at: now, created_by: managerId,
      };
    })).execute();
  }
  // Patients belong to the medical group, which pays only the taxes patients owe.
  const medicalGroupId = randomUUID();
  await trx.insertInto('person_groups').values({ id: medicalGroupId, company_id: companyId, name: 'Medical Patients', medical: 1 }).execute();
  const paidByPatients = taxes.flatMap((tax, index) => (tax.medicalPays ? [taxIds[index]!] : []));
  if (paidByPatients.length > 0) {
    await trx.insertInto('person_group_tax_items').values(paidByPatients.map((id) => ({ person_group_id: medicalGroupId, tax_item_id: id, company_id: companyId }))).execute();
  }
  return taxes;
}

/** True once a store has been opened (an account exists). */
export async function storeOpened(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}
