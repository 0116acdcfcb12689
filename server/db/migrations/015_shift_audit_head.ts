import type { Kysely } from 'kysely';

/**
 * The location audit chain's head (`seq` and hash of its newest entry) when a shift closed, kept on
 * the shift so its Z report shows the same head however often it is read or the close repeated.
 * Printed on paper and kept by the register, it is the chain's anchor outside the database: a chain
 * rewritten or cut after the close no longer holds that entry with that hash. Null for an open shift,
 * or when the chain was empty at the close.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shifts').addColumn('audit_head_seq', 'integer').execute();
  await db.schema.alterTable('shifts').addColumn('audit_head_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shifts').dropColumn('audit_head_hash').execute();
  await db.schema.alterTable('shifts').dropColumn('audit_head_seq').execute();
}
