import { sql, type Kysely } from 'kysely';

// Kysely<unknown> on purpose: a migration must keep working when the current types move on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('devices_company').on('devices').columns(['company_id', 'name']).execute();

  await db.schema.createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payment_type', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_methods_company').on('payment_methods').columns(['company_id', 'name']).execute();

  await db.schema.createTable('shifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('employee_name', 'text', (c) => c.notNull())
    .addColumn('receipt_id', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('locked', 'integer', (c) => c.notNull())
    .addColumn('number_of_transactions', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('open_amount', 'integer', (c) => c.notNull())
    .addColumn('close_drawer_amount', 'integer')
    .addColumn('close_drop_amount', 'integer')
    .addColumn('close_note', 'text')
    .addColumn('open_hash', 'text', (c) => c.notNull())
    .addColumn('close_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shifts_company_opened').on('shifts').columns(['company_id', 'opened_at']).execute();
  // One open shift per register, held by the database so two racing opens cannot both win.
  await db.schema.createIndex('shifts_one_open_per_device').on('shifts').column('device_id').unique()
    .where(sql<boolean>`closed_at is null`).execute();

  await db.schema.createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('receipt_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id'))
    .addColumn('shift_id', 'text', (c) => c.notNull().references('shifts.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('original_order_id', 'text')
    .addColumn('charged_on', 'text', (c) => c.notNull())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('payment_type', 'integer', (c) => c.notNull())
    .addColumn('tendered_amount', 'integer', (c) => c.notNull())
    .addColumn('refund_reason', 'text')
    .addColumn('voided', 'integer', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Idempotency on the receipt: a replayed sale can never be stored twice.
    .addUniqueConstraint('orders_company_receipt', ['company_id', 'receipt_id'])
    .execute();
  await db.schema.createIndex('orders_company_charged').on('orders').columns(['company_id', 'charged_on']).execute();
  await db.schema.createIndex('orders_shift').on('orders').columns(['shift_id']).execute();

  await db.schema.createTable('line_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('inventory_item_id', 'text', (c) => c.notNull().references('inventory_items.id'))
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'integer', (c) => c.notNull())
    .addColumn('stock_milli', 'bigint', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('weight', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('line_items_order').on('line_items').columns(['order_id', 'position']).execute();

  await db.schema.createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('payment_type', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id', 'position']).execute();
  await db.schema.createIndex('push_notifications_company_created').on('push_notifications').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('push_notifications_company_created').execute();
  for (const table of ['payments', 'line_items', 'orders', 'shifts', 'payment_methods', 'devices']) {
    await db.schema.dropTable(table).execute();
  }
}
