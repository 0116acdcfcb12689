import type { Kysely } from 'kysely';

// Kysely<unknown> on purpose: a migration must keep working when the current types move on.
// Patients, employees, person groups, loyalty programs, file attachments and packages: the v2
// read-only collections (spec §2.5–2.9, §2.18).
export async function up(db: Kysely<unknown>): Promise<void> {
  const person = (table: string) => db.schema.createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text').addColumn('phone', 'text').addColumn('id_number', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('driver_license_number', 'text').addColumn('driver_license_state', 'text')
    .addColumn('driver_license_zip_code', 'text').addColumn('driver_license_expiration_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

  await person('patients')
    .addColumn('expiration_date', 'text')
    .addColumn('caregiver_id_number', 'text').addColumn('caregiver_first_name', 'text').addColumn('caregiver_last_name', 'text')
    .addColumn('loyalty_points', 'integer', (c) => c.notNull())
    .addColumn('carry_limit_milli', 'bigint')
    .addColumn('carry_limit_unit', 'integer')
    .addColumn('membership_date', 'text')
    .addColumn('plant_count', 'integer', (c) => c.notNull())
    .addColumn('physician_name', 'text')
    .execute();
  await db.schema.createIndex('patients_company_name').on('patients').columns(['company_id', 'last_name', 'first_name']).execute();

  await person('employees')
    // The user who signs in as this employee, if any.
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('hire_date', 'text')
    .addColumn('loyalty_points', 'integer')
    .execute();
  await db.schema.createIndex('employees_company_name').on('employees').columns(['company_id', 'last_name', 'first_name']).execute();

  await db.schema.createTable('person_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('medical', 'integer', (c) => c.notNull())
    .addColumn('tax_item_ids', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('person_groups_company_name').on('person_groups').columns(['company_id', 'name']).execute();

  await db.schema.createTable('loyalty_programs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('loyalty_program_type', 'integer', (c) => c.notNull())
    .addColumn('loyalty_points_per', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loyalty_programs_company').on('loyalty_programs').columns(['company_id', 'created_at']).execute();

  await db.schema.createTable('file_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    // What the file belongs to: 'Patient', 'Employee' or 'Customer', and that record's id.
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('file_file_name', 'text', (c) => c.notNull())
    .addColumn('file_content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_attachments_owner').on('file_attachments').columns(['company_id', 'owner_type', 'owner_id']).execute();

  await db.schema.createTable('packages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('lot_number', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'integer')
    .addColumn('last_status_update_at', 'text')
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('quantity_unit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('packages_company_lot').on('packages').columns(['company_id', 'lot_number']).execute();

  await db.schema.createTable('package_items')
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('inventory_item_id', 'text', (c) => c.notNull().references('inventory_items.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('package_items_pk', ['package_id', 'inventory_item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['package_items', 'packages', 'file_attachments', 'loyalty_programs', 'person_groups', 'employees', 'patients']) {
    await db.schema.dropTable(table).execute();
  }
}
