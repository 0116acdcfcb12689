import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PriceField } from '../../../shared/api/back-office.ts';
import { formatQuantity } from '../../../shared/quantity.ts';
import type { Session } from '../../auth/session.ts';
import type { Engine } from '../../db/connect.ts';
import { bumpCatalogRevision } from '../../db/catalog-revision.ts';
import type { Database, InventoryItemTable, ProductTable } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { newProductRow } from '../back-office/product-row.ts';
import { insertMany } from './insert-many.ts';
import type { Mapped } from './map.ts';
import { readMoney, readPercent, readQuantity, readText, readUnit, type Read } from './normalize.ts';
import { RowProblems, type ImportPlan, type PlannedRow } from './plan.ts';
import { updateByKey, type CellValue, type KeyedChange } from './update-by-key.ts';

/** A row of a products file, read and checked. Absent: the cell was blank or its column not mapped. */
interface ProductRow {
  sku: string; name?: string; productTypeId?: string; cannabis: boolean;
  prices: Partial<Record<PriceField, number>>;
  quantityMilli?: number; unit?: number; weightMilli?: number; packageLabel?: string; unitCost?: number;
  /** Where its stock is: the place the row names, or (no place named) the first For Sale place; `placeNamed` false keeps an existing item where it is. */
  placeId: string; placeNamed: boolean;
  thc?: string; cbd?: string;
}

interface ExistingItem { id: string; product_id: string | null; quantity_milli: number }

const PRICE_FIELDS: readonly PriceField[] = ['sell_price', 'patient_sell_price', 'member_sell_price'];
const key = (text: string) => text.trim().toLowerCase();

/**
 * A products file with its stock: each row a product and the inventory item it is sold from,
 * keyed by the item's SKU. A SKU new to the location makes a product (as POST /products makes it)
 * and its item with the quantity in stock (as POST /inventory_items does, in the place named, or
 * the first For Sale place); a SKU the location has updates that product's name, type and prices
 * (each price change kept in its history) and sets the item's stock to the file's quantity. The
 * checks are POST /products' (a price never below zero, a patient price only on a cannabis type),
 * so nothing imported can make a later sale fail to price.
 */
export async function planProducts(db: Kysely<Database>, session: Session, mapped: Mapped, engine: Engine): Promise<ImportPlan> {
  const { companyId } = session;
  const [types, places, items, held] = await Promise.all([
    db.selectFrom('product_types').select(['id', 'name', 'is_marijuana']).where('company_id', '=', companyId).execute(),
    db.selectFrom('places').select(['id', 'name', 'inventory_status', 'number']).where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('number').execute(),
    db.selectFrom('inventory_items').select(['id', 'sku', 'product_id', 'quantity_milli']).where('company_id', '=', companyId).execute(),
    db.selectFrom('inventory_item_places').select(['id', 'inventory_item_id']).where('company_id', '=', companyId).execute(),
  ]);
  const placesOfItem = new Map<string, string[]>();
  for (const row of held) placesOfItem.set(row.inventory_item_id, [...(placesOfItem.get(row.inventory_item_id) ?? []), row.id]);
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

    planned.push({ line, action: creating ? 'create' : 'update', values, problems: problems.list });
    if (problems.list.length === 0) {
      checked.push({
        existing,
        row: {
          sku, cannabis, prices, placeId: place?.id ?? '', placeNamed: placeName !== null,
          ...(name === undefined ? {} : { name }), ...(type === undefined ? {} : { productTypeId: type.id }),
          ...(quantityMilli === undefined ? {} : { quantityMilli }), ...(unit === undefined ? {} : { unit }),
          ...(weightMilli === undefined ? {} : { weightMilli }), ...(packageLabel === undefined ? {} : { packageLabel }),
          ...(unitCost === undefined ? {} : { unitCost }), ...(thc === undefined ? {} : { thc }), ...(cbd === undefined ? {} : { cbd }),
        },
      });
    }
  }

  return {
    rows: planned,
    write: async (trx, notify) => {
      const now = nowTimestamp();
      const changedBy = { changed_at: now, changed_by: session.user.id, changed_by_name: `${session.user.first_name} ${session.user.last_name}` };
      const newProducts: Array<Insertable<ProductTable>> = [];
      const newItems: Array<Insertable<InventoryItemTable>> = [];
      const newPlaces: Array<Insertable<Database['inventory_item_places']>> = [];
      const priceChanges: Array<Insertable<Database['price_changes']>> = [];
      const productChanges: KeyedChange[] = [];
      const itemChanges: KeyedChange[] = [];
      const placeChanges: KeyedChange[] = [];
      const regathered: string[] = [];
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
          });
          newProducts.push({
            ...product, ...lab, latest_sku: row.sku, quantity_milli: milli,
            patient_price_enabled: row.prices.patient_sell_price === undefined ? 0 : 1, member_price_enabled: row.prices.member_sell_price === undefined ? 0 : 1,
          });
          for (const field of PRICE_FIELDS) {
            const price = row.prices[field];
            if (price !== undefined) priceChanges.push({ id: randomUUID(), company_id: companyId, product_id: productId, field, old_price: null, new_price: price, ...changedBy });
          }
          newItems.push({
            id: itemId, company_id: companyId, product_id: productId, sku: row.sku, lot_number: '', quantity_milli: milli,
            weight: weight?.value ?? '0', purchase_price: row.unitCost ?? 0, sell_type: 0, sample: 0, transferred_out: 0,
            received_at: now, last_received_at: now, test_results_thc: row.thc ?? null, test_results_cbd: row.cbd ?? null,
            metadata: '{}', details: JSON.stringify({ medical: false, traceable: row.packageLabel !== undefined }), created_at: now, updated_at: now,
            package_label: row.packageLabel ?? null,
          });
          newPlaces.push({ id: randomUUID(), company_id: companyId, inventory_item_id: itemId, place_id: row.placeId, quantity_milli: milli });
          notify('create', 'InventoryItem', itemId);
          continue;
        }
        const productId = existing.product_id ?? '';
        const current = products.get(productId);
        if (current === undefined) continue;
        const set: Record<string, CellValue> = { updated_at: now };
        if (row.name !== undefined) set['name'] = row.name;
        if (row.productTypeId !== undefined) set['product_type_id'] = row.productTypeId;
        if (row.prices.sell_price !== undefined) Object.assign(set, { sell_price: row.prices.sell_price, base_price: row.prices.sell_price });
        if (row.prices.patient_sell_price !== undefined) Object.assign(set, { patient_sell_price: row.prices.patient_sell_price, patient_price_enabled: 1 });
        if (row.prices.member_sell_price !== undefined) Object.assign(set, { member_sell_price: row.prices.member_sell_price, member_price_enabled: 1 });
        if (row.unit !== undefined) set['unit_of_measure'] = row.unit;
        if (weight !== undefined) Object.assign(set, { weight_value: weight.value, weight_unit: weight.unit });
        if (row.thc !== undefined) Object.assign(set, { test_results_thc: row.thc, thc_number: Number(row.thc) });
        if (row.cbd !== undefined) Object.assign(set, { test_results_cbd: row.cbd, cbd_number: Number(row.cbd) });
        for (const field of PRICE_FIELDS) {
          const price = row.prices[field];
          const old = current[field];
          if (price !== undefined && price !== old) priceChanges.push({ id: randomUUID(), company_id: companyId, product_id: productId, field, old_price: old, new_price: price, ...changedBy });
        }
        // The file's quantity is the stock the store counted in its old POS: the item is set to it,
        // and the product's total (the sum of its items) moves by the difference.
        const difference = row.quantityMilli === undefined ? 0 : row.quantityMilli - existing.quantity_milli;
        productChanges.push({ key: productId, set, ...(difference === 0 ? {} : { add: { quantity_milli: difference } }) });
        const itemSet: Record<string, CellValue> = { updated_at: now };
        if (row.quantityMilli !== undefined) itemSet['quantity_milli'] = row.quantityMilli;
        if (row.packageLabel !== undefined) itemSet['package_label'] = row.packageLabel;
        if (row.unitCost !== undefined) itemSet['purchase_price'] = row.unitCost;
        if (row.thc !== undefined) itemSet['test_results_thc'] = row.thc;
        if (row.cbd !== undefined) itemSet['test_results_cbd'] = row.cbd;
        itemChanges.push({ key: existing.id, set: itemSet });
        // Its stock sits in the place the row names; with none named, in the one place it is in
        // (an item spread over several, or in none, is gathered into the first For Sale place).
        const heldIn = placesOfItem.get(existing.id) ?? [];
        const [only] = heldIn;
        if (row.quantityMilli !== undefined && (difference !== 0 || row.placeNamed)) {
          if (!row.placeNamed && only !== undefined && heldIn.length === 1) placeChanges.push({ key: only, set: { quantity_milli: row.quantityMilli } });
          else {
            regathered.push(existing.id);
            newPlaces.push({ id: randomUUID(), company_id: companyId, inventory_item_id: existing.id, place_id: row.placeId, quantity_milli: row.quantityMilli });
          }
        }
        notify('update', 'InventoryItem', existing.id);
      }
      await updateByKey(trx, engine, 'products', companyId, productChanges);
      await updateByKey(trx, engine, 'inventory_items', companyId, itemChanges);
      await updateByKey(trx, engine, 'inventory_item_places', companyId, placeChanges);
      for (let start = 0; start < regathered.length; start += 500) {
        await trx.deleteFrom('inventory_item_places').where('company_id', '=', companyId).where('inventory_item_id', 'in', regathered.slice(start, start + 500)).execute();
      }
      await insertMany(trx, engine, 'products', newProducts);
      await insertMany(trx, engine, 'inventory_items', newItems);
      await insertMany(trx, engine, 'inventory_item_places', newPlaces);
      await insertMany(trx, engine, 'price_changes', priceChanges);
      // Products with no item yet appear in catalog reads through the revision as well.
      await bumpCatalogRevision(trx, companyId);
    },
  };
}
