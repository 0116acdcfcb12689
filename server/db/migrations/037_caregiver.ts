import { type Kysely } from 'kysely';

/**
 * A caregiver buying for a patient (issue #32): `orders.caregiver`, JSON `{card_number, birth_date}`
 * of the designated caregiver who stood at the counter, or null when the patient bought in person.
 * Kept with the sale because the patient's record may name another caregiver later, and the state
 * report names the caregiver's card as it was at the sale (Metrc's CaregiverLicenseNumber).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('caregiver', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('caregiver').execute();
}
