import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { InventoryItemV2, ProductTypeV2, ProductV2 } from '../../shared/api/catalog.ts';
import type { TaxItem } from '../../shared/api/money.ts';
import type { PersonGroup } from '../../shared/api/people.ts';
import { unitPriceFor } from '../../shared/pricing/index.ts';
import { linePrice } from '../../shared/money.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import { buyerEntitlement, loadPricingContext, priceDraft, type BuyerKind } from '../../renderer/data/pricing.ts';
import type { SyncLog } from '../../renderer/sync/api.ts';
import { pull } from '../../renderer/sync/pull.ts';
import { call } from '../support/http.ts';
import { httpTestBridge } from '../support/register-bridge.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

/*
 * "Nothing a manager enters can make a later sale fail to price": random sequences of what a
 * manager may send the back office and the tax items (rates good and bad, taxes charged on taxes,
 * rounding, prices below zero and up to the largest the schema takes, patient and member prices on
 * or off, cannabis or not) go to the REAL Store API. Each is accepted or refused with a 422, never
 * a server error; after each sequence a register pulls what was accepted and prices every item it
 * sells for each kind of buyer (nobody, an adult-use customer, a patient of each group) with the
 * shared engine, as the counter does. Any accepted input that left a sale unpriceable fails here.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };

const rateText = fc.oneof(
  fc.constantFrom('0', '0.17', '0.37', '0.065', '0.999999', '1', '-0.1', '0.1234567', 'abc', ''),
  fc.integer({ min: 0, max: 999_999 }).map((millionths) => (millionths / 1_000_000).toFixed(6)),
);
const cents = fc.oneof(fc.constantFrom(-1, 0, 1, 2_147_483_647), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -500, max: -1 }));
const maybeCents = fc.option(cents, { nil: null });
const picks = fc.array(fc.nat(), { maxLength: 3 });

const action = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tax' as const), rate: rateText, included: fc.boolean(), rounding: fc.constantFrom('half_up', 'up'), base: picks }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retax' as const), which: fc.nat(), rate: fc.option(rateText, { nil: undefined }), rounding: fc.option(fc.constantFrom('half_up', 'up'), { nil: undefined }), base: fc.option(picks, { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('type' as const), traceability: fc.integer({ min: -1, max: 10 }), cannabis: fc.boolean(), taxes: picks }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retype' as const), which: fc.nat(), cannabis: fc.option(fc.boolean(), { nil: undefined }), taxes: fc.option(picks, { nil: undefined }) }) },
  { weight: 5, arbitrary: fc.record({
    kind: fc.constant('product' as const), type: fc.nat(), unit: fc.constantFrom(0, 5), sell: cents, patient: maybeCents, patientOn: fc.option(fc.boolean(), { nil: undefined }),
    member: maybeCents, memberOn: fc.option(fc.boolean(), { nil: undefined }),
  }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reprice' as const), which: fc.nat(), sell: fc.option(cents, { nil: undefined }), patient: fc.option(maybeCents, { nil: undefined }), patientOn: fc.option(fc.boolean(), { nil: undefined }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('group' as const), medical: fc.boolean(), taxes: picks }) },
);

describeEachEngine('whatever a manager enters, every later sale prices', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; }, { demo: { products: 5, customers: 1 } });

  it('random back-office sequences are accepted or refused (422, never 500), and each item prices for every buyer', async () => {
    const company = api.demo.companyIds[0]!;
    const send = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
      const answer = await call<T>(api.baseUrl, method, `/api/v2${path}`, { token, company, ...(body === undefined ? {} : { body }) });
      expect([200, 201, 204, 422], `${method} ${path} ${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
      return answer;
    };
    const ids: Record<'taxes' | 'types' | 'products', string[]> = { taxes: [], types: [], products: [] };
    const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);
    const pickAll = (list: readonly string[], indexes: readonly number[]) => [...new Set(indexes.flatMap((index) => pick(list, index) ?? []))];
    const db = openRegisterDatabase(`prices-${crypto.randomUUID()}`);
    const bridge = httpTestBridge({ baseUrl: api.baseUrl, token, companyId: company });
    let sku = 0;
    try {
      ids.taxes.push(...(await send<{ tax_items: TaxItem[] }>('GET', '/tax_items')).body.tax_items.map((tax) => tax.id));
      ids.types.push(...(await send<{ product_types: ProductTypeV2[] }>('GET', '/product_types')).body.product_types.map((type) => type.id));
      expect((await pull(db, bridge, { log })).kind).toBe('catalog-loaded');

      await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        for (const step of actions) {
          switch (step.kind) {
            case 'tax': {
              const made = await send<{ tax_item: TaxItem }>('POST', '/tax_items', { tax_item: {
                name: `Tax ${ids.taxes.length}`, rate: step.rate, included_in_price: step.included, rounding: step.rounding, base_includes: pickAll(ids.taxes, step.base),
              } });
              if (made.status === 201) ids.taxes.push(made.body.tax_item.id);
              break;
            }
            case 'retax': {
              const id = pick(ids.taxes, step.which);
              if (id === undefined) break;
              await send('PUT', `/tax_items/${id}`, { tax_item: {
                ...(step.rate === undefined ? {} : { rate: step.rate }), ...(step.rounding === undefined ? {} : { rounding: step.rounding }),
                ...(step.base === undefined ? {} : { base_includes: pickAll(ids.taxes, step.base) }),
              } });
              break;
            }
            case 'type': {
              const made = await send<{ product_type: ProductTypeV2 }>('POST', '/product_types', { product_type: {
                name: `Type ${ids.types.length}`, traceability_type: step.traceability, is_marijuana: step.cannabis, tax_item_ids: pickAll(ids.taxes, step.taxes),
              } });
              if (made.status === 201) ids.types.push(made.body.product_type.id);
              break;
            }
            case 'retype': {
              const id = pick(ids.types, step.which);
              if (id === undefined) break;
              await send('PUT', `/product_types/${id}`, { product_type: {
                ...(step.cannabis === undefined ? {} : { is_marijuana: step.cannabis }), ...(step.taxes === undefined ? {} : { tax_item_ids: pickAll(ids.taxes, step.taxes) }),
              } });
              break;
            }
            case 'product': {
              const made = await send<{ product: ProductV2 }>('POST', '/products', { product: {
                name: `Product ${ids.products.length}`, product_type_id: pick(ids.types, step.type), unit_of_measure: step.unit, sell_price: step.sell,
                patient_sell_price: step.patient, member_sell_price: step.member,
                ...(step.patientOn === undefined ? {} : { patient_price_enabled: step.patientOn }), ...(step.memberOn === undefined ? {} : { member_price_enabled: step.memberOn }),
              } });
              if (made.status !== 201) break;
              ids.products.push(made.body.product.id);
              sku += 1;
              await send<{ inventory_item: InventoryItemV2 }>('POST', '/inventory_items', {
                inventory_item: { product_id: made.body.product.id, sku: `PRICE-${sku}`, quantity: { value: '10', unit: step.unit } },
              });
              break;
            }
            case 'reprice': {
              const id = pick(ids.products, step.which);
              if (id === undefined) break;
              await send('PUT', `/products/${id}`, { product: {
                ...(step.sell === undefined ? {} : { sell_price: step.sell }), ...(step.patient === undefined ? {} : { patient_sell_price: step.patient }),
                ...(step.patientOn === undefined ? {} : { patient_price_enabled: step.patientOn }),
              } });
              break;
            }
            case 'group': {
              await send<{ person_group: PersonGroup }>('POST', '/person_groups', { person_group: { name: `Group ${crypto.randomUUID().slice(0, 8)}`, medical: step.medical, tax_item_ids: pickAll(ids.taxes, step.taxes) } });
              break;
            }
          }
        }

        await pull(db, bridge, { log });
        const context = await loadPricingContext(db);
        const buyers: Array<{ kind: BuyerKind; group: string | null }> = [
          { kind: 'none', group: null }, { kind: 'customer', group: null },
          ...context.personGroups.map((group) => ({ kind: group.medical ? 'patient' as const : 'customer' as const, group: group.id })),
        ];
        for (const item of await db.catalog.toArray()) {
          for (const buyer of buyers) {
            const unit = unitPriceFor(item, buyerEntitlement(context, buyer.kind, buyer.group)).cents;
            const priced = priceDraft(context, {
              buyer: buyer.kind, buyerGroupId: buyer.group,
              lines: [{ inventoryItemId: item.id, price: linePrice(unit, 1), quantityMilli: 1000, productTypeId: item.productTypeId ?? null, discountable: item.discountable === true }],
            });
            expect(priced.ok, `${item.name} for ${buyer.kind} ${buyer.group ?? ''}: ${JSON.stringify(priced.ok ? null : priced.errors)}`).toBe(true);
          }
        }
      }), { numRuns: 20, seed: 30 });
    } finally {
      db.close();
    }
  }, 240_000);
});
