import { sql, type Kysely } from 'kysely';

/**
 * The money of an order as it was charged: each line's subtotal, discounts, taxes, exemptions and
 * loyalty points, and the order's totals, discount, approval, loyalty, buyer and review flags.
 *
 * - Lists (a line's discounts, tax breakdowns and exemptions; an order's review flags and age
 *   verification) are JSON text: they are read and written whole with their row, never queried
 *   inside, so every engine stores them the same way.
 * - Orders stored before this migration charged the sum of their prices and no tax: each line's
 *   subtotal is its price, and an order's subtotal and total are the sum of its lines.
 * - `GET /orders?flagged=true` reads a partial index over the orders that carry review flags, which
 *   stays small because a flag is the exception.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('line_items').addColumn('subtotal', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const column of ['discounts', 'tax_breakdowns', 'tax_exemptions']) {
    await db.schema.alterTable('line_items').addColumn(column, 'text', (c) => c.notNull().defaultTo('[]')).execute();
  }
  await db.schema.alterTable('line_items').addColumn('loyalty_points', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // A line given back (refund, return, void) names the line of the original it comes from, so the
  // next return of the same line knows what is left.
  await db.schema.alterTable('line_items').addColumn('related_line_item_id', 'text').execute();
  await db.schema.createIndex('line_items_related').on('line_items').columns(['related_line_item_id']).execute();

  for (const column of ['subtotal', 'discount_total', 'tax_total', 'total', 'loyalty_points_earned', 'loyalty_points_redeemed', 'rung_offline']) {
    await db.schema.alterTable('orders').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('orders').addColumn('discount_percent', 'text').execute();
  await db.schema.alterTable('orders').addColumn('discount_flat_amount', 'integer').execute();
  for (const column of ['discount_reason', 'discount_approved_by', 'person_id', 'age_verification']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('orders').addColumn('review_flags', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await sql`update line_items set subtotal = price`.execute(db);
  await sql`update orders set
    subtotal = (select coalesce(sum(l.price), 0) from line_items l where l.order_id = orders.id),
    total = (select coalesce(sum(l.price), 0) from line_items l where l.order_id = orders.id)`.execute(db);

  await db.schema.createIndex('orders_flagged').on('orders').columns(['company_id', 'charged_on'])
    .where(sql.ref('review_flags'), '<>', '[]').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_flagged').execute();
  for (const column of ['review_flags', 'age_verification', 'person_id', 'discount_approved_by', 'discount_reason', 'discount_flat_amount',
    'discount_percent', 'rung_offline', 'loyalty_points_redeemed', 'loyalty_points_earned', 'total', 'tax_total', 'discount_total', 'subtotal']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropIndex('line_items_related').execute();
  for (const column of ['related_line_item_id', 'loyalty_points', 'tax_exemptions', 'tax_breakdowns', 'discounts', 'subtotal']) {
    await db.schema.alterTable('line_items').dropColumn(column).execute();
  }
}
