import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { parseQuantity, quantityObject } from '../../../shared/quantity.ts';
import type { AdjustmentKind, InventoryAdjustment, InventoryAdjustmentCreate } from '../../../shared/api/stock-moves.ts';
import type { StateReport } from '../../../shared/api/state-reporting.ts';
import type { Session } from '../../auth/session.ts';
import type { Database, InventoryAdjustmentTable } from '../../db/schema.ts';
import { ApiError, FieldErrorCollector, invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import type { ChangeRecorder } from '../audit/manager-changes.ts';
import { managerChange } from '../back-office/change.ts';
import { assertSameRequest, createOnce } from '../idempotency/create-once.ts';
import { requestHash } from '../idempotency/request-hash.ts';
import { floorRowOf } from '../orders/store/stock.ts';
import type { AdjustmentReasonName } from './adjustment-reasons.ts';
import { CUSTOMER_RETURN_REASON } from '../state-reporting/ccrs-adjustment-reasons.ts';

type Db = Kysely<Database> | Transaction<Database>;
type AdjustmentRow = Selectable<InventoryAdjustmentTable>;
export type AdjustmentInput = InventoryAdjustmentCreate['inventory_adjustment'];

/** Nothing is owed where the location reports to no system (as with orders). */
const NOTHING_OWED: StateReport = { system: 'none', status: 'not_required', external_id: null, reported_at: null, error: null };

/** The adjustments' `state_report`, in one read. */
async function reportsOf(db: Db, ids: readonly string[]): Promise<Map<string, StateReport>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('adjustment_reports').select(['adjustment_id', 'system', 'status', 'reported_at', 'error'])
    .where('adjustment_id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.adjustment_id, { system: r.system, status: r.status, external_id: null, reported_at: r.reported_at, error: r.error }]));
}

async function present(db: Db, rows: readonly AdjustmentRow[]): Promise<InventoryAdjustment[]> {
  const reports = await reportsOf(db, rows.map((r) => r.id));
  const labels = rows.length === 0 ? new Map<string, string | null>() : new Map((await db.selectFrom('adjustment_reports').select(['adjustment_id', 'package_label'])
    .where('adjustment_id', 'in', rows.map((r) => r.id)).execute()).map((r) => [r.adjustment_id, r.package_label]));
  return rows.map((row) => ({
    id: row.id, inventory_item_id: row.inventory_item_id, package_label: labels.get(row.id) ?? null,
    quantity: quantityObject(row.quantity_milli, Number(row.unit)), kind: row.kind, reason: row.reason, note: row.note,
    employee_id: row.employee_id, inventory_count_id: row.inventory_count_id, order_id: row.order_id,
    adjusted_at: row.adjusted_at, created_at: row.created_at, state_report: reports.get(row.id) ?? NOTHING_OWED,
  }));
}

export async function listAdjustments(db: Kysely<Database>, companyId: string, q: { limit: number; offset: number; inventoryItemId?: string }): Promise<{ records: InventoryAdjustment[]; total: number }> {
  let rows = db.selectFrom('inventory_adjustments').selectAll().where('company_id', '=', companyId);
  let count = db.selectFrom('inventory_adjustments').where('company_id', '=', companyId);
  if (q.inventoryItemId !== undefined) {
    rows = rows.where('inventory_item_id', '=', q.inventoryItemId);
    count = count.where('inventory_item_id', '=', q.inventoryItemId);
  }
  const [page, total] = await Promise.all([
    rows.orderBy('adjusted_at', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: await present(db, page), total: Number(total.total) };
}

/** What the caller knows of the state's reasons: the list to check against, or null where it could not be read. */
export type KnownReasons = readonly AdjustmentReasonName[] | null;

/** One adjustment as the stock moves it: the item, its product's total and one place row change together. */
export interface AdjustmentContext { session: Session; reasons: KnownReasons; countId?: string; orderId?: string }

/**
 * Records an adjustment, once per id: the stock change (item, product, place), the adjustment, what
 * it owes the state, the push notification and the audit entry commit together or not at all. A
 * quantity that would take the item's stock (or the place's) below zero is 422 and changes nothing:
 * unlike a sale at the counter, an adjustment is a manager's decision that can be corrected first.
 */
export async function recordAdjustment(db: Kysely<Database>, input: AdjustmentInput, context: AdjustmentContext): Promise<{ adjustment: InventoryAdjustment; created: boolean }> {
  const { session } = context;
  const companyId = session.companyId;
  const { id = randomUUID(), ...fields } = input;
  const key = { field: 'id', companyId, hash: adjustmentHash(fields), differs: 'has already been used for a different adjustment' };
  const { record, created } = await createOnce({
    replay: async () => {
      const stored = await db.selectFrom('inventory_adjustments').selectAll().where('id', '=', id).executeTakeFirst();
      if (stored === undefined) return undefined;
      assertSameRequest(stored, key);
      return stored;
    },
    create: () => managerChange(db, session, (trx, recorder) => writeAdjustment(trx, recorder, id, key.hash, input, context)),
  });
  const [adjustment] = await present(db, [record]);
  if (adjustment === undefined) throw new Error('an adjustment just stored was not read back');
  return { adjustment, created };
}

/** The hash by which an adjustment sent again is known (its fields, without its id). */
const adjustmentHash = (fields: Omit<AdjustmentInput, 'id'>) => requestHash({ ...fields, place_id: fields.place_id ?? null });

/**
 * Records an adjustment inside a transaction the caller holds (an import's): the same checks, stock
 * change, rows, report owed, push notification and audit entry as POST /inventory_adjustments, given
 * to the caller's recorder so they commit with the rest of its work. A refusal (422) throws, and the
 * caller's transaction rolls back whole.
 */
export async function adjustInTransaction(trx: Transaction<Database>, recorder: ChangeRecorder, input: AdjustmentInput, context: AdjustmentContext): Promise<AdjustmentRow> {
  const { id = randomUUID(), ...fields } = input;
  return writeAdjustment(trx, recorder, id, adjustmentHash(fields), input, context);
}

/** Checks an adjustment and writes it, in the transaction given: reads and writes see one state. */
async function writeAdjustment(trx: Transaction<Database>, recorder: ChangeRecorder, id: string, hash: string, input: AdjustmentInput, context: AdjustmentContext): Promise<AdjustmentRow> {
  const companyId = context.session.companyId;
  const errors = new FieldErrorCollector();
  const item = await trx.selectFrom('inventory_items').leftJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.package_label', 'inventory_items.quantity_milli', 'products.unit_of_measure'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.id', '=', input.inventory_item_id).executeTakeFirst();
  if (item === undefined) errors.add('inventory_item_id', 'is not an inventory item of this location');
  else if (item.unit_of_measure === null) errors.add('inventory_item_id', 'belongs to no product, so its unit is not known');
  const milli = parseQuantity(input.quantity.value);
  if (milli === null || milli === 0) errors.add('quantity.value', 'must be a number other than zero, with at most three decimals (negative takes stock away)');
  if (item?.unit_of_measure != null && input.quantity.unit !== item.unit_of_measure) errors.add('quantity.unit', `must be the item's unit of measure (${item.unit_of_measure})`);
  const reason = input.reason.trim();
  const note = (input.note ?? '').trim();
  if (reason === '') errors.add('reason', "can't be blank");
  else if (context.reasons !== null) {
    const known = context.reasons.find((r) => r.name === reason);
    if (known === undefined) errors.add('reason', `is not one of the state's reasons (${context.reasons.map((r) => r.name).join(', ')})`);
    else if (known.requires_note && note === '') errors.add('note', `can't be blank for the reason ${reason}`);
  }
  const place = await placeRowOf(trx, companyId, input.inventory_item_id, input.place_id ?? null);
  if (input.place_id != null && place === undefined) errors.add('place_id', 'is not a place of this location');
  const settings = await trx.selectFrom('state_reporting_settings').select('system').where('company_id', '=', companyId).executeTakeFirst();
  const system = settings?.system ?? 'none';
  // The InventoryAdjustment file reports a return as Other, saying it is one (ccrs-adjustment-reasons.ts): the form says the same.
  if (system === 'ccrs' && input.kind === 'return' && reason !== '' && reason !== CUSTOMER_RETURN_REASON) {
    errors.add('reason', `must be ${CUSTOMER_RETURN_REASON} for a customer return in CCRS (the note says why it came back)`);
  }
  errors.throwIfAny();
  if (item === undefined || milli === null || item.unit_of_measure === null) throw invalidField('inventory_item_id', 'is not an inventory item of this location');
  const now = nowTimestamp();
  const kind: AdjustmentKind = input.kind ?? 'other';
  const row: AdjustmentRow = {
    id, company_id: companyId, inventory_item_id: item.id, quantity_milli: milli, unit: String(item.unit_of_measure), kind, reason, note,
    employee_id: context.session.user.id, order_id: context.orderId ?? null, inventory_count_id: context.countId ?? null,
    adjusted_at: now, created_at: now, request_hash: hash,
  };
  // Atomic and conditional: two adjustments at once cannot both pass a check the other breaks.
  const moved = await trx.updateTable('inventory_items').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', milli), updated_at: now }))
    .where('company_id', '=', companyId).where('id', '=', item.id).where((eb) => eb(eb('quantity_milli', '+', milli), '>=', 0)).executeTakeFirst();
  if (moved.numUpdatedRows === 0n) throw belowZero(item.quantity_milli);
  if (place?.rowId != null) {
    const atPlace = await trx.updateTable('inventory_item_places').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', milli) }))
      .where('id', '=', place.rowId).where((eb) => eb(eb('quantity_milli', '+', milli), '>=', 0)).executeTakeFirst();
    if (atPlace.numUpdatedRows === 0n) throw new ApiError(422, { errors: { quantity: ['would take the stock at the place below zero'] } });
  } else if (place !== undefined) {
    if (milli < 0) throw new ApiError(422, { errors: { quantity: ['would take the stock at the place below zero'] } });
    await trx.insertInto('inventory_item_places').values({ id: randomUUID(), company_id: companyId, inventory_item_id: item.id, place_id: place.placeId, quantity_milli: milli }).execute();
  }
  if (item.product_id !== null) {
    await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', milli), updated_at: now }))
      .where('company_id', '=', companyId).where('id', '=', item.product_id).execute();
  }
  await trx.insertInto('inventory_adjustments').values(row).execute();
  if (system !== 'none') {
    // Owed in the adjustment's own transaction, as a sale's report is: nothing recorded goes unreported.
    await trx.insertInto('adjustment_reports').values({
      adjustment_id: id, company_id: companyId, system, status: 'waiting', package_label: item.package_label,
      next_attempt_at: now, updated_at: now,
    }).execute();
  }
  // Registers see the new quantity in their next delta pull.
  recorder.notify('update', 'InventoryItem', item.id);
  recorder.audit({ resource: 'inventory_adjustment', action: 'create', id, details: { inventory_item_id: item.id, quantity: input.quantity.value, reason, kind } });
  return row;
}

const belowZero = (onHand: number) => new ApiError(422, {
  errors: { quantity: [`would take the item's stock below zero (${quantityObject(onHand, 0).value} on hand)`] },
});

/**
 * The place row an adjustment moves: the one named, else the item's For Sale row, else any row
 * that holds the item. `rowId` null: the item has no row at the place yet (one is opened).
 */
async function placeRowOf(db: Db, companyId: string, itemId: string, placeId: string | null): Promise<{ rowId: string | null; placeId: string } | undefined> {
  if (placeId !== null) {
    const place = await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', '=', placeId).where('deleted_at', 'is', null).executeTakeFirst();
    if (place === undefined) return undefined;
    const row = await db.selectFrom('inventory_item_places').select('id').where('company_id', '=', companyId)
      .where('inventory_item_id', '=', itemId).where('place_id', '=', placeId).executeTakeFirst();
    return { rowId: row?.id ?? null, placeId };
  }
  const floor = await db.selectFrom('inventory_item_places').select(['id', 'place_id']).where('id', '=', floorRowOf(db, companyId, itemId)).executeTakeFirst();
  if (floor !== undefined) return { rowId: floor.id, placeId: floor.place_id };
  const fullest = await db.selectFrom('inventory_item_places').select(['id', 'place_id']).where('company_id', '=', companyId).where('inventory_item_id', '=', itemId)
    .orderBy('quantity_milli', 'desc').orderBy('id').executeTakeFirst();
  return fullest === undefined ? undefined : { rowId: fullest.id, placeId: fullest.place_id };
}
