import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVENTORY_STATUS_FOR_SALE } from '../../../shared/api/catalog.ts';
import { parseQuantity } from '../../../shared/quantity.ts';
import type { ManualReceiptInput } from '../../../shared/api/stock-moves.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { managerChange } from '../back-office/change.ts';
import { isUniqueViolation } from '../idempotency/request-hash.ts';

/**
 * Receiving from a supplier's manifest where the state has no API (Washington: the licensee reports
 * what it received in CCRS's InventoryTransfer file, which reads `inventory_receipts`). Each line
 * becomes an inventory item (sku and lot number its external identifier, so CCRS's
 * `ExternalIdentifier`s match across files) in one transaction with its push notifications and audit
 * entries. The manifest's id makes it idempotent: a manifest received before is answered, not
 * received again (the unique external identifier per manifest decides under concurrency).
 */
export async function receiveManifest(db: Kysely<Database>, session: Session, input: ManualReceiptInput['inventory_receipt']) {
  const companyId = session.companyId;
  const before = await db.selectFrom('inventory_receipts').selectAll().where('company_id', '=', companyId).where('transfer_id', '=', input.id).execute();
  if (before.length > 0) return { receipts: before, created: false };
  const errors = new FieldErrorCollector();
  const floor = await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('inventory_status', '=', INVENTORY_STATUS_FOR_SALE)
    .where('deleted_at', 'is', null).orderBy('number').executeTakeFirst();
  const plans: Array<{ productId: string; placeId: string; milli: number; unit: number; external: string; unitCost: number | null }> = [];
  const seen = new Set<string>();
  for (const [index, line] of input.lines.entries()) {
    const at = (field: string) => `lines[${index}].${field}`;
    const external = line.external_identifier.trim();
    if (external === '') errors.add(at('external_identifier'), "can't be blank");
    else if (seen.has(external)) errors.add(at('external_identifier'), 'is on the manifest twice');
    seen.add(external);
    const product = await db.selectFrom('products').select(['id', 'unit_of_measure']).where('company_id', '=', companyId).where('id', '=', line.product_id).executeTakeFirst();
    if (product === undefined) errors.add(at('product_id'), 'must be a product of this location');
    else if (line.quantity.unit !== product.unit_of_measure) errors.add(at('quantity.unit'), `must be the product's unit of measure (${product.unit_of_measure})`);
    const milli = parseQuantity(line.quantity.value);
    if (milli === null || milli <= 0) errors.add(at('quantity.value'), 'must be more than zero, with at most three decimals');
    const place = line.place_id == null ? floor
      : await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', '=', line.place_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (place === undefined) errors.add(at('place_id'), line.place_id == null ? 'is needed: the location has no For Sale place' : 'is not a place of this location');
    const taken = external === '' ? undefined : await db.selectFrom('inventory_items').select('id').where('company_id', '=', companyId).where('sku', '=', external).executeTakeFirst();
    if (taken !== undefined) errors.add(at('external_identifier'), 'is already the sku of an inventory item');
    if (product !== undefined && place !== undefined && milli !== null) {
      plans.push({ productId: product.id, placeId: place.id, milli, unit: product.unit_of_measure, external, unitCost: line.unit_cost ?? null });
    }
  }
  errors.throwIfAny();
  try {
    await managerChange(db, session, async (trx, record) => {
      const now = nowTimestamp();
      for (const plan of plans) {
        const itemId = randomUUID();
        await trx.insertInto('inventory_items').values({
          id: itemId, company_id: companyId, product_id: plan.productId, sku: plan.external, lot_number: plan.external, quantity_milli: plan.milli,
          weight: '0', purchase_price: plan.unitCost ?? 0, sell_type: 0, sample: 0, transferred_out: 0, received_at: now, last_received_at: now,
          test_results_thc: null, test_results_cbd: null, metadata: '{}', details: JSON.stringify({ medical: false, traceable: true }),
          created_at: now, updated_at: now, package_label: null,
        }).execute();
        await trx.insertInto('inventory_item_places').values({ id: randomUUID(), company_id: companyId, inventory_item_id: itemId, place_id: plan.placeId, quantity_milli: plan.milli }).execute();
        await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', plan.milli), latest_sku: plan.external, updated_at: now }))
          .where('id', '=', plan.productId).execute();
        await trx.insertInto('inventory_receipts').values({
          id: randomUUID(), company_id: companyId, transfer_id: input.id, manifest_number: input.manifest_number.trim(), shipper_license_number: input.shipper_license_number.trim(),
          package_label: null, external_identifier: plan.external, product_id: plan.productId, inventory_item_id: itemId, quantity_milli: plan.milli,
          unit: String(plan.unit), unit_cost: plan.unitCost, accepted: 1, rejection_reason: null, employee_id: session.user.id, received_at: now, created_at: now,
        }).execute();
        record.notify('create', 'InventoryItem', itemId);
        record.audit({ resource: 'inventory_receipt', action: 'create', id: `${input.id}/${plan.external}`, details: { accepted: true, inventory_item_id: itemId, quantity: plan.milli / 1000 } });
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const receipts = await db.selectFrom('inventory_receipts').selectAll().where('company_id', '=', companyId).where('transfer_id', '=', input.id).execute();
  return { receipts, created: true };
}
