import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { Type } from 'typebox';
import type { PriceField } from '../../../shared/api/back-office.ts';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { parseQuantity } from '../../../shared/quantity.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Session } from '../../auth/session.ts';
import { bumpCatalogRevision } from '../../db/catalog-revision.ts';
import type { Database, ProductTable } from '../../db/schema.ts';
import { ApiError, FieldErrorCollector, notFound } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { presentInventoryItem } from '../inventory/present.ts';
import { findInventoryItems } from '../inventory/repository.ts';
import { presentProductType } from '../product-types/present.ts';
import { pricingTypeOf } from '../products/pricing-type.ts';
import { presentProduct } from '../products/present.ts';
import { findProducts } from '../products/repository.ts';
import { productTypeTaxItems } from '../tax-items/repository.ts';
import type { RouteOptions } from '../../context.ts';
import { checkName, checkPrice, managerChange, sentFields, unknownTaxItems, type ChangeRecorder } from './change.ts';
import { newProductRow } from './product-row.ts';

type Db = Kysely<Database> | Transaction<Database>;
const tags = ['back office'];
const PRICE_FIELDS: readonly PriceField[] = ['sell_price', 'patient_sell_price', 'member_sell_price'];

const productTypeOf = (db: Db, companyId: string, id: string) =>
  db.selectFrom('product_types').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();

async function presentedProductType(db: Db, companyId: string, id: string) {
  const row = await productTypeOf(db, companyId, id);
  if (row === undefined) throw notFound('Product type');
  const taxes = await productTypeTaxItems(db, companyId, [id]);
  return presentProductType(2, row, taxes.get(id) ?? []);
}

async function presentedProduct(db: Kysely<Database>, companyId: string, id: string) {
  const record = (await findProducts(db, companyId, [id])).get(id);
  if (record === undefined) throw notFound('Product');
  return presentProduct(2, record);
}

/** The ids of the product's inventory items: a product's change reaches registers as an update of each (they keep the product inside its items). */
const itemIdsOf = async (trx: Db, companyId: string, productId: string): Promise<string[]> =>
  (await trx.selectFrom('inventory_items').select('id').where('company_id', '=', companyId).where('product_id', '=', productId).execute()).map((row) => row.id);

async function linkTaxItems(trx: Transaction<Database>, companyId: string, productTypeId: string, taxItemIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('product_type_tax_items').where('company_id', '=', companyId).where('product_type_id', '=', productTypeId).execute();
  const unique = [...new Set(taxItemIds)];
  if (unique.length > 0) {
    await trx.insertInto('product_type_tax_items').values(unique.map((tax_item_id) => ({ product_type_id: productTypeId, tax_item_id, company_id: companyId }))).execute();
  }
}

/** Records each price that changed (who, when, old, new): kept for good, read per product. */
async function keepPriceChanges(
  trx: Transaction<Database>, session: Session, productId: string,
  before: Partial<Record<PriceField, number | null>>, after: Partial<Record<PriceField, number | null>>,
): Promise<Record<string, number | null>> {
  const at = nowTimestamp();
  const changed: Record<string, number | null> = {};
  const rows = PRICE_FIELDS.flatMap((field) => {
    const old = before[field] ?? null;
    const next = after[field] === undefined ? old : after[field];
    if (old === next) return [];
    changed[field] = next;
    return [{
      id: randomUUID(), company_id: session.companyId, product_id: productId, field, old_price: old, new_price: next,
      changed_at: at, changed_by: session.user.id, changed_by_name: `${session.user.first_name} ${session.user.last_name}`,
    }];
  });
  if (rows.length > 0) await trx.insertInto('price_changes').values(rows).execute();
  return changed;
}

interface ProductInput {
  name?: string; product_type_id?: string; brand_id?: string | null; strain_id?: string | null; unit_of_measure?: number;
  weight?: { value: string; unit: number } | null;
  sell_price?: number; patient_sell_price?: number | null; patient_price_enabled?: boolean;
  member_sell_price?: number | null; member_price_enabled?: boolean; discountable?: boolean; active?: boolean; medical_only?: boolean;
  test_results_thc?: string | null; test_results_cbd?: string | null; description?: string; internal_notes?: string;
}

/**
 * A product as it will be once `input` is applied to `current` (a new one: nothing current),
 * checked so that a later sale can always price it: a type, brand and strain of the location, no
 * price below zero, a patient price only on a cannabis type, and a price switched on only where
 * there is one.
 */
async function checkProduct(db: Db, companyId: string, input: ProductInput, current?: Selectable<ProductTable>): Promise<Updateable<ProductTable>> {
  const errors = new FieldErrorCollector();
  const name = checkName(errors, 'name', input.name);
  for (const field of PRICE_FIELDS) checkPrice(errors, field, input[field]);
  const typeId = input.product_type_id ?? current?.product_type_id ?? null;
  const type = typeId === null ? undefined : await productTypeOf(db, companyId, typeId);
  if (input.product_type_id !== undefined && type === undefined) errors.add('product_type_id', 'is not a product type of this location');
  for (const [field, table] of [['brand_id', 'brands'], ['strain_id', 'strains']] as const) {
    const id = input[field];
    if (id === undefined || id === null) continue;
    const found = await db.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (found === undefined) errors.add(field, `is not a ${field === 'brand_id' ? 'brand' : 'strain'} of this location`);
  }
  const patientPrice = input.patient_sell_price !== undefined ? input.patient_sell_price : current?.patient_sell_price ?? null;
  const patientEnabled = input.patient_price_enabled ?? (current === undefined ? patientPrice !== null : current.patient_price_enabled === 1);
  const memberPrice = input.member_sell_price !== undefined ? input.member_sell_price : current?.member_sell_price ?? null;
  const memberEnabled = input.member_price_enabled ?? (current === undefined ? memberPrice !== null : current.member_price_enabled === 1);
  if (type !== undefined && type.is_marijuana === 0 && (patientPrice !== null || patientEnabled)) {
    errors.add('patient_sell_price', `must be empty: ${type.name} is not a cannabis product type, and only cannabis has a patient price`);
  }
  if (patientEnabled && patientPrice === null) errors.add('patient_price_enabled', 'needs a patient_sell_price');
  if (memberEnabled && memberPrice === null) errors.add('member_price_enabled', 'needs a member_sell_price');
  const weight = input.weight;
  if (weight !== undefined && weight !== null && (parseQuantity(weight.value) === null || Number(weight.value) < 0)) errors.add('weight', 'must be a quantity of zero or more, such as "3.5"');
  for (const field of ['test_results_thc', 'test_results_cbd'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && (value.trim() === '' || !Number.isFinite(Number(value)) || Number(value) < 0)) errors.add(field, 'must be a number of zero or more, or null');
  }
  errors.throwIfAny();
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 as const : 0 as const);
  const number = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : Number(value));
  return {
    ...(name === undefined ? {} : { name }),
    ...(input.product_type_id === undefined ? {} : { product_type_id: input.product_type_id }),
    ...(input.brand_id === undefined ? {} : { brand_id: input.brand_id }),
    ...(input.strain_id === undefined ? {} : { strain_id: input.strain_id }),
    ...(input.unit_of_measure === undefined ? {} : { unit_of_measure: input.unit_of_measure, pricing_type: pricingTypeOf(input.unit_of_measure) }),
    ...(input.medical_only === undefined ? {} : { medical_only: flag(input.medical_only) }),
    ...(weight === undefined ? {} : { weight_value: weight?.value ?? null, weight_unit: weight?.unit ?? null }),
    ...(input.sell_price === undefined ? {} : { sell_price: input.sell_price, base_price: input.sell_price }),
    ...(input.patient_sell_price === undefined ? {} : { patient_sell_price: input.patient_sell_price }),
    patient_price_enabled: patientEnabled ? 1 : 0,
    ...(input.member_sell_price === undefined ? {} : { member_sell_price: input.member_sell_price }),
    member_price_enabled: memberEnabled ? 1 : 0,
    ...(flag(input.discountable) === undefined ? {} : { discountable: flag(input.discountable) }),
    ...(flag(input.active) === undefined ? {} : { active: flag(input.active) }),
    ...(input.test_results_thc === undefined ? {} : { test_results_thc: input.test_results_thc, thc_number: number(input.test_results_thc) }),
    ...(input.test_results_cbd === undefined ? {} : { test_results_cbd: input.test_results_cbd, cbd_number: number(input.test_results_cbd) }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.internal_notes === undefined ? {} : { internal_notes: input.internal_notes }),
  };
}

const priceDetails = (changed: Record<string, number | null>) => Object.fromEntries(Object.entries(changed));

/** Extension (v2, managers): product types, products and their price history, and stock that arrives outside a state transfer. */
export const catalogRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const { createProductType, updateProductType, deleteProductType, createProduct, updateProduct, priceHistory, createInventoryItem } = operations;
  const refusals = { 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };

  app.post(createProductType.path, {
    schema: {
      tags, summary: 'Extension: create a product type (manager only)',
      description: 'traceability_type: 0–6 as the spec, 7 Immature Plant, 8 Seed, 9 Otherwise Taken. tax_item_ids: the taxes its sales pay.',
      body: createProductType.body, response: { 201: createProductType.answer, ...refusals },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const input = request.body.product_type;
    const errors = new FieldErrorCollector();
    const name = checkName(errors, 'name', input.name) ?? input.name;
    const unknown = await unknownTaxItems(db, companyId, input.tax_item_ids);
    if (unknown.length > 0) errors.add('tax_item_ids', `names ${unknown.join(', ')}, which is not a tax item of this location`);
    errors.throwIfAny();
    const id = randomUUID();
    const cannabis = input.is_marijuana;
    await managerChange(db, request.session, async (trx, record) => {
      await trx.insertInto('product_types').values({
        id, company_id: companyId, name, traceability_type: input.traceability_type, is_marijuana: cannabis ? 1 : 0,
        can_edit_weight: input.can_edit_weight === false ? 0 : 1, can_edit_strain: (input.can_edit_strain ?? cannabis) ? 1 : 0,
        can_edit_test_results: (input.can_edit_test_results ?? cannabis) ? 1 : 0, can_edit_flower_type: input.can_edit_flower_type === true ? 1 : 0,
        can_edit_concentrate_type: input.can_edit_concentrate_type === true ? 1 : 0, test_results_unit: input.test_results_unit ?? 0,
        is_default: 0, color: input.color ?? 0,
      }).execute();
      await linkTaxItems(trx, companyId, id, input.tax_item_ids);
      record.notify('create', 'ProductType', id);
      record.audit({ resource: 'product_type', action: 'create', id, details: { name, traceability_type: input.traceability_type, tax_item_ids: input.tax_item_ids } });
    });
    return reply.status(201).send({ product_type: await presentedProductType(db, companyId, id) });
  });

  app.put(updateProductType.path, {
    schema: { tags, summary: 'Extension: change a product type (manager only)', params: updateProductType.params, body: updateProductType.body, response: { 200: updateProductType.answer, ...refusals } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { id } = request.params;
    const input = request.body.product_type;
    const current = await productTypeOf(db, companyId, id);
    if (current === undefined) throw notFound('Product type');
    const errors = new FieldErrorCollector();
    const name = checkName(errors, 'name', input.name);
    if (input.tax_item_ids !== undefined) {
      const unknown = await unknownTaxItems(db, companyId, input.tax_item_ids);
      if (unknown.length > 0) errors.add('tax_item_ids', `names ${unknown.join(', ')}, which is not a tax item of this location`);
    }
    if (input.is_marijuana === false && current.is_marijuana === 1) {
      const priced = await db.selectFrom('products').select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('company_id', '=', companyId).where('product_type_id', '=', id)
        .where((eb) => eb.or([eb('patient_sell_price', 'is not', null), eb('patient_price_enabled', '=', 1)])).executeTakeFirstOrThrow();
      if (Number(priced.count) > 0) errors.add('is_marijuana', `cannot be switched off while ${Number(priced.count)} of its products have a patient price (only cannabis has one)`);
    }
    errors.throwIfAny();
    await managerChange(db, request.session, async (trx, record) => {
      const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 as const : 0 as const);
      const changes = Object.fromEntries(Object.entries({
        name, traceability_type: input.traceability_type, is_marijuana: flag(input.is_marijuana),
        can_edit_weight: flag(input.can_edit_weight), can_edit_strain: flag(input.can_edit_strain), can_edit_test_results: flag(input.can_edit_test_results),
        can_edit_flower_type: flag(input.can_edit_flower_type), can_edit_concentrate_type: flag(input.can_edit_concentrate_type),
        test_results_unit: input.test_results_unit, color: input.color,
      }).filter(([, value]) => value !== undefined)) satisfies Updateable<Database['product_types']>;
      if (Object.keys(changes).length > 0) await trx.updateTable('product_types').set(changes).where('company_id', '=', companyId).where('id', '=', id).execute();
      if (input.tax_item_ids !== undefined) await linkTaxItems(trx, companyId, id, input.tax_item_ids);
      record.notify('update', 'ProductType', id);
      // Its items carry the type's name and what it is: registers refresh them.
      const items = await trx.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
        .select('inventory_items.id').where('products.company_id', '=', companyId).where('products.product_type_id', '=', id).execute();
      for (const item of items) record.notify('update', 'InventoryItem', item.id);
      record.audit({ resource: 'product_type', action: 'update', id, details: { fields: sentFields(input) } });
    });
    return { product_type: await presentedProductType(db, companyId, id) };
  });

  app.delete(deleteProductType.path, {
    schema: { tags, summary: 'Extension: delete a product type no product uses (manager only); 409 says how many still do', params: deleteProductType.params, response: { 204: Type.Null(), 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { id } = request.params;
    if ((await productTypeOf(db, companyId, id)) === undefined) throw notFound('Product type');
    const used = await db.selectFrom('products').select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('company_id', '=', companyId).where('product_type_id', '=', id).executeTakeFirstOrThrow();
    const count = Number(used.count);
    if (count > 0) throw new ApiError(409, { error: `${count} ${count === 1 ? 'product still uses' : 'products still use'} this product type: give them another type first` });
    await managerChange(db, request.session, async (trx, record) => {
      await trx.deleteFrom('product_type_tax_items').where('company_id', '=', companyId).where('product_type_id', '=', id).execute();
      await trx.deleteFrom('product_types').where('company_id', '=', companyId).where('id', '=', id).execute();
      // Registers read product types whole on their next money refresh; the catalog's revision moves now.
      await bumpCatalogRevision(trx, companyId);
      // Registers read the location's product types again (the feed has no delete event: an update of a type no longer listed).
      record.notify('update', 'ProductType', id);
      record.audit({ resource: 'product_type', action: 'delete', id, details: {} });
    });
    return reply.status(204).send(null);
  });

  app.post(createProduct.path, {
    schema: {
      tags, summary: 'Extension: create a product (manager only); its prices start its price history',
      description: 'Prices are cents, never below zero; patient_sell_price only on a product whose type is cannabis.',
      body: createProduct.body, response: { 201: createProduct.answer, ...refusals },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const input = request.body.product;
    const checked = await checkProduct(db, companyId, input);
    const id = randomUUID();
    const now = nowTimestamp();
    const row = newProductRow(companyId, id, now, input);
    await managerChange(db, request.session, async (trx, record) => {
      await trx.insertInto('products').values({ ...row, ...checked, id, company_id: companyId }).execute();
      const prices = await keepPriceChanges(trx, request.session, id, {}, input);
      // No item carries it yet: the catalog's revision moves so a catalog read shows it.
      await bumpCatalogRevision(trx, companyId);
      record.audit({ resource: 'product', action: 'create', id, details: { name: row.name, ...priceDetails(prices) } });
    });
    return reply.status(201).send({ product: await presentedProduct(db, companyId, id) });
  });

  app.put(updateProduct.path, {
    schema: { tags, summary: 'Extension: change a product (manager only); each price change is kept', params: updateProduct.params, body: updateProduct.body, response: { 200: updateProduct.answer, ...refusals } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { id } = request.params;
    const input = request.body.product;
    const current = await db.selectFrom('products').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (current === undefined) throw notFound('Product');
    const checked = await checkProduct(db, companyId, input, current);
    await managerChange(db, request.session, async (trx, record) => {
      await trx.updateTable('products').set({ ...checked, updated_at: nowTimestamp() }).where('company_id', '=', companyId).where('id', '=', id).execute();
      const prices = await keepPriceChanges(trx, request.session, id, current, input);
      for (const itemId of await itemIdsOf(trx, companyId, id)) record.notify('update', 'InventoryItem', itemId);
      await bumpCatalogRevision(trx, companyId);
      record.audit({ resource: 'product', action: 'update', id, details: { fields: sentFields(input), ...priceDetails(prices) } });
    });
    return { product: await presentedProduct(db, companyId, id) };
  });

  app.get(priceHistory.path, {
    schema: { tags, summary: 'Extension: every change of a product\'s prices, newest first (manager only)', params: priceHistory.params, response: { 200: priceHistory.answer, 403: ErrorBody, 404: ErrorBody } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { id } = request.params;
    const product = await db.selectFrom('products').select('id').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (product === undefined) throw notFound('Product');
    const rows = await db.selectFrom('price_changes').selectAll().where('company_id', '=', companyId).where('product_id', '=', id)
      .orderBy('changed_at', 'desc').orderBy('id').execute();
    return {
      price_changes: rows.map((row) => ({
        id: row.id, product_id: row.product_id, field: PRICE_FIELDS.find((field) => field === row.field) ?? 'sell_price',
        old_price: row.old_price === null ? null : Number(row.old_price), new_price: row.new_price === null ? null : Number(row.new_price),
        changed_at: row.changed_at, changed_by: row.changed_by, changed_by_name: row.changed_by_name,
      })),
    };
  });

  app.post(createInventoryItem.path, {
    schema: {
      tags, summary: 'Extension: stock that arrives outside a state transfer (manager only)',
      description: 'The quantity is in the product\'s unit of measure; it goes to place_id, or the location\'s first For Sale place.',
      body: createInventoryItem.body, response: { 201: createInventoryItem.answer, ...refusals },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const input = request.body.inventory_item;
    const errors = new FieldErrorCollector();
    const product = await db.selectFrom('products').selectAll().where('company_id', '=', companyId).where('id', '=', input.product_id).executeTakeFirst();
    if (product === undefined) errors.add('product_id', 'is not a product of this location');
    const sku = input.sku.trim();
    if (sku === '') errors.add('sku', "can't be blank");
    else if ((await db.selectFrom('inventory_items').select('id').where('company_id', '=', companyId).where('sku', '=', sku).executeTakeFirst()) !== undefined) {
      errors.add('sku', 'has already been taken at this location');
    }
    const milli = parseQuantity(input.quantity.value);
    if (milli === null || milli <= 0) errors.add('quantity', 'must be more than zero, with at most three decimals');
    if (product !== undefined && input.quantity.unit !== product.unit_of_measure) errors.add('quantity.unit', `must be the product's unit of measure (${product.unit_of_measure})`);
    checkPrice(errors, 'unit_cost', input.unit_cost);
    const place = input.place_id === undefined || input.place_id === null
      ? await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('inventory_status', '=', 0).where('deleted_at', 'is', null).orderBy('number').executeTakeFirst()
      : await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', '=', input.place_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (place === undefined) errors.add('place_id', input.place_id == null ? 'is needed: the location has no For Sale place' : 'is not a place of this location');
    errors.throwIfAny();
    if (product === undefined || place === undefined || milli === null) throw notFound('Product');
    const id = randomUUID();
    const now = nowTimestamp();
    await managerChange(db, request.session, async (trx, record: ChangeRecorder) => {
      await trx.insertInto('inventory_items').values({
        id, company_id: companyId, product_id: product.id, sku, lot_number: input.lot_number?.trim() ?? '', quantity_milli: milli,
        weight: product.weight_value ?? '0', purchase_price: input.unit_cost ?? 0, sell_type: 0, sample: 0, transferred_out: 0,
        received_at: now, last_received_at: now, test_results_thc: product.test_results_thc, test_results_cbd: product.test_results_cbd,
        metadata: '{}', details: JSON.stringify({ medical: false, traceable: input.package_label != null }), created_at: now, updated_at: now,
        package_label: input.package_label?.trim() || null,
      }).execute();
      await trx.insertInto('inventory_item_places').values({ id: randomUUID(), company_id: companyId, inventory_item_id: id, place_id: place.id, quantity_milli: milli }).execute();
      await trx.updateTable('products').set((eb) => ({ quantity_milli: eb('quantity_milli', '+', milli), latest_sku: sku, updated_at: now }))
        .where('id', '=', product.id).execute();
      record.notify('create', 'InventoryItem', id);
      for (const itemId of await itemIdsOf(trx, companyId, product.id)) if (itemId !== id) record.notify('update', 'InventoryItem', itemId);
      record.audit({ resource: 'inventory_item', action: 'create', id, details: { product_id: product.id, sku, quantity: input.quantity.value } });
    });
    const created = (await findInventoryItems(db, companyId, [id])).get(id);
    if (created === undefined) throw notFound('Inventory item');
    return reply.status(201).send({ inventory_item: presentInventoryItem(2, created) });
  });
};
