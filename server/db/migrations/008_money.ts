import type { Kysely } from 'kysely';

/**
 * The money of a sale: tax items with their rate history, which taxes each product type carries
 * and each person group pays, who belongs to a person group, and a location's money settings.
 *
 * - A tax rate is stored as integer millionths (`rate_millionths`: 170000 is 17%, "0.17"): exact,
 *   and compared and summed as a number on every engine. Six decimals cover every rate in use.
 * - A rate change appends a row with the time it takes effect and never rewrites one, so the rate
 *   in force at any past moment (an order's `charged_on`) can always be found again.
 * - Links are rows, not JSON lists, so a product type or person group can only name tax items that
 *   exist, of its own company (the composite foreign keys hold it on both engines).
 * - `product_types.tax_item_ids` and `person_groups.tax_item_ids` (JSON text) are dropped: no tax
 *   item existed before this migration, so the ids they held named nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('tax_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('included_in_price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tax_items_id_company', ['id', 'company_id'])
    .execute();
  await db.schema.createIndex('tax_items_company_name').on('tax_items').columns(['company_id', 'name']).execute();

  await db.schema.createTable('tax_item_rates')
    .addColumn('tax_item_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('rate_millionths', 'integer', (c) => c.notNull())
    .addColumn('effective_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The user who set the rate; null for rates seeded with the store.
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .addPrimaryKeyConstraint('tax_item_rates_pk', ['tax_item_id', 'effective_at'])
    .addForeignKeyConstraint('tax_item_rates_item', ['tax_item_id', 'company_id'], 'tax_items', ['id', 'company_id'])
    .execute();

  await db.schema.createTable('product_type_tax_items')
    .addColumn('product_type_id', 'text', (c) => c.notNull().references('product_types.id'))
    .addColumn('tax_item_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_type_tax_items_pk', ['product_type_id', 'tax_item_id'])
    .addForeignKeyConstraint('product_type_tax_items_item', ['tax_item_id', 'company_id'], 'tax_items', ['id', 'company_id'])
    .execute();
  await db.schema.createIndex('product_type_tax_items_company').on('product_type_tax_items').columns(['company_id']).execute();

  await db.schema.createTable('person_group_tax_items')
    .addColumn('person_group_id', 'text', (c) => c.notNull().references('person_groups.id'))
    .addColumn('tax_item_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('person_group_tax_items_pk', ['person_group_id', 'tax_item_id'])
    .addForeignKeyConstraint('person_group_tax_items_item', ['tax_item_id', 'company_id'], 'tax_items', ['id', 'company_id'])
    .execute();
  await db.schema.createIndex('person_group_tax_items_company').on('person_group_tax_items').columns(['company_id']).execute();

  // A person (patient or customer) is in at most one person group: the group decides which taxes
  // they pay, and two groups could disagree.
  await db.schema.createTable('person_group_members')
    .addColumn('person_type', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('person_group_id', 'text', (c) => c.notNull().references('person_groups.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addPrimaryKeyConstraint('person_group_members_pk', ['person_type', 'person_id'])
    .execute();
  await db.schema.createIndex('person_group_members_group').on('person_group_members').columns(['person_group_id']).execute();

  // The reasons a register offers for a discount, in the order it shows them.
  await db.schema.createTable('discount_reasons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discount_reasons_company').on('discount_reasons').columns(['company_id', 'position']).execute();

  // Money settings of a location. A discount above either threshold needs a manager; the time
  // zone decides a sale's local date and a buyer's age (UTC until a location sets its own).
  await db.schema.alterTable('companies').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')).execute();
  await db.schema.alterTable('companies').addColumn('discount_approval_percent', 'text', (c) => c.notNull().defaultTo('0.20')).execute();
  await db.schema.alterTable('companies').addColumn('discount_approval_flat_amount', 'integer', (c) => c.notNull().defaultTo(2000)).execute();
  await db.schema.alterTable('companies').addColumn('loyalty_redemption_points_per_dollar', 'integer', (c) => c.notNull().defaultTo(100)).execute();

  await db.schema.alterTable('product_types').dropColumn('tax_item_ids').execute();
  await db.schema.alterTable('person_groups').dropColumn('tax_item_ids').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('person_groups').addColumn('tax_item_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('product_types').addColumn('tax_item_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  for (const column of ['loyalty_redemption_points_per_dollar', 'discount_approval_flat_amount', 'discount_approval_percent', 'time_zone']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
  for (const table of ['discount_reasons', 'person_group_members', 'person_group_tax_items', 'product_type_tax_items', 'tax_item_rates', 'tax_items']) {
    await db.schema.dropTable(table).execute();
  }
}
