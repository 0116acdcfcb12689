import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PriceField } from '../../../shared/api/back-office.ts';
import { formatQuantity, quantityObject } from '../../../shared/quantity.ts';
import type { Session } from '../../auth/session.ts';
import type { Engine } from '../../db/connect.ts';
import { bumpCatalogRevision } from '../../db/catalog-revision.ts';
import type { Database, InventoryItemTable, ProductTable } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { newProductRow } from '../back-office/product-row.ts';
import { adjustInTransaction } from '../stock-moves/adjustments.ts';
import { insertMany } from './insert-many.ts';
import type { Mapped } from './map.ts';
import { readMoney, readPercent, readQuantity, readText, readUnit, type Read } from './normalize.ts';
import { RowProblems, type ImportPlan, type PlanOptions, type PlannedRow } from './plan.ts';
import { adjustmentNote } from './stock-adjustment.ts';
import { updateByKey, type CellValue, type KeyedChange } from './update-by-key.ts';

/** A row of a products file, read and checked. Absent: the cell was blank or its column not mapped. */
interface ProductRow {
  sku: string; name?: string; productTypeId?: string; cannabis: boolean;
  prices: Partial<Record<PriceField, number>>;
  quantityMilli?: number; unit?: number; weightMilli?: number; packageLabel?: string; unitCost?: number;
  /** Where its stock is: the place the row names, or (no place named) the first For Sale place; `placeNamed` false keeps an existing item where it is. */
  placeId: string; placeNamed: boolean;
  thc?: string; cbd?: string;
  brandId?: string; strainId?: string;
  line: number;
}

interface ExistingItem {
  id: string; product_id: string | null; quantity_milli: number;
  package_label: string | null; purchase_price: number; test_results_thc: string | null; test_results_cbd: string | null;
}

/** Names a location has, for a problem's words: the first ten, then how many more. */
const namesOf = (rows: ReadonlyArray<{ name: string }>) =>
  rows.length === 0 ? 'none yet' : rows.length <= 10 ? rows.map((row) => row.name).join(', ') : `${rows.slice(0, 10).map((row) => row.name).join(', ')} and ${rows.length - 10} more`;

/** A signed quantity as the preview says it: "+2", "-0.5". */
const signed = (milli: number) => `${milli > 0 ? '+' : ''}${formatQuantity(milli)}`;

const PRICE_FIELDS: readonly PriceField[] = ['sell_price', 'patient_sell_price', 'member_sell_price'];
const key = (text: string) => text.trim().toLowerCase();

/**
 * A products file with its stock: each row a product and the inventory item it is sold from,
 * keyed by the item's SKU. A SKU new to the location makes a product (as POST /products makes it)
 * and its item with the quantity in stock (as POST /inventory_items does, in the place named, or
 * the first For Sale place); a SKU the location has updates that product's name, type and prices
 * (each price change kept in its history), brand and strain (named as the location names them), and
 * brings the item's stock to the file's quantity by an inventory adjustment — the state hears of it
 * as of any adjustment, with the reason the manager chose. The checks are POST /products' (a price
 * never below zero, a patient price only on a cannabis type), so nothing imported can make a later
 * sale fail to price.
 */
export async function planProducts(db: Kysely<Database>, session: Session, mapped: Mapped, engine: Engine, { stockAdjustment }: PlanOptions): Promise<ImportPlan> {
  const { companyId } = session;
  const [types, places, items, brands, strains] = await Promise.all([
    db.selectFrom('product_types').select(['id', 'name', 'is_marijuana']).where('company_id', '=', companyId).execute(),
    db.selectFrom('places').select(['id', 'name', 'inventory_status', 'number']).where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('number').execute(),
    db.selectFrom('inventory_items').select(['id', 'sku', 'product_id', 'quantity_milli', 'package_label', 'purchase_price', 'test_results_thc', 'test_results_cbd'])
      .where('company_id', '=', companyId).execute(),
    db.selectFrom('brands').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').execute(),
    db.selectFrom('strains').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').execute(),
  ]);
  const brandByName = new Map(brands.map((brand) => [key(brand.name), brand]));
  const strainByName = new Map(strains.map((strain) => [key(strain.name), strain]));
  const typeByName = new Map(types.map((type) => [key(type.name), type]));
  const placeByName = new Map(places.map((place) => [key(place.name), place]));
  const firstForSale = places.find((place) => place.inventory_status === 0);
  const itemBySku = new Map<string, ExistingItem>(items.map((item) => [item.sku, item]));
  const productIds = [...new Set(items.flatMap((item) => (item.product_id === null ? [] : [item.product_id])))];
  const products = new Map<string, Selectable<ProductTable>>();
  for (let start = 0; start < productIds.length; start += 500) {
    const rows = await db.selectFrom('products').selectAll().where('company_id', '=', companyId).where('id', 'in', productIds.slice(start, start + 500)).execute();
    for (const row of rows) products.set(row.id, row);
  }
  const typeById = new Map(types.map((type) => [type.id, type]));

  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  const checked: Array<{ row: ProductRow; existing: ExistingItem | undefined }> = [];
  for (const { line, values } of mapped.rows) {
    const problems = new RowProblems(line, mapped.columnOf);
    const take = <T>(field: string, reader: (text: string) => Read<T>): T | undefined => {
      const text = readText(values[field]);
      if (text === null) return undefined;
      const read = reader(text);
      if (!read.ok) { problems.add(field, read.reason); return undefined; }
      return read.value;
    };
    const sku = readText(values['sku']) ?? '';
    const existing = sku === '' ? undefined : itemBySku.get(sku);
    const current = existing?.product_id == null ? undefined : products.get(existing.product_id);
    const creating = existing === undefined;
    if (sku === '') problems.add('sku', "can't be blank");
    else if (sku.length > 255) problems.add('sku', 'is longer than 255 characters');
    else if (seen.has(sku)) problems.add('sku', `repeats the SKU of line ${seen.get(sku) ?? ''}: each SKU once per file`);
    else seen.set(sku, line);
    if (existing !== undefined && current === undefined) problems.add('sku', 'belongs to an item with no product: it cannot be imported over');

    const name = readText(values['name']) ?? undefined;
    if (creating && name === undefined) problems.add('name', "can't be blank");
    if (name !== undefined && name.length > 255) problems.add('name', 'is longer than 255 characters');
    const typeName = readText(values['product_type']);
    const type = typeName === null ? (current?.product_type_id == null ? undefined : typeById.get(current.product_type_id)) : typeByName.get(key(typeName));
    if (typeName !== null && type === undefined) problems.add('product_type', `is not a product type of this location: "${typeName}" (its types: ${types.map((known) => known.name).join(', ')})`);
    else if (creating && typeName === null) problems.add('product_type', "can't be blank: name one of the location's product types");
    const prices: Partial<Record<PriceField, number>> = {};
    for (const field of PRICE_FIELDS) {
      const cents = take(field, readMoney);
      if (cents === undefined) continue;
      if (cents < 0) problems.add(field, 'must be zero or more');
      else prices[field] = cents;
    }
    if (creating && readText(values['sell_price']) === null) problems.add('sell_price', "can't be blank");
    // Only cannabis has a patient price (as POST /products refuses one on any other type).
    const cannabis = type?.is_marijuana === 1;
    const patientPrice = prices.patient_sell_price ?? current?.patient_sell_price ?? null;
    if (type !== undefined && !cannabis && patientPrice !== null) {
      problems.add('patient_sell_price', `must be empty: ${type.name} is not a cannabis product type, and only cannabis has a patient price`);
    }
    const quantityMilli = take('quantity', readQuantity);
    if (quantityMilli !== undefined && quantityMilli < 0) problems.add('quantity', 'must be zero or more');
    if (creating && readText(values['quantity']) === null) problems.add('quantity', "can't be blank: the stock of a new SKU (0 for none)");
    const unit = take('unit', readUnit);
    const weightMilli = take('weight', readQuantity);
    if (weightMilli !== undefined && weightMilli < 0) problems.add('weight', 'must be zero or more');
    const packageLabel = readText(values['package_label']) ?? undefined;
    if (packageLabel !== undefined && packageLabel.length > 255) problems.add('package_label', 'is longer than 255 characters');
    const placeName = readText(values['place']);
    const place = placeName === null ? firstForSale : placeByName.get(key(placeName));
    if (placeName !== null && place === undefined) problems.add('place', `is not a place of this location: "${placeName}" (its places: ${places.map((known) => known.name).join(', ')})`);
    else if (place === undefined && creating) problems.add('place', 'is needed: the location has no For Sale place');
    const unitCost = take('unit_cost', readMoney);
    if (unitCost !== undefined && unitCost < 0) problems.add('unit_cost', 'must be zero or more');
    const thc = take('test_results_thc', readPercent);
    const cbd = take('test_results_cbd', readPercent);
    // A brand or strain is named as the location names it (any case); an unknown name is the row's problem, never made silently.
    const brandName = readText(values['brand']);
    const brand = brandName === null ? undefined : brandByName.get(key(brandName));
    if (brandName !== null && brand === undefined) problems.add('brand', `is not a brand of this location: "${brandName}" (its brands: ${namesOf(brands)}); add it in the catalog first`);
    const strainName = readText(values['strain']);
    const strain = strainName === null ? undefined : strainByName.get(key(strainName));
    if (strainName !== null && strain === undefined) problems.add('strain', `is not a strain of this location: "${strainName}" (its strains: ${namesOf(strains)}); add it in the catalog first`);

    // An existing item's stock moves by an adjustment the state hears of: the preview says by how much and with which reason.
    const stockMilli = quantityMilli !== undefined && quantityMilli >= 0 && existing !== undefined ? quantityMilli - existing.quantity_milli : 0;
    const unitAfter = unit ?? current?.unit_of_measure ?? 0;
    const stockChange = stockMilli === 0 ? null : { quantity: quantityObject(stockMilli, unitAfter), reason: stockAdjustment.reason, system: stockAdjustment.system };
    if (stockChange !== null && stockAdjustment.missing !== null) problems.add('quantity', `changes the stock by ${signed(stockMilli)}, an adjustment the state hears of with a reason: ${stockAdjustment.missing}`);

    planned.push({ line, action: creating ? 'create' : 'update', values, problems: problems.list, ...(creating ? {} : { stock_change: stockChange }) });
    if (problems.list.length === 0) {
      checked.push({
        existing,
        row: {
          sku, cannabis, prices, placeId: place?.id ?? '', placeNamed: placeName !== null, line,
          ...(name === undefined ? {} : { name }), ...(type === undefined ? {} : { productTypeId: type.id }),
          ...(quantityMilli === undefined ? {} : { quantityMilli }), ...(unit === undefined ? {} : { unit }),
          ...(weightMilli === undefined ? {} : { weightMilli }), ...(packageLabel === undefined ? {} : { packageLabel }),
          ...(unitCost === undefined ? {} : { unitCost }), ...(thc === undefined ? {} : { thc }), ...(cbd === undefined ? {} : { cbd }),
          ...(brand === undefined ? {} : { brandId: brand.id }), ...(strain === undefined ? {} : { strainId: strain.id }),
        },
      });
    }
  }

  return {
    rows: planned,
    write: async (trx, recorder) => {
      const now = nowTimestamp();
      const changedBy = { changed_at: now, changed_by: session.user.id, changed_by_name: `${session.user.first_name} ${session.user.last_name}` };
      const newProducts: Array<Insertable<ProductTable>> = [];
      const newItems: Array<Insertable<InventoryItemTable>> = [];
      const newPlaces: Array<Insertable<Database['inventory_item_places']>> = [];
      const priceChanges: Array<Insertable<Database['price_changes']>> = [];
      const productChanges: KeyedChange[] = [];
      const itemChanges: KeyedChange[] = [];
      const stockCounts: StockCount[] = [];
      const auditLater = new Map<string, { productId: string; line: number; sku: string; changed: Set<string> }>();
      for (const { row, existing } of checked) {
        const weight = row.weightMilli === undefined ? undefined : { value: formatQuantity(row.weightMilli), unit: 0 };
        const lab = {
          ...(row.thc === undefined ? {} : { test_results_thc: row.thc, thc_number: Number(row.thc) }),
          ...(row.cbd === undefined ? {} : { test_results_cbd: row.cbd, cbd_number: Number(row.cbd) }),
        };
        if (existing === undefined) {
          const productId = randomUUID();
          const itemId = randomUUID();
          const milli = row.quantityMilli ?? 0;
          const product = newProductRow(companyId, productId, now, {
            name: row.name ?? row.sku, product_type_id: row.productTypeId ?? '', sell_price: row.prices.sell_price ?? 0,
            patient_sell_price: row.prices.patient_sell_price, member_sell_price: row.prices.member_sell_price, unit_of_measure: row.unit, weight,
            brand_id: row.brandId, strain_id: row.strainId,
          });
          newProducts.push({
            ...product, ...lab, latest_sku: row.sku, quantity_milli: milli,
            patient_price_enabled: row.prices.patient_sell_price === undefined ? 0 : 1, member_price_enabled: row.prices.member_sell_price === undefined ? 0 : 1,
          });
          for (const field of PRICE_FIELDS) {
            const price = row.prices[field];
            if (price !== undefined) priceChanges.push({ id: randomUUID(), company_id: companyId, product_id: productId, field, old_price: null, new_price: price, ...changedBy });
          }
          // A new item's stock is opening stock (received, as POST /inventory_items records it), not an adjustment.
          newItems.push({
            id: itemId, company_id: companyId, product_id: productId, sku: row.sku, lot_number: '', quantity_milli: milli,
            weight: weight?.value ?? '0', purchase_price: row.unitCost ?? 0, sell_type: 0, sample: 0, transferred_out: 0,
            received_at: now, last_received_at: now, test_results_thc: row.thc ?? null, test_results_cbd: row.cbd ?? null,
            metadata: '{}', details: JSON.stringify({ medical: false, traceable: row.packageLabel !== undefined }), created_at: now, updated_at: now,
            package_label: row.packageLabel ?? null,
          });
          newPlaces.push({ id: randomUUID(), company_id: companyId, inventory_item_id: itemId, place_id: row.placeId, quantity_milli: milli });
          recorder.notify('create', 'InventoryItem', itemId);
          recorder.audit({ resource: 'product', action: 'create', id: productId, details: { line: row.line, sku: row.sku, inventory_item_id: itemId, quantity: formatQuantity(milli) } });
          continue;
        }
        const productId = existing.product_id ?? '';
        const current = products.get(productId);
        if (current === undefined) continue;
        const set: Record<string, CellValue> = { updated_at: now };
        const changed = new Set<string>();
        const change = (column: string, value: CellValue, old: CellValue | null, field = column) => {
          set[column] = value;
          if (value !== old) changed.add(field);
        };
        if (row.name !== undefined) change('name', row.name, current.name);
        if (row.productTypeId !== undefined) change('product_type_id', row.productTypeId, current.product_type_id, 'product_type');
        if (row.prices.sell_price !== undefined) { change('sell_price', row.prices.sell_price, current.sell_price); set['base_price'] = row.prices.sell_price; }
        if (row.prices.patient_sell_price !== undefined) { change('patient_sell_price', row.prices.patient_sell_price, current.patient_sell_price); set['patient_price_enabled'] = 1; }
        if (row.prices.member_sell_price !== undefined) { change('member_sell_price', row.prices.member_sell_price, current.member_sell_price); set['member_price_enabled'] = 1; }
        if (row.unit !== undefined) change('unit_of_measure', row.unit, current.unit_of_measure, 'unit');
        if (weight !== undefined) { change('weight_value', weight.value, current.weight_value, 'weight'); set['weight_unit'] = weight.unit; }
        if (row.thc !== undefined) { change('test_results_thc', row.thc, current.test_results_thc); set['thc_number'] = Number(row.thc); }
        if (row.cbd !== undefined) { change('test_results_cbd', row.cbd, current.test_results_cbd); set['cbd_number'] = Number(row.cbd); }
        if (row.brandId !== undefined) change('brand_id', row.brandId, current.brand_id, 'brand');
        if (row.strainId !== undefined) change('strain_id', row.strainId, current.strain_id, 'strain');
        for (const field of PRICE_FIELDS) {
          const price = row.prices[field];
          const old = current[field];
          if (price !== undefined && price !== old) priceChanges.push({ id: randomUUID(), company_id: companyId, product_id: productId, field, old_price: old, new_price: price, ...changedBy });
        }
        productChanges.push({ key: productId, set });
        const itemSet: Record<string, CellValue> = { updated_at: now };
        const changeItem = (column: string, value: CellValue, old: CellValue | null, field: string) => {
          itemSet[column] = value;
          if (value !== old) changed.add(field);
        };
        if (row.packageLabel !== undefined) changeItem('package_label', row.packageLabel, existing.package_label, 'package_label');
        if (row.unitCost !== undefined) changeItem('purchase_price', row.unitCost, existing.purchase_price, 'unit_cost');
        if (row.thc !== undefined) changeItem('test_results_thc', row.thc, existing.test_results_thc, 'test_results_thc');
        if (row.cbd !== undefined) changeItem('test_results_cbd', row.cbd, existing.test_results_cbd, 'test_results_cbd');
        itemChanges.push({ key: existing.id, set: itemSet });
        if (row.quantityMilli !== undefined) {
          stockCounts.push({ itemId: existing.id, productId, line: row.line, milli: row.quantityMilli, unit: row.unit ?? current.unit_of_measure, placeId: row.placeId, placeNamed: row.placeNamed, changed });
        }
        recorder.notify('update', 'InventoryItem', existing.id);
        // The stock's change is audited by its adjustment; this entry is what else the row changed of the product and item.
        if (changed.size > 0 || row.placeNamed) auditLater.set(existing.id, { productId, line: row.line, sku: row.sku, changed });
      }
      await updateByKey(trx, engine, 'products', companyId, productChanges);
      await updateByKey(trx, engine, 'inventory_items', companyId, itemChanges);
      await insertMany(trx, engine, 'products', newProducts);
      await insertMany(trx, engine, 'inventory_items', newItems);
      await insertMany(trx, engine, 'inventory_item_places', newPlaces);
      await insertMany(trx, engine, 'price_changes', priceChanges);
      await countStock(trx, stockCounts);
      for (const [itemId, entry] of auditLater) {
        if (entry.changed.size === 0) continue;
        recorder.audit({ resource: 'product', action: 'update', id: entry.productId, details: { line: entry.line, sku: entry.sku, inventory_item_id: itemId, fields: [...entry.changed].sort() } });
      }
      // Products with no item yet appear in catalog reads through the revision as well.
      await bumpCatalogRevision(trx, companyId);

      /**
       * Brings each item's stock to the file's quantity (what the store counted in its old POS), read
       * against the stock it holds now in this transaction (a sale since the preview counts too): its
       * stock is first gathered at the place the row names (with none named, the one place it is in,
       * or the first For Sale place) — a move inside the store, which the state does not track — then
       * the difference is an adjustment, recorded by the adjustments module as POST
       * /inventory_adjustments records it (item, product and place, the report owed, the audit entry).
       */
      async function countStock(db: typeof trx, counts: readonly StockCount[]): Promise<void> {
        const onHand = new Map<string, number>();
        const placesOf = new Map<string, Array<{ id: string; place_id: string; quantity_milli: number }>>();
        for (let start = 0; start < counts.length; start += 500) {
          const ids = counts.slice(start, start + 500).map((count) => count.itemId);
          for (const item of await db.selectFrom('inventory_items').select(['id', 'quantity_milli']).where('company_id', '=', companyId).where('id', 'in', ids).execute()) onHand.set(item.id, item.quantity_milli);
          for (const held of await db.selectFrom('inventory_item_places').select(['id', 'inventory_item_id', 'place_id', 'quantity_milli']).where('company_id', '=', companyId).where('inventory_item_id', 'in', ids).orderBy('id').execute()) {
            placesOf.set(held.inventory_item_id, [...(placesOf.get(held.inventory_item_id) ?? []), held]);
          }
        }
        const gathered: string[] = [];
        const gatheredPlaces: Array<Insertable<Database['inventory_item_places']>> = [];
        const adjustments: Array<{ count: StockCount; milli: number; placeId: string | null }> = [];
        for (const count of counts) {
          const before = onHand.get(count.itemId) ?? 0;
          const difference = count.milli - before;
          const held = placesOf.get(count.itemId) ?? [];
          if (difference === 0 && !count.placeNamed) continue;
          const [only] = held;
          const target = count.placeNamed || only === undefined || held.length > 1 ? count.placeId : only.place_id;
          if (target !== '' && !(only !== undefined && held.length === 1 && only.place_id === target && only.quantity_milli === before)) {
            gathered.push(count.itemId);
            gatheredPlaces.push({ id: randomUUID(), company_id: companyId, inventory_item_id: count.itemId, place_id: target, quantity_milli: before });
            if (count.placeNamed) count.changed.add('place');
          }
          if (difference !== 0) adjustments.push({ count, milli: difference, placeId: target === '' ? null : target });
        }
        for (let start = 0; start < gathered.length; start += 500) {
          await db.deleteFrom('inventory_item_places').where('company_id', '=', companyId).where('inventory_item_id', 'in', gathered.slice(start, start + 500)).execute();
        }
        await insertMany(db, engine, 'inventory_item_places', gatheredPlaces);
        const reason = stockAdjustment.reason;
        if (adjustments.length > 0 && reason === null) throw new Error('a products import changes stock with no reason chosen: its rows should have been refused');
        for (const { count, milli, placeId } of adjustments) {
          await adjustInTransaction(db, recorder, {
            inventory_item_id: count.itemId, quantity: quantityObject(milli, count.unit), reason: reason ?? '', note: adjustmentNote(stockAdjustment, count.line),
            kind: 'count_correction', place_id: placeId,
          }, { session, reasons: stockAdjustment.reasons });
        }
      }
    },
  };
}

/** An existing item's counted stock from one row, to bring the item to. */
interface StockCount { itemId: string; productId: string; line: number; milli: number; unit: number; placeId: string; placeNamed: boolean; changed: Set<string> }
