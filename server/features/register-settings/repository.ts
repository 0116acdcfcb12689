import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loyaltyProgramInForce, moneySettings, type MoneySettings } from '../money-settings/repository.ts';

export interface ManagerPin { userId: string; name: string; pin: string }
export interface LoyaltyProgramRow { type: number; pointsPer: number }

export interface RegisterSettingsRecord {
  money: MoneySettings;
  /** The location's purchase-limit profile id (companies.jurisdiction). */
  jurisdiction: string;
  /** The loyalty program the location's sales earn under (its newest), or null. */
  loyaltyProgram: LoyaltyProgramRow | null;
  managers: ManagerPin[];
  /** Every live sale must carry the buyer's ID check (companies.age_verification_required). */
  ageVerificationRequired: boolean;
}

/** The money settings, jurisdiction, loyalty program and managers (with their PINs) of one location. */
export async function registerSettings(db: Kysely<Database>, companyId: string): Promise<RegisterSettingsRecord> {
  const [money, company, program, managers] = await Promise.all([
    moneySettings(db, companyId),
    db.selectFrom('companies').select(['jurisdiction', 'age_verification_required']).where('id', '=', companyId).executeTakeFirstOrThrow(),
    loyaltyProgramInForce(db, companyId),
    db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'users.pin'])
      .where('user_companies.company_id', '=', companyId).where('users.role', '=', 'manager').where('users.active', '=', 1)
      .orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id').execute(),
  ]);
  return {
    money,
    jurisdiction: company.jurisdiction,
    ageVerificationRequired: Number(company.age_verification_required) === 1,
    loyaltyProgram: program,
    // A manager without a PIN cannot approve at the counter; nor can one deactivated (their PIN is left out above).
    managers: managers.filter((row) => row.pin !== '').map((row) => ({ userId: row.id, name: `${row.first_name} ${row.last_name}`.trim(), pin: row.pin })),
  };
}

/**
 * Sets whether the location requires the buyer's ID check on every live sale. A trigger (016) bumps
 * the location's settings revision, so every Store API instance checks the next sale by it.
 */
export async function setAgeVerificationRequired(db: Kysely<Database>, companyId: string, required: boolean): Promise<void> {
  await db.updateTable('companies').set({ age_verification_required: required ? 1 : 0 }).where('id', '=', companyId).execute();
}
