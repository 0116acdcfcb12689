import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { chargedFor, ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';

/**
 * Who may buy what, at the Store API: a patient buys as a patient only where the location holds
 * its state's status for medical sales (Oregon: registration, OAR 845-025-2800(2)(b)(B),
 * 845-025-2900(1)(a)); a medical-only product goes to patients only; a medical sale keeps the
 * patient's card dates (WAC 314-55-090(2)(b)). The demo's Downtown location is in Oregon.
 */
describeEachEngine('who may buy what', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let item: SellableItem;
  let patientId: string;
  let customerId: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 12, customers: 4 } });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    item = f.items.find((i) => i.tax_item_ids.length === 0) ?? f.items[0]!;
    const db = api.store.db;
    // One price for everyone and no tax on this item, so the sale's total is the same whoever buys.
    await db.updateTable('products').set({ patient_price_enabled: 0, member_price_enabled: 0 }).where('id', '=', item.product_id).execute();
    const patient = await db.selectFrom('patients').select('id').where('company_id', '=', f.company).limit(1).executeTakeFirstOrThrow();
    patientId = patient.id;
    // A 19-year-old cardholder: old enough to buy as a patient, not as an adult-use customer.
    const year = new Date().getUTCFullYear();
    await db.updateTable('patients').set({
      birth_date: `${year - 19}-01-01`, expiration_date: `${year + 2}-06-30`, card_effective_date: `${year - 1}-07-01`,
      driver_license_expiration_date: `${year + 3}-01-01`, carry_limit_milli: null, carry_limit_unit: null,
    }).where('id', '=', patientId).execute();
    const customer = await db.selectFrom('customers').select('id').where('company_id', '=', f.company).limit(1).executeTakeFirstOrThrow();
    customerId = customer.id;
    await db.updateTable('customers').set({ birth_date: '1980-01-01', driver_license_expiration_date: `${year + 3}-01-01` }).where('id', '=', customerId).execute();
  });
  afterAll(async () => { await api.close(); });

  const medicalSales = (on: boolean) => api.store.db.updateTable('companies').set({ medical_endorsement: on ? 1 : 0 }).where('id', '=', f.company).execute();
  const medicalOnly = (on: boolean) => api.store.db.updateTable('products').set({ medical_only: on ? 1 : 0 }).where('id', '=', item.product_id).execute();
  const chargeFor = (buyer: Record<string, unknown>): Promise<number> => chargedFor(f, item, buyer);
  const sale = async (buyer: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const body = saleBody(f, [{ item, units: 1 }]);
    const total = await chargeFor(buyer);
    Object.assign(body.order, {
      age_verification: { method: 'scan', id_expiration_date: '2035-01-01' }, tendered_amount: total, payments: [{ ...body.order.payments[0]!, total }],
    }, buyer, extra);
    return body;
  };
  const storedCardDates = async (orderId: string) => api.store.db.selectFrom('orders')
    .select(['medical_card_effective_date', 'medical_card_expiration_date']).where('id', '=', orderId).executeTakeFirstOrThrow();

  it('a registered location sells to a 19-year-old patient as a patient, and keeps the card\'s dates with the sale', async () => {
    await medicalSales(true);
    const answer = await ringOrder(f, await sale({ person_id: patientId }));
    expect(answer.body).not.toHaveProperty('errors');
    expect(answer.status).toBe(200);
    expect(answer.body.order.review_flags).toEqual([]);
    const year = new Date().getUTCFullYear();
    expect(await storedCardDates(answer.body.order.id)).toEqual({
      medical_card_effective_date: `${year - 1}-07-01`, medical_card_expiration_date: `${year + 2}-06-30`,
    });
  });

  it('a location not registered for medical sales holds the patient to adult use: 21 or older, adult taxes, refused live, flagged offline', async () => {
    const asPatient = await chargeFor({ person_id: patientId });
    await medicalSales(false);
    try {
      // The demo's Oregon taxes: a patient at a registered retailer pays none of the adult-use tax; here they pay what a customer pays.
      expect(await chargeFor({ person_id: patientId })).toBe(await chargeFor({ customer_id: customerId }));
      expect(await chargeFor({ person_id: patientId })).toBeGreaterThan(asPatient);
      const refused = await ringOrder(f, await sale({ person_id: patientId }));
      expect(refused.status).toBe(422);
      const errors = (refused.body as unknown as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors)).toEqual(['person_id']);
      expect(errors['person_id']?.[0]).toMatch(/adult-use sales need 21 or older/);
      expect(errors['person_id']?.[0]).toContain('OAR 845-025-2800(2)(b)(B)');
      const offline = await ringOrder(f, await sale({ person_id: patientId }, { rung_offline: true }));
      expect(offline.status).toBe(200);
      expect(offline.body.order.review_flags.map((flag) => flag.code)).toEqual(['under-age']);
      // Not a medical sale: no card dates kept with it.
      expect(await storedCardDates(offline.body.order.id)).toEqual({ medical_card_effective_date: null, medical_card_expiration_date: null });
    } finally {
      await medicalSales(true);
    }
  });

  it('a medical-only product is refused to an adult-use customer naming the line, flagged when rung offline, sold to a patient', async () => {
    await medicalOnly(true);
    try {
      const refused = await ringOrder(f, await sale({ customer_id: customerId }));
      expect(refused.status).toBe(422);
      const errors = (refused.body as unknown as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors)).toEqual(['line_items.0.inventory_item_id']);
      expect(errors['line_items.0.inventory_item_id']?.[0]).toMatch(/is sold to patients only \(OAR 845-025-2900\(2\)\(a\), \(3\)\(a\)\); this buyer is not a patient/);
      const offline = await ringOrder(f, await sale({ customer_id: customerId }, { rung_offline: true }));
      expect(offline.status).toBe(200);
      expect(offline.body.order.review_flags.map((flag) => flag.code)).toEqual(['medical-only']);
      expect((await ringOrder(f, await sale({ person_id: patientId }))).status).toBe(200);
      // A patient at a location that may not make medical sales is not buying as a patient.
      await api.store.db.updateTable('patients').set({ birth_date: '1980-01-01' }).where('id', '=', patientId).execute();
      await medicalSales(false);
      const unregistered = await ringOrder(f, await sale({ person_id: patientId }));
      expect(unregistered.status).toBe(422);
      expect((unregistered.body as unknown as { errors: Record<string, string[]> }).errors['line_items.0.inventory_item_id']?.[0]).toContain('this location does not make medical sales');
    } finally {
      await medicalOnly(false);
      await medicalSales(true);
    }
    expect((await ringOrder(f, await sale({ customer_id: customerId }))).status).toBe(200);
  });
});
