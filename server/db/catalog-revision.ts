import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Names the current state of a company's catalog: it changes whenever anything a catalog read
 * shows may have changed. Every stock, product, brand and strain change appends a push
 * notification (bumping `last_sequence_id` in its own transaction); the few catalog writes that
 * make none bump `revision` (`bumpCatalogRevision`). Read it *before* the data it keys, so what is
 * stored under a revision is never older than that revision.
 */
export async function readCatalogRevision(db: Kysely<Database>, companyId: string): Promise<string> {
  const row = await db.selectFrom('company_sequences').select(['last_sequence_id', 'revision'])
    .where('company_id', '=', companyId).executeTakeFirst();
  return row === undefined ? 'none' : `${row.last_sequence_id}.${row.revision}`;
}

/** For a catalog write that makes no push notification, in that write's transaction. */
export async function bumpCatalogRevision(trx: Transaction<Database>, companyId: string): Promise<void> {
  await trx.updateTable('company_sequences').set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('company_id', '=', companyId).execute();
}
