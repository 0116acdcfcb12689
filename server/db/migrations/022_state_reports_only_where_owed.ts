import type { Kysely } from 'kysely';
import { defineTrigger } from './021_ccrs_sales_owed.ts';

/**
 * An order of a location that reports to no state system gets no report row. Until now (018, 021)
 * every order got one, `not_required` where nothing was owed: a row written in every sale's
 * transaction that no one reads (an order without a row answers `state_report` not_required, and
 * the worker, the CCRS file and the reconciliation read only the rows of reporting locations).
 * It cost PostgreSQL's sale about 8% of POST /orders' rate under load (an insert, two indexes and
 * a foreign key check per sale), paid by stores that report nothing. A location that reports keeps
 * every row as before (a void's own row included); orders stored before keep theirs.
 *
 * THE RULE (as in 018): the report a sale owes is written by the trigger on `orders`, in the
 * transaction that stores the order, whatever path stores it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await defineTrigger(db, ['metrc', 'ccrs'], true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await defineTrigger(db, ['metrc', 'ccrs']);
}
