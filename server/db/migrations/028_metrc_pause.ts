import { type Kysely } from 'kysely';

/**
 * Metrc's 429 pauses the whole location: `metrc_paused_until` holds the end of the Retry-After
 * Metrc gave, in the database so that every Store API instance sharing it waits too, not only the
 * one that was answered 429. (The vendor key is the server's, one per deployment: a location's
 * pause is the pause of its licence and this vendor key.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('state_reporting_settings').addColumn('metrc_paused_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('state_reporting_settings').dropColumn('metrc_paused_until').execute();
}
