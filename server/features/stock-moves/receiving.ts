import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WeightUnit } from '../../../shared/api/common.ts';
import { INVENTORY_STATUS_FOR_SALE } from '../../../shared/api/catalog.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import type { ReceiptInput } from '../../../shared/api/stock-moves.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { managerChange } from '../back-office/change.ts';
import { isUniqueViolation } from '../idempotency/request-hash.ts';
import type { MetrcAccess } from '../state-reporting/metrc-client.ts';
import { readAllPages, type PageLimits } from '../state-reporting/metrc-pages.ts';
import { METRC_UNITS } from '../state-reporting/receipt.ts';

/**
 * Receiving from Metrc. Metrc's API documents how to read a licence's incoming transfers
 * (`GET /transfers/v2/incoming`, `GET /transfers/v2/{id}/deliveries`,
 * `GET /transfers/v2/deliveries/{id}/packages`: Metrc's API documentation, "Transfers") but no call
 * that accepts or rejects one: the licensee does that in Metrc's own screens. So a package is
 * received here only once Metrc lists it among the licence's active packages
 * (`GET /packages/v2/active`), with the quantity Metrc holds for it; until then it "waits in Metrc".
 * A rejection is recorded here with its reason (the licensee rejects it in Metrc too).
 */

interface DeliveryPackage { PackageLabel?: unknown; ProductName?: unknown; ShippedQuantity?: unknown; ShippedUnitOfMeasureName?: unknown; ShipmentPackageState?: unknown }
interface MetrcActivePackage { Label?: unknown; Quantity?: unknown; UnitOfMeasureName?: unknown }
interface MetrcIncoming { Id?: unknown; ManifestNumber?: unknown; ShipperFacilityLicenseNumber?: unknown }

const UNIT_OF: ReadonlyMap<string, number> = new Map(Object.entries(METRC_UNITS).map(([unit, name]) => [name, Number(unit)]));
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const milliOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 1000) : 0);

export interface TransferPackage { label: string; product_name: string; quantity_milli: number; unit: number | null; metrc_state: string }
export interface Transfer { id: string; manifest_number: string; shipper_license_number: string; packages: TransferPackage[] }

async function packagesOf(access: MetrcAccess, transferId: string, limits: PageLimits): Promise<TransferPackage[]> {
  const deliveries = await readAllPages<{ Id?: unknown }>(access, (page) => `/transfers/v2/${encodeURIComponent(transferId)}/deliveries?pageNumber=${page}&pageSize=20`, limits);
  const packages: TransferPackage[] = [];
  for (const delivery of deliveries) {
    const rows = await readAllPages<DeliveryPackage>(access, (page) => `/transfers/v2/deliveries/${encodeURIComponent(text(delivery.Id))}/packages?pageNumber=${page}&pageSize=20`, limits);
    for (const row of rows) {
      packages.push({ label: text(row.PackageLabel), product_name: text(row.ProductName), quantity_milli: milliOf(row.ShippedQuantity),
        unit: UNIT_OF.get(text(row.ShippedUnitOfMeasureName)) ?? null, metrc_state: text(row.ShipmentPackageState) });
    }
  }
  return packages;
}

/** The licence's active packages by label: what Metrc holds once a package is accepted. */
async function activePackages(access: MetrcAccess, limits: PageLimits): Promise<Map<string, { quantity_milli: number; unit: number | null }>> {
  const rows = await readAllPages<MetrcActivePackage>(access, (page) => `/packages/v2/active?pageNumber=${page}&pageSize=20`, limits);
  return new Map(rows.map((r) => [text(r.Label), { quantity_milli: milliOf(r.Quantity), unit: UNIT_OF.get(text(r.UnitOfMeasureName)) ?? null }]));
}

async function receiptsOf(db: Kysely<Database>, companyId: string, transferId: string) {
  return db.selectFrom('inventory_receipts').selectAll().where('company_id', '=', companyId).where('transfer_id', '=', transferId).execute();
}

/** The licence's incoming transfers with each package's status here and in Metrc. */
export async function listIncomingTransfers(db: Kysely<Database>, companyId: string, access: MetrcAccess, limits: PageLimits) {
  const incoming = await readAllPages<MetrcIncoming>(access, (page) => `/transfers/v2/incoming?pageNumber=${page}&pageSize=20`, limits);
  const active = await activePackages(access, limits);
  const transfers = [];
  for (const transfer of incoming) {
    const id = text(transfer.Id);
    const [packages, receipts] = await Promise.all([packagesOf(access, id, limits), receiptsOf(db, companyId, id)]);
    const receiptOf = new Map(receipts.map((r) => [r.package_label ?? '', r]));
    transfers.push({
      id, manifest_number: text(transfer.ManifestNumber), shipper_license_number: text(transfer.ShipperFacilityLicenseNumber),
      packages: packages.map((p) => {
        const receipt = receiptOf.get(p.label);
        const atMetrc = active.get(p.label);
        const status = receipt !== undefined ? (receipt.accepted === 1 ? 'received' as const : 'rejected' as const)
          : p.metrc_state === 'Rejected' ? 'rejected_in_metrc' as const : atMetrc !== undefined ? 'ready' as const : 'waiting_in_metrc' as const;
        const quantity = atMetrc ?? { quantity_milli: p.quantity_milli, unit: p.unit };
        return { label: p.label, product_name: p.product_name, quantity: quantityObject(quantity.quantity_milli, quantity.unit ?? WeightUnit.unit), status,
          inventory_item_id: receipt?.inventory_item_id ?? null };
      }),
    });
  }
  return transfers;
}

/**
 * Receives a transfer's packages in one transaction with its push notifications and audit
 * entries: each accepted package becomes an inventory item holding Metrc's quantity at the place
 * given (or the first For Sale place); a package received before is not received again (the
 * unique receipt per transfer and label decides, under concurrency too). 422 names each bad line.
 */
export async function receiveTransfer(db: Kysely<Database>, session: Session, access: MetrcAccess, limits: PageLimits, transferId: string, input: ReceiptInput['receipt']) {
  const companyId = session.companyId;
  const [packages, active, before] = await Promise.all([packagesOf(access, transferId, limits), activePackages(access, limits), receiptsOf(db, companyId, transferId)]);
  const done = new Set(before.map((r) => r.package_label));
  const manifest = await readAllPages<MetrcIncoming>(access, (page) => `/transfers/v2/incoming?pageNumber=${page}&pageSize=20`, limits)
    .then((rows) => rows.find((r) => text(r.Id) === transferId));
  const errors = new FieldErrorCollector();
  if (manifest === undefined) errors.add('id', 'is not an incoming transfer of the licence in Metrc');
  const floor = await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('inventory_status', '=', INVENTORY_STATUS_FOR_SALE)
    .where('deleted_at', 'is', null).orderBy('number').executeTakeFirst();
  // Read once for the whole transfer (a transfer may carry hundreds of packages).
  const productIds = [...new Set(input.packages.flatMap((p) => (p.product_id == null ? [] : [p.product_id])))];
  const placeIds = [...new Set(input.packages.flatMap((p) => (p.place_id == null ? [] : [p.place_id])))];
  const [products, places, holders] = await Promise.all([
    productIds.length === 0 ? [] : db.selectFrom('products').select(['id', 'unit_of_measure']).where('company_id', '=', companyId).where('id', 'in', productIds).execute(),
    placeIds.length === 0 ? [] : db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', 'in', placeIds).where('deleted_at', 'is', null).execute(),
    db.selectFrom('inventory_items').select('package_label').where('company_id', '=', companyId).where('package_label', 'in', input.packages.map((p) => p.label)).execute(),
  ]);
  const productOf = new Map(products.map((p) => [p.id, p]));
  const knownPlaces = new Set(places.map((p) => p.id));
  const heldLabels = new Set(holders.map((h) => h.package_label));
  const plans: Array<{ label: string; accepted: boolean; reason: string | null; productId: string | null; placeId: string | null; unitCost: number | null; milli: number; unit: number }> = [];
  const seen = new Set<string>();
  for (const [index, line] of input.packages.entries()) {
    const at = (field: string) => `packages[${index}].${field}`;
    const shipped = packages.find((p) => p.label === line.label);
    if (shipped === undefined) { errors.add(at('label'), 'is not a package of this transfer'); continue; }
    if (seen.has(line.label)) { errors.add(at('label'), 'is given twice'); continue; }
    seen.add(line.label);
    if (done.has(line.label)) continue;
    if (!line.accepted) {
      const reason = (line.rejection_reason ?? '').trim();
      if (reason === '') errors.add(at('rejection_reason'), "can't be blank for a rejected package");
      plans.push({ label: line.label, accepted: false, reason, productId: null, placeId: null, unitCost: null, milli: shipped.quantity_milli, unit: shipped.unit ?? WeightUnit.unit });
      continue;
    }
    const atMetrc = active.get(line.label);
    if (atMetrc === undefined) { errors.add(at('label'), 'waits for acceptance in Metrc: accept it there first, then receive it here'); continue; }
    const product = line.product_id == null ? undefined : productOf.get(line.product_id);
    if (product === undefined) { errors.add(at('product_id'), 'must be a product of this location'); continue; }
    if (atMetrc.unit !== product.unit_of_measure) errors.add(at('product_id'), `sells in another unit than the package's in Metrc`);
    const place = line.place_id == null ? floor : knownPlaces.has(line.place_id) ? { id: line.place_id } : undefined;
    if (place === undefined) errors.add(at('place_id'), line.place_id == null ? 'is needed: the location has no For Sale place' : 'is not a place of this location');
    if (heldLabels.has(line.label)) errors.add(at('label'), 'is already the package of an inventory item');
    plans.push({ label: line.label, accepted: true, reason: null, productId: product.id, placeId: place?.id ?? null, unitCost: line.unit_cost ?? null, milli: atMetrc.quantity_milli, unit: product.unit_of_measure });
  }
  errors.throwIfAny();
  try {
    await managerChange(db, session, async (trx, record) => {
      const now = nowTimestamp();
      // Written in a few statements for the whole transfer, not a few per package: one round trip each.
      const made = plans.map((plan) => ({ plan, itemId: plan.accepted && plan.productId !== null && plan.placeId !== null ? randomUUID() : null }));
      const items = made.flatMap(({ plan, itemId }) => (itemId === null || plan.productId === null || plan.placeId === null ? [] : [{ plan, itemId, productId: plan.productId, placeId: plan.placeId }]));
      if (items.length > 0) {
        await trx.insertInto('inventory_items').values(items.map(({ plan, itemId, productId }) => ({
          id: itemId, company_id: companyId, product_id: productId, sku: plan.label, lot_number: plan.label, quantity_milli: plan.milli,
          weight: '0', purchase_price: plan.unitCost ?? 0, sell_type: 0, sample: 0, transferred_out: 0, received_at: now, last_received_at: now,
          test_results_thc: null, test_results_cbd: null, metadata: '{}', details: JSON.stringify({ medical: false, traceable: true }),
          created_at: now, updated_at: now, package_label: plan.label,
        }))).execute();
        await trx.insertInto('inventory_item_places').values(items.map(({ plan, itemId, placeId }) => ({
          id: randomUUID(), company_id: companyId, inventory_item_id: itemId, place_id: placeId, quantity_milli: plan.milli,
        }))).execute();
        const byProduct = new Map<string, { milli: number; sku: string }>();
        for (const { plan, productId } of items) byProduct.set(productId, { milli: (byProduct.get(productId)?.milli ?? 0) + plan.milli, sku: plan.label });
        for (const [productId, { milli, sku }] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1))) {
          await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', milli), latest_sku: sku, updated_at: now }))
            .where('id', '=', productId).execute();
        }
        for (const { itemId } of items) record.notify('create', 'InventoryItem', itemId);
      }
      if (made.length > 0) {
        await trx.insertInto('inventory_receipts').values(made.map(({ plan, itemId }) => ({
          id: randomUUID(), company_id: companyId, transfer_id: transferId, manifest_number: text(manifest?.ManifestNumber),
          shipper_license_number: text(manifest?.ShipperFacilityLicenseNumber), package_label: plan.label, external_identifier: null,
          product_id: plan.productId, inventory_item_id: itemId, quantity_milli: plan.milli, unit: String(plan.unit), unit_cost: plan.unitCost,
          accepted: plan.accepted ? 1 : 0, rejection_reason: plan.reason, employee_id: session.user.id, received_at: now, created_at: now,
        }))).execute();
      }
      for (const { plan, itemId } of made) {
        record.audit({ resource: 'inventory_receipt', action: 'create', id: `${transferId}/${plan.label}`, details: { accepted: plan.accepted, inventory_item_id: itemId, quantity: plan.milli / 1000 } });
      }
    });
  } catch (error) {
    // Received at the same moment by another request: that one's receipt stands, and is answered.
    if (!isUniqueViolation(error)) throw error;
  }
  const receipts = await receiptsOf(db, companyId, transferId);
  const asked = new Set(input.packages.map((p) => p.label));
  return receipts.filter((r) => asked.has(r.package_label ?? ''));
}
