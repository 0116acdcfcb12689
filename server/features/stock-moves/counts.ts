import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseQuantity, quantityObject } from '../../../shared/quantity.ts';
import type { InventoryCountCreate } from '../../../shared/api/stock-moves.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector, notFound } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertSameRequest, createOnce } from '../idempotency/create-once.ts';
import { requestHash } from '../idempotency/request-hash.ts';
import { recordAdjustment, type KnownReasons } from './adjustments.ts';

/**
 * Counts: a sheet per place records what was counted and, beside it, what the store expected at the
 * place at that moment; posting it adjusts each line that differs by its variance. Each adjustment's
 * id is its line's, so posting twice (or two managers at once) adjusts once.
 */

export async function presentCount(db: Kysely<Database>, companyId: string, id: string) {
  const count = await db.selectFrom('inventory_counts').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  if (count === undefined) throw notFound('Inventory count');
  const lines = await db.selectFrom('inventory_count_lines').selectAll().where('inventory_count_id', '=', id).orderBy('id').execute();
  const adjusted = lines.length === 0 ? new Set<string>() : new Set((await db.selectFrom('inventory_adjustments').select('id')
    .where('id', 'in', lines.map((l) => l.id)).execute()).map((a) => a.id));
  return {
    id: count.id, place_id: count.place_id, counted_by: count.counted_by, counted_at: count.counted_at, posted_at: count.posted_at,
    lines: lines.map((line) => {
      const unit = Number(line.unit);
      return {
        id: line.id, inventory_item_id: line.inventory_item_id, counted: quantityObject(line.counted_milli, unit), expected: quantityObject(line.expected_milli, unit),
        variance: quantityObject(line.counted_milli - line.expected_milli, unit), inventory_adjustment_id: adjusted.has(line.id) ? line.id : null,
      };
    }),
  };
}

export async function recordCount(db: Kysely<Database>, session: Session, input: InventoryCountCreate['inventory_count']): Promise<{ id: string; created: boolean }> {
  const companyId = session.companyId;
  const { id = randomUUID(), ...fields } = input;
  const key = { field: 'id', companyId, hash: requestHash(fields), differs: 'has already been used for a different count' };
  const { created } = await createOnce({
    replay: async () => {
      const stored = await db.selectFrom('inventory_counts').select(['company_id', 'request_hash']).where('id', '=', id).executeTakeFirst();
      if (stored === undefined) return undefined;
      assertSameRequest(stored, key);
      return id;
    },
    create: async () => {
      const errors = new FieldErrorCollector();
      const place = await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', '=', fields.place_id).where('deleted_at', 'is', null).executeTakeFirst();
      if (place === undefined) errors.add('place_id', 'is not a place of this location');
      const itemIds = fields.lines.map((l) => l.inventory_item_id);
      const items = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
        .select(['inventory_items.id', 'products.unit_of_measure']).where('inventory_items.company_id', '=', companyId).where('inventory_items.id', 'in', itemIds).execute();
      const unitOf = new Map(items.map((i) => [i.id, i.unit_of_measure]));
      const seen = new Set<string>();
      for (const [index, line] of fields.lines.entries()) {
        const unit = unitOf.get(line.inventory_item_id);
        const milli = parseQuantity(line.counted.value);
        if (unit === undefined) errors.add(`lines[${index}].inventory_item_id`, 'is not an inventory item of this location with a product');
        else if (line.counted.unit !== unit) errors.add(`lines[${index}].counted.unit`, `must be the item's unit of measure (${unit})`);
        if (milli === null || milli < 0) errors.add(`lines[${index}].counted.value`, 'must be zero or more, with at most three decimals');
        if (seen.has(line.inventory_item_id)) errors.add(`lines[${index}].inventory_item_id`, 'is counted twice on the sheet');
        seen.add(line.inventory_item_id);
      }
      errors.throwIfAny();
      await inTransaction(db, async (trx) => {
        // What the store expects at the place now, read in the count's own transaction.
        const stock = await trx.selectFrom('inventory_item_places').select(['inventory_item_id', 'quantity_milli'])
          .where('company_id', '=', companyId).where('place_id', '=', fields.place_id).where('inventory_item_id', 'in', itemIds).execute();
        const expectedOf = new Map(stock.map((s) => [s.inventory_item_id, s.quantity_milli]));
        const now = nowTimestamp();
        await trx.insertInto('inventory_counts').values({ id, company_id: companyId, place_id: fields.place_id, request_hash: key.hash, counted_by: session.user.id, counted_at: now }).execute();
        await trx.insertInto('inventory_count_lines').values(fields.lines.map((line) => ({
          id: randomUUID(), company_id: companyId, inventory_count_id: id, inventory_item_id: line.inventory_item_id, unit: String(line.counted.unit),
          counted_milli: parseQuantity(line.counted.value) ?? 0, expected_milli: expectedOf.get(line.inventory_item_id) ?? 0,
        }))).execute();
      });
      return id;
    },
  });
  return { id, created };
}

/** Posts a count: one adjustment per line that differs (its id the line's, so twice is once), at the count's place, with the state's reason. */
export async function postCount(db: Kysely<Database>, session: Session, id: string, reason: string, note: string, reasons: KnownReasons): Promise<void> {
  const count = await db.selectFrom('inventory_counts').selectAll().where('company_id', '=', session.companyId).where('id', '=', id).executeTakeFirst();
  if (count === undefined) throw notFound('Inventory count');
  const lines = await db.selectFrom('inventory_count_lines').selectAll().where('inventory_count_id', '=', id).orderBy('id').execute();
  for (const line of lines) {
    const variance = line.counted_milli - line.expected_milli;
    if (variance === 0) continue;
    await recordAdjustment(db, {
      id: line.id, inventory_item_id: line.inventory_item_id, quantity: quantityObject(variance, Number(line.unit)), reason, note: note === '' ? `count ${id}` : note,
      kind: 'count_correction', place_id: count.place_id,
    }, { session, reasons, countId: id });
  }
  await db.updateTable('inventory_counts').set({ posted_at: nowTimestamp(), posted_by: session.user.id }).where('id', '=', id).where('posted_at', 'is', null).execute();
}
