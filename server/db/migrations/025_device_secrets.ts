import type { Kysely } from 'kysely';

/**
 * `device_secrets`: for each register, the SHA-256 (hex) of the credential its host received when a
 * manager last set it up (POST /devices), which the host sends with the register's audit entries.
 * A device set up before has no row: the Store API takes no audit entry from it until a manager
 * sets it up again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('device_secrets')
    .addColumn('device_id', 'text', (col) => col.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_secrets').execute();
}
