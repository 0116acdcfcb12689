import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import type { StaffCreatedAnswer } from '../../shared/api/back-office.ts';
import type { InventoryItemV2, ProductTypeV2, ProductV2 } from '../../shared/api/catalog.ts';
import type { TaxItem } from '../../shared/api/money.ts';
import type { Patient, PersonGroup } from '../../shared/api/people.ts';
import { openRegisterDatabase } from '../../renderer/data/database.ts';
import type { RegisterDatabase } from '../../renderer/db/schema.ts';
import type { SyncLog } from '../../renderer/sync/api.ts';
import { META, pull } from '../../renderer/sync/pull.ts';
import { call } from '../support/http.ts';
import { httpTestBridge } from '../support/register-bridge.ts';
import { describeEachEngine, withStoreApi, type TestStoreApi } from '../support/store-api.ts';

/*
 * Each kind of change a manager makes in the back office reaches a running register in its NEXT
 * delta pull, against the real Store API: the register has just loaded its catalog, so its timed
 * refresh of taxes, types, groups and settings (every 10 minutes) is not due, and only the change's
 * push notification can bring it. A write that made no notification fails its line here.
 */

const log: SyncLog = { info: () => undefined, error: () => undefined };

const settingsOf = async (db: RegisterDatabase) => {
  const row = await db.meta.get(META.registerSettings);
  const value: unknown = row?.value;
  return typeof value === 'object' && value !== null ? value : {};
};

describeEachEngine('a manager\'s change reaches a running register in its next pull', (engine) => {
  let api: TestStoreApi;
  let token: string;
  withStoreApi(engine, (started, signedIn) => { api = started; token = signedIn; }, { demo: { products: 10, customers: 1 } });

  it('tax items, product types, products, stock, person groups, patients, employees and the location, one kind at a time', async () => {
    const company = api.demo.companyIds[0]!;
    const v2 = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      const answer = await call<T>(api.baseUrl, method, `/api/v2${path}`, { token, company, ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    const db = openRegisterDatabase(`back-office-${crypto.randomUUID()}`);
    const bridge = httpTestBridge({ baseUrl: api.baseUrl, token, companyId: company });
    const pullChanges = async () => expect((await pull(db, bridge, { log })).kind).toBe('changes');
    try {
      expect((await pull(db, bridge, { log })).kind).toBe('catalog-loaded');

      // Tax item: created, then a new rate in force now.
      const { tax_item: tax } = await v2<{ tax_item: TaxItem }>('POST', '/tax_items', { tax_item: { name: 'City cannabis tax', rate: '0.03', included_in_price: false } });
      await pullChanges();
      expect(await db.taxItems.get(tax.id)).toMatchObject({ name: 'City cannabis tax', rate: '0.03' });
      await v2('PUT', `/tax_items/${tax.id}`, { tax_item: { rate: '0.04' } });
      await pullChanges();
      expect(await db.taxItems.get(tax.id)).toMatchObject({ rate: '0.04' });

      // Product type, then a product of it with stock, then the product's price.
      const { product_type: type } = await v2<{ product_type: ProductTypeV2 }>('POST', '/product_types', {
        product_type: { name: 'Seeds', traceability_type: 8, is_marijuana: true, tax_item_ids: [tax.id] },
      });
      await pullChanges();
      expect(await db.productTypes.get(type.id)).toMatchObject({ name: 'Seeds', traceabilityType: 8, taxItemIds: [tax.id] });
      const { product } = await v2<{ product: ProductV2 }>('POST', '/products', { product: { name: 'Seed pack', product_type_id: type.id, unit_of_measure: 5, sell_price: 2500 } });
      const { inventory_item: stock } = await v2<{ inventory_item: InventoryItemV2 }>('POST', '/inventory_items', {
        inventory_item: { product_id: product.id, sku: 'SEED-1', quantity: { value: '12', unit: 5 } },
      });
      await pullChanges();
      expect(await db.catalog.get(stock.id)).toMatchObject({ sellPrice: 2500, traceabilityType: 8 });
      await v2('PUT', `/products/${product.id}`, { product: { sell_price: 2700 } });
      await pullChanges();
      expect(await db.catalog.get(stock.id)).toMatchObject({ sellPrice: 2700 });

      // Person group, then a patient in it, then the patient's name.
      const { person_group: group } = await v2<{ person_group: PersonGroup }>('POST', '/person_groups', { person_group: { name: 'Veterans', medical: false, tax_item_ids: [] } });
      await pullChanges();
      expect(await db.personGroups.get(group.id)).toMatchObject({ name: 'Veterans', medical: false });
      const { patient } = await v2<{ patient: Patient }>('POST', '/patients', {
        patient: { first_name: 'Pat', last_name: 'Doe', birth_date: '1980-04-02', card_number: 'CARD-PULL-1', card_expiration_date: '2030-01-01', person_group_id: group.id },
      });
      await pullChanges();
      expect(await db.customers.get(patient.id)).toMatchObject({ kind: 'patient', firstName: 'Pat', personGroupId: group.id });
      await v2('PUT', `/patients/${patient.id}`, { patient: { first_name: 'Patricia' } });
      await pullChanges();
      expect(await db.customers.get(patient.id)).toMatchObject({ firstName: 'Patricia' });

      // Employee: a new manager's PIN approves at this register; deactivated, it no longer does.
      const { employee } = await v2<StaffCreatedAnswer>('POST', '/employees', { employee: { first_name: 'Mo', last_name: 'Park', email: 'mo@pull.example', role: 'manager', pin: '9753' } });
      await pullChanges();
      const approvers = async () => {
        const settings = await settingsOf(db);
        return 'approvers' in settings && Array.isArray(settings.approvers) ? settings.approvers.map((approver: { user_id?: unknown }) => approver.user_id) : [];
      };
      expect(await approvers()).toContain(employee.id);
      await v2('PUT', `/employees/${employee.id}`, { employee: { active: false } });
      await pullChanges();
      expect(await approvers()).not.toContain(employee.id);

      // The location: another state binds its sales to other purchase limits.
      await v2('PUT', `/companies/${company}`, { company: { state: 'WA' } });
      await pullChanges();
      expect(await settingsOf(db)).toMatchObject({ jurisdiction: 'us-wa' });

      // A product type deleted: the register no longer keeps it.
      const { product_type: unused } = await v2<{ product_type: ProductTypeV2 }>('POST', '/product_types', { product_type: { name: 'Unused', traceability_type: 0, is_marijuana: false, tax_item_ids: [] } });
      await pullChanges();
      expect(await db.productTypes.get(unused.id)).toBeDefined();
      await v2('DELETE', `/product_types/${unused.id}`);
      await pullChanges();
      expect(await db.productTypes.get(unused.id)).toBeUndefined();
    } finally {
      db.close();
    }
  }, 60_000);
});
