import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StaffCreatedAnswer } from '../../shared/api/back-office.ts';
import type { InventoryItemV2, ProductTypeV2, ProductV2 } from '../../shared/api/catalog.ts';
import type { TaxItem } from '../../shared/api/money.ts';
import type { Patient } from '../../shared/api/people.ts';
import { PaymentType, type Order, type PaymentMethod, type Shift } from '../../shared/api/sales.ts';
import { openStore } from '../../server/features/store-opening/open-store.ts';
import { startEmptyStoreApi, type EmptyStoreApi } from '../support/empty-store-api.ts';
import { call } from '../support/http.ts';
import { basic, describeEachEngine } from '../support/store-api.ts';
import { ROSE_CITY } from './rose-city.ts';

type Errors = { errors: Record<string, string[]> };

/**
 * The "Done when", through the Store API alone: an empty Store API, store:init (its
 * function; the script itself is tested in store-init.test.ts), then everything else as a manager
 * and a budtender would, over HTTP, up to Oregon's plant limit refusing a fifth clone in one day.
 */
describeEachEngine('a new store in Oregon, from store:init to its first legal sales', (engine) => {
  let api: EmptyStoreApi;
  let manager: string;
  beforeAll(async () => {
    api = await startEmptyStoreApi(engine);
    await openStore(api.store.db, ROSE_CITY);
  });
  afterAll(async () => { await api?.close(); });

  const v2 = <T>(method: string, path: string, token: string, body?: unknown, device?: string) =>
    call<T & Partial<Errors>>(api.baseUrl, method, `/api/v2${path}`, { token, body, ...(device === undefined ? {} : { device }) });

  it('the manager signs in, takes on a budtender, enters Clones, a product with a patient price, stock and a patient; the budtender sells', async () => {
    const me = await call<{ user: { token: string; id: string } }>(api.baseUrl, 'GET', '/api/v2/me', { authorization: basic('ana@rose.example', ROSE_CITY.password) });
    expect(me.status).toBe(200);
    manager = me.body.user.token;

    // Staff: the one-time code is shown once; the budtender sets a password with it and is signed in.
    const hired = await v2<StaffCreatedAnswer>('POST', '/employees', manager, { employee: { first_name: 'Sam', last_name: 'Lee', email: 'sam@rose.example', role: 'budtender', pin: '2468' } });
    expect(hired.status).toBe(201);
    const samePin = await v2('POST', '/employees', manager, { employee: { first_name: 'Jo', last_name: 'Kim', email: 'jo@rose.example', role: 'budtender', pin: '2468' } });
    expect(samePin.status).toBe(422);
    expect(Object.keys(samePin.body.errors ?? {})).toEqual(['pin']);
    const firstSignIn = await call<{ user: { token: string; id: string; role: string } }>(api.baseUrl, 'POST', '/api/v2/first_sign_in', {
      body: { first_sign_in: { email: 'sam@rose.example', code: hired.body.first_sign_in_code, password: 'sams-own-password' } },
    });
    expect(firstSignIn.status).toBe(200);
    expect(firstSignIn.body.user.role).toBe('budtender');
    const budtender = firstSignIn.body.user.token;
    const again = await call(api.baseUrl, 'POST', '/api/v2/first_sign_in', { body: { first_sign_in: { email: 'sam@rose.example', code: hired.body.first_sign_in_code, password: 'another-password' } } });
    expect(again.status).toBe(401);
    // The back office is the managers'.
    expect((await v2('POST', '/product_types', budtender, { product_type: { name: 'Seeds', traceability_type: 8, is_marijuana: true, tax_item_ids: [] } })).status).toBe(403);

    // Catalog: Clones (traceability 7, Immature Plant) pays Oregon's tax; Accessories pays none.
    const taxes = (await v2<{ tax_items: TaxItem[] }>('GET', '/tax_items', manager)).body.tax_items;
    const oregonTax = taxes.find((tax) => tax.name === 'Oregon retail marijuana tax')!;
    const clones = await v2<{ product_type: ProductTypeV2 }>('POST', '/product_types', manager, { product_type: { name: 'Clones', traceability_type: 7, is_marijuana: true, tax_item_ids: [oregonTax.id] } });
    expect(clones.status).toBe(201);
    expect(clones.body.product_type).toMatchObject({ name: 'Clones', traceability_type: 7, tax_item_ids: [oregonTax.id] });
    const accessories = await v2<{ product_type: ProductTypeV2 }>('POST', '/product_types', manager, { product_type: { name: 'Accessories', traceability_type: 0, is_marijuana: false, tax_item_ids: [] } });
    const clone = await v2<{ product: ProductV2 }>('POST', '/products', manager, {
      product: { name: 'Blue Dream clone', product_type_id: clones.body.product_type.id, unit_of_measure: 5, sell_price: 1000, patient_sell_price: 800 },
    });
    expect(clone.status).toBe(201);
    expect(clone.body.product).toMatchObject({ sell_price: 1000, patient_sell_price: 800, patient_price_enabled: true });
    const papersRefused = await v2('POST', '/products', manager, {
      product: { name: 'Papers', product_type_id: accessories.body.product_type.id, unit_of_measure: 5, sell_price: -1, patient_sell_price: 100 },
    });
    expect(papersRefused.status).toBe(422);
    expect(Object.keys(papersRefused.body.errors ?? {}).sort()).toEqual(['patient_sell_price', 'sell_price']);
    const papers = await v2<{ product: ProductV2 }>('POST', '/products', manager, { product: { name: 'Papers', product_type_id: accessories.body.product_type.id, unit_of_measure: 5, sell_price: 300 } });
    expect(papers.status).toBe(201);
    // A type still used cannot go.
    const inUse = await v2<{ error: string }>('DELETE', `/product_types/${clones.body.product_type.id}`, manager);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatch(/^1 product still uses this product type/);

    // Every price change is kept: who, when, old, new.
    const repriced = await v2<{ product: ProductV2 }>('PUT', `/products/${clone.body.product.id}`, manager, { product: { sell_price: 1200 } });
    expect(repriced.body.product.sell_price).toBe(1200);
    const history = await v2<{ price_changes: Array<{ field: string; old_price: number | null; new_price: number | null; changed_by_name: string }> }>('GET', `/products/${clone.body.product.id}/price_history`, manager);
    expect(history.body.price_changes.map(({ field, old_price, new_price, changed_by_name }) => ({ field, old_price, new_price, changed_by_name }))).toEqual(expect.arrayContaining([
      { field: 'sell_price', old_price: 1000, new_price: 1200, changed_by_name: 'Ana Reyes' },
      { field: 'patient_sell_price', old_price: null, new_price: 800, changed_by_name: 'Ana Reyes' },
    ]));

    // Stock for both; a duplicate SKU is named.
    const cloneStock = await v2<{ inventory_item: InventoryItemV2 }>('POST', '/inventory_items', manager, { inventory_item: { product_id: clone.body.product.id, sku: 'CL-001', quantity: { value: '20', unit: 5 }, unit_cost: 400 } });
    expect(cloneStock.status).toBe(201);
    expect(cloneStock.body.inventory_item.quantity).toEqual({ value: '20', unit: 5 });
    const paperStock = await v2<{ inventory_item: InventoryItemV2 }>('POST', '/inventory_items', manager, { inventory_item: { product_id: papers.body.product.id, sku: 'PA-001', quantity: { value: '50', unit: 5 } } });
    expect(paperStock.status).toBe(201);
    const duplicate = await v2('POST', '/inventory_items', manager, { inventory_item: { product_id: papers.body.product.id, sku: 'PA-001', quantity: { value: '1', unit: 5 } } });
    expect(Object.keys(duplicate.body.errors ?? {})).toEqual(['sku']);
    // Each reaches the registers' next pull.
    const feed = await v2<{ push_notifications: Array<{ data: { model: string; id: string } }> }>('GET', '/push_notifications', manager);
    expect(feed.body.push_notifications.map((n) => n.data.id)).toEqual(expect.arrayContaining([cloneStock.body.inventory_item.id, paperStock.body.inventory_item.id]));

    // A patient; a second with the same card number is named.
    const patientBody = { first_name: 'Pat', last_name: 'Doe', birth_date: '1980-04-02', card_number: 'OMMP-12345', card_state: 'OR', card_expiration_date: '2030-01-01' };
    const patient = await v2<{ patient: Patient }>('POST', '/patients', manager, { patient: patientBody });
    expect(patient.status).toBe(201);
    expect(patient.body.patient).toMatchObject({ id_number: 'OMMP-12345', card_state: 'OR', expiration_date: '2030-01-01' });
    const twin = await v2('POST', '/patients', manager, { patient: { ...patientBody, first_name: 'Twin' } });
    expect(Object.keys(twin.body.errors ?? {})).toEqual(['card_number']);

    // The budtender's register: a device (a manager registers it), a shift, an adult-use customer.
    const device = await v2<{ device: { id: string } }>('POST', '/devices', manager, { device: { name: 'Counter 1' } });
    const shift = await v2<{ shift: Shift }>('POST', '/shifts', budtender, { shift: { employee_id: firstSignIn.body.user.id, open_amount: 10_000 } }, device.body.device.id);
    expect(shift.status).toBe(200);
    const company = (await v2<{ companies: Array<{ id: string }> }>('GET', '/companies', budtender)).body.companies[0]!.id;
    const customer = await v2<{ customer: { id: string } }>('POST', '/customers', budtender, { customer: { company_id: company, first_name: 'Ada', last_name: 'Adult', birth_date: '1985-06-01', phone: '5035550100' } });
    expect(customer.status).toBe(200);
    const cash = (await v2<{ payment_methods: PaymentMethod[] }>('GET', '/payment_methods', budtender)).body.payment_methods.find((method) => method.name === 'Cash')!;
    const sale = (lines: Array<{ item: string; units: number; price: number }>, total: number, buyer: Record<string, string>) => v2<{ order: Order }>('POST', '/orders', budtender, {
      order: {
        charged_on: new Date().toISOString(), order_type: 0, payment_type: PaymentType.cash, shift_id: shift.body.shift.id,
        receipt_id: crypto.randomUUID().slice(-12).toUpperCase(), ...buyer, age_verification: { method: 'manual' },
        line_items: lines.map((line) => ({ quantity: { value: line.units, unit: 5 }, price: line.price * line.units, inventory_item_id: line.item })),
        tendered_amount: total, payments: [{ payment_method_id: cash.id, total }],
      },
    }, device.body.device.id);

    // Adult-use: one clone at 12.00 with Oregon's 17% (2.04) and papers at 3.00, untaxed.
    const adult = await sale([{ item: cloneStock.body.inventory_item.id, units: 1, price: 1200 }, { item: paperStock.body.inventory_item.id, units: 1, price: 300 }], 1200 + 204 + 300, { customer_id: customer.body.customer.id });
    expect(adult.status, JSON.stringify(adult.body)).toBe(200);
    expect(adult.body.order.total).toBe(1704);
    // A patient buys as a patient only at a retailer registered for medical sales (OAR 845-025-2900(1)(a));
    // opened without a medical licence, the manager records the registration.
    const registered = await v2<{ company: { medical_sales: boolean } }>('PUT', `/companies/${company}`, manager, { company: { medical_sales: true } });
    expect(registered.body.company.medical_sales).toBe(true);
    // The patient pays the patient price, and no Oregon tax (registry cardholders are exempt).
    const medical = await sale([{ item: cloneStock.body.inventory_item.id, units: 1, price: 800 }], 800, { person_id: patient.body.patient.id });
    expect(medical.status, JSON.stringify(medical.body)).toBe(200);
    expect(medical.body.order.total).toBe(800);

    // Oregon: four immature plants a day for an adult-use buyer. Three more makes four; the fifth is refused.
    expect((await sale([{ item: cloneStock.body.inventory_item.id, units: 3, price: 1200 }], 3600 + 612, { customer_id: customer.body.customer.id })).status).toBe(200);
    const fifth = await sale([{ item: cloneStock.body.inventory_item.id, units: 1, price: 1200 }], 1200 + 204, { customer_id: customer.body.customer.id });
    expect(fifth.status).toBe(422);
    expect(fifth.body.errors?.['line_items']?.[0]).toMatch(/Immature plants/);
  }, 60_000);
});
