import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import type { InventoryItemV2, ProductTypeV2, ProductV2 } from '../../shared/api/catalog.ts';
import type { TaxItem } from '../../shared/api/money.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import type { SyncLog } from '../../renderer/sync/api.ts';
import { pull } from '../../renderer/sync/pull.ts';
import { call } from '../support/http.ts';
import { httpTestBridge } from '../support/register-bridge.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

/*
 * A product type a manager adds while the register runs reaches it in the next delta pull, with
 * its taxes and traceability type, before the items of that type: against the REAL Store API.
 * Without it a register sold the new type's items untaxed and outside the purchase limits until
 * its timed refresh of the money data.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };

describeEachEngine('a product type added while the register runs', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; }, { demo: { products: 10, customers: 1 } });

  it('is pulled with its taxes, and its items carry its traceability type', async () => {
    const company = api.demo.companyIds[0]!;
    const v2 = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
      const answer = await call<T>(api.baseUrl, method, `/api/v2${path}`, { token, company, ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.body;
    };
    const db = openRegisterDatabase(`types-${crypto.randomUUID()}`);
    try {
      const bridge = httpTestBridge({ baseUrl: api.baseUrl, token, companyId: company });
      expect((await pull(db, bridge, { log })).kind).toBe('catalog-loaded');

      const [tax] = (await v2<{ tax_items: TaxItem[] }>('GET', '/tax_items')).tax_items;
      const { product_type: clones } = await v2<{ product_type: ProductTypeV2 }>('POST', '/product_types', {
        product_type: { name: 'Clones', traceability_type: 7, is_marijuana: true, tax_item_ids: [tax!.id] },
      });
      const { product } = await v2<{ product: ProductV2 }>('POST', '/products', { product: { name: 'Harlequin clone', product_type_id: clones.id, unit_of_measure: 5, sell_price: 1200 } });
      const { inventory_item: stock } = await v2<{ inventory_item: InventoryItemV2 }>('POST', '/inventory_items', {
        inventory_item: { product_id: product.id, sku: 'CL-TYPE-1', quantity: { value: '20', unit: 5 } },
      });

      expect((await pull(db, bridge, { log })).kind).toBe('changes');
      expect(await db.productTypes.get(clones.id)).toMatchObject({ name: 'Clones', traceabilityType: 7, taxItemIds: [tax!.id] });
      expect(await db.catalog.get(stock.id)).toMatchObject({ productTypeId: clones.id, traceabilityType: 7 });

      // A type changed later: the items already kept follow it in the next pull.
      await v2('PUT', `/product_types/${clones.id}`, { product_type: { traceability_type: 8 } });
      await pull(db, bridge, { log });
      expect(await db.catalog.get(stock.id)).toMatchObject({ traceabilityType: 8 });
    } finally {
      db.close();
    }
  });
});
