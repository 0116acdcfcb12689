import { type Kysely } from 'kysely';

/**
 * What the back office writes beyond the original API's columns:
 * - `companies.license_number`, `companies.medical_license_number`: the state licence a location
 *   sells under, and the medical one where the state keeps medical sales apart;
 * - `patients.card_state`, `patients.card_effective_date`: who issued the medical card, and from when;
 * - `users.active` (0/1, default 1) and `users.first_sign_in_code_hash`: an inactive user cannot
 *   sign in; a new employee sets a password with a one-time code, kept only as its hash;
 * - `price_changes`: every change of a product's prices, who, when, old and new, kept for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('license_number', 'text').execute();
  await db.schema.alterTable('companies').addColumn('medical_license_number', 'text').execute();
  await db.schema.alterTable('patients').addColumn('card_state', 'text').execute();
  await db.schema.alterTable('patients').addColumn('card_effective_date', 'text').execute();
  await db.schema.alterTable('users').addColumn('active', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('first_sign_in_code_hash', 'text').execute();
  await db.schema.createTable('price_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_price', 'integer')
    .addColumn('new_price', 'integer')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_by_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_changes_product').on('price_changes').columns(['company_id', 'product_id', 'changed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_changes').execute();
  await db.schema.alterTable('users').dropColumn('first_sign_in_code_hash').execute();
  await db.schema.alterTable('users').dropColumn('active').execute();
  await db.schema.alterTable('patients').dropColumn('card_effective_date').execute();
  await db.schema.alterTable('patients').dropColumn('card_state').execute();
  await db.schema.alterTable('companies').dropColumn('medical_license_number').execute();
  await db.schema.alterTable('companies').dropColumn('license_number').execute();
}
