import type { Kysely } from 'kysely';

/**
 * A buyer's purchases in a limit's window, by customer and by patient: every live sale with a
 * buyer reads them (the purchase-limit check), and so does a register when a buyer is attached
 * (`GET /orders?customer_id=|person_id=&charged_after=`). With only (company_id, charged_on) a
 * monthly window walks every sale of the location that month; these go straight to the buyer's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_company_customer_charged').on('orders').columns(['company_id', 'customer_id', 'charged_on']).execute();
  await db.schema.createIndex('orders_company_person_charged').on('orders').columns(['company_id', 'person_id', 'charged_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_company_person_charged').execute();
  await db.schema.dropIndex('orders_company_customer_charged').execute();
}
