import { type Kysely } from 'kysely';

/**
 * Who may buy what (issue #32):
 * - `products.medical_only` (0/1, default 0): the product is sold to patients only (Oregon's
 *   medical-grade items, OAR 845-025-2900(2)(b); Washington's DOH-compliant products, WAC 246-70-040;
 *   Colorado's and Michigan's medical stock);
 * - `patients.card_type`: which card the patient showed: `state_card`, `county_card` (California's
 *   county-issued medical identification card, R&TC § 6414) or `recommendation` (a physician's
 *   recommendation alone); null where not recorded;
 * - `orders.medical_card_effective_date`, `orders.medical_card_expiration_date`: the patient's card
 *   dates as they stood when a medical sale was made, kept with the sale (Washington's excise
 *   exemption is presumed wrong without the recognition card's dates, WAC 314-55-090(2)(b)).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('medical_only', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('patients').addColumn('card_type', 'text').execute();
  await db.schema.alterTable('orders').addColumn('medical_card_effective_date', 'text').execute();
  await db.schema.alterTable('orders').addColumn('medical_card_expiration_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('medical_card_expiration_date').execute();
  await db.schema.alterTable('orders').dropColumn('medical_card_effective_date').execute();
  await db.schema.alterTable('patients').dropColumn('card_type').execute();
  await db.schema.alterTable('products').dropColumn('medical_only').execute();
}
