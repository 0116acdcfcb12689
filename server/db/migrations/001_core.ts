import type { Kysely } from 'kysely';

// Kysely<unknown> on purpose: a migration must keep working when the current types move on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('support_user_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('user_companies')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_companies_pk', ['user_id', 'company_id'])
    .execute();

  await db.schema.createTable('api_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema.createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text').addColumn('last_name', 'text')
    .addColumn('email', 'text').addColumn('phone', 'text')
    .addColumn('birth_date', 'text').addColumn('id_number', 'text').addColumn('expiration_date', 'text')
    .addColumn('loyalty_points', 'integer')
    .addColumn('driver_license_number', 'text').addColumn('driver_license_state', 'text')
    .addColumn('driver_license_zip_code', 'text').addColumn('driver_license_expiration_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_company').on('customers').columns(['company_id', 'last_name']).execute();

  await db.schema.createTable('product_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('traceability_type', 'integer', (c) => c.notNull())
    .addColumn('can_edit_weight', 'integer', (c) => c.notNull())
    .addColumn('can_edit_strain', 'integer', (c) => c.notNull())
    .addColumn('can_edit_test_results', 'integer', (c) => c.notNull())
    .addColumn('can_edit_flower_type', 'integer', (c) => c.notNull())
    .addColumn('can_edit_concentrate_type', 'integer', (c) => c.notNull())
    .addColumn('is_marijuana', 'integer', (c) => c.notNull())
    .addColumn('tax_item_ids', 'text', (c) => c.notNull())
    .addColumn('test_results_unit', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('color', 'integer', (c) => c.notNull())
    .execute();

  for (const table of ['brands', 'strains'] as const) {
    await db.schema.createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_company_name`).on(table).columns(['company_id', 'name']).execute();
  }

  await db.schema.createTable('vendors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('inventory_status', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('places_company').on('places').columns(['company_id', 'number']).execute();

  await db.schema.createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latest_sku', 'text')
    .addColumn('sell_price', 'integer', (c) => c.notNull())
    .addColumn('patient_sell_price', 'integer')
    .addColumn('member_sell_price', 'integer')
    .addColumn('collect_excise_tax', 'integer', (c) => c.notNull())
    .addColumn('pricing_type', 'integer', (c) => c.notNull())
    .addColumn('product_type_id', 'text')
    .addColumn('brand_id', 'text')
    .addColumn('strain_id', 'text')
    .addColumn('vendor_id', 'text')
    .addColumn('category_id', 'text')
    .addColumn('tiered_pricing_model_id', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('weight_value', 'text')
    .addColumn('weight_unit', 'integer')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('internal_notes', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('test_results_thc', 'text')
    .addColumn('test_results_cbd', 'text')
    .addColumn('thc_number', 'real')
    .addColumn('cbd_number', 'real')
    .addColumn('flower_type', 'integer')
    .addColumn('concentrate_type', 'integer')
    .addColumn('unit_of_measure', 'integer', (c) => c.notNull())
    .addColumn('price_at_register', 'integer', (c) => c.notNull())
    .addColumn('base_price', 'integer', (c) => c.notNull())
    .addColumn('wholesale_value', 'integer', (c) => c.notNull())
    .addColumn('par', 'integer', (c) => c.notNull())
    .addColumn('discountable', 'integer', (c) => c.notNull())
    .addColumn('patient_price_enabled', 'integer', (c) => c.notNull())
    .addColumn('member_price_enabled', 'integer', (c) => c.notNull())
    .addColumn('tier_price', 'integer', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_company_name').on('products').columns(['company_id', 'name']).execute();
  await db.schema.createIndex('products_company_price').on('products').columns(['company_id', 'sell_price']).execute();
  await db.schema.createIndex('products_company_quantity').on('products').columns(['company_id', 'quantity_milli']).execute();

  await db.schema.createTable('inventory_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('lot_number', 'text', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('weight', 'text', (c) => c.notNull())
    .addColumn('purchase_price', 'integer', (c) => c.notNull())
    .addColumn('sell_type', 'integer', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('transferred_out', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('last_received_at', 'text', (c) => c.notNull())
    .addColumn('test_results_thc', 'text')
    .addColumn('test_results_cbd', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_items_company').on('inventory_items').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('inventory_items_product').on('inventory_items').columns(['product_id']).execute();
  await db.schema.createIndex('inventory_items_sku').on('inventory_items').columns(['company_id', 'sku']).execute();

  await db.schema.createTable('inventory_item_places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('inventory_item_id', 'text', (c) => c.notNull().references('inventory_items.id'))
    .addColumn('place_id', 'text', (c) => c.notNull().references('places.id'))
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_item_places_item').on('inventory_item_places').columns(['inventory_item_id']).execute();
  await db.schema.createIndex('inventory_item_places_place').on('inventory_item_places').columns(['place_id']).execute();

  await db.schema.createTable('company_sequences')
    .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id'))
    .addColumn('last_sequence_id', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('push_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('sequence_id', 'bigint', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('push_notifications_company_sequence', ['company_id', 'sequence_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['push_notifications', 'company_sequences', 'inventory_item_places', 'inventory_items', 'products',
    'places', 'vendors', 'strains', 'brands', 'product_types', 'customers', 'api_tokens', 'user_companies', 'users',
    'companies', 'accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
