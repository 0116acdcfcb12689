import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../../demo/accounts.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../../test/support/store-api.ts';
import { chargedFor, ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../../test/support/orders/sales.ts';
import { buildReceipts } from '../../state-reporting/receipt.ts';

/**
 * A caregiver buying for a patient, at the Store API (order field `caregiver`): the caregiver is of
 * the state's caregiver age (Oregon: 18, ORS 475C.777, unverified), holds a card, and it is the
 * card the patient's record names; the patient may then be a minor. Refused live naming the field,
 * recorded and flagged when rung offline; reported to Metrc as a Caregiver sale with both cards.
 * The demo's Downtown location is in Oregon.
 */
describeEachEngine('a caregiver buying for a patient', (engine) => {
  let api: TestStoreApi;
  let f: SalesFixture;
  let item: SellableItem;
  let patientId: string;
  let customerId: string;
  const year = new Date().getUTCFullYear();
  const CARD = 'CG-4F2A19';
  const adultCaregiver = { card_number: CARD, birth_date: `${year - 40}-05-01` };
  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 12, customers: 4 } });
    f = await salesFixture(api, await api.signIn(DEMO_MANAGER), api.demo.companyIds[0]);
    item = f.items.find((i) => i.tax_item_ids.length === 0) ?? f.items[0]!;
    const db = api.store.db;
    await db.updateTable('products').set({ patient_price_enabled: 0, member_price_enabled: 0 }).where('id', '=', item.product_id).execute();
    await db.updateTable('companies').set({ medical_endorsement: 1 }).where('id', '=', f.company).execute();
    const patient = await db.selectFrom('patients').select('id').where('company_id', '=', f.company).limit(1).executeTakeFirstOrThrow();
    patientId = patient.id;
    // A 12-year-old cardholder whose record names their caregiver's card.
    await db.updateTable('patients').set({
      birth_date: `${year - 12}-01-01`, expiration_date: `${year + 2}-06-30`, card_effective_date: `${year - 1}-07-01`, id_number: 'OR-PT-77',
      driver_license_expiration_date: null, carry_limit_milli: null, carry_limit_unit: null, caregiver_id_number: 'cg-4f2a19',
    }).where('id', '=', patientId).execute();
    const customer = await db.selectFrom('customers').select('id').where('company_id', '=', f.company).limit(1).executeTakeFirstOrThrow();
    customerId = customer.id;
    await db.updateTable('customers').set({ birth_date: '1980-01-01', driver_license_expiration_date: `${year + 3}-01-01` }).where('id', '=', customerId).execute();
  });
  afterAll(async () => { await api.close(); });

  const chargeFor = (buyer: Record<string, unknown>): Promise<number> => chargedFor(f, item, buyer);
  const sale = async (buyer: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const body = saleBody(f, [{ item, units: 1 }]);
    const total = await chargeFor({ person_id: patientId });
    Object.assign(body.order, {
      age_verification: { method: 'scan', id_expiration_date: `${year + 4}-01-01` }, tendered_amount: total, payments: [{ ...body.order.payments[0]!, total }],
    }, buyer, extra);
    return body;
  };
  const errorsOf = (body: unknown): Record<string, string[]> => (body as { errors: Record<string, string[]> }).errors;

  it('a minor patient is refused in person, and served through the caregiver their record names', async () => {
    const alone = await ringOrder(f, await sale({ person_id: patientId }));
    expect(alone.status).toBe(422);
    expect(Object.keys(errorsOf(alone.body))).toEqual(['person_id']);

    const answer = await ringOrder(f, await sale({ person_id: patientId, caregiver: adultCaregiver }));
    expect(answer.body).not.toHaveProperty('errors');
    expect(answer.status).toBe(200);
    expect(answer.body.order.review_flags).toEqual([]);
    expect(answer.body.order.caregiver).toEqual(adultCaregiver);
    // The sale is the patient's: it counts in their purchase history (read by person_id) for their limits.
    expect(answer.body.order.person_id).toBe(patientId);
    expect(answer.body.order.customer_id).toBeNull();

    // Metrc: a Caregiver sale with both cards.
    const outcome = (await buildReceipts(api.store.db, f.company, [answer.body.order.id])).get(answer.body.order.id);
    if (outcome?.kind === 'receipt') {
      expect(outcome.receipt).toMatchObject({ SalesCustomerType: 'Caregiver', PatientLicenseNumber: 'OR-PT-77', CaregiverLicenseNumber: CARD });
    } else {
      // An item without a package label is not Metrc's; the demo's items carry labels, so this names why not.
      expect.fail(`no receipt: ${JSON.stringify(outcome)}`);
    }
  });

  it("a card that is not the patient's caregiver's is refused on caregiver.card_number, flagged when rung offline", async () => {
    const stranger = { card_number: 'CG-0000', birth_date: `${year - 40}-05-01` };
    const refused = await ringOrder(f, await sale({ person_id: patientId, caregiver: stranger }));
    expect(refused.status).toBe(422);
    expect(Object.keys(errorsOf(refused.body))).toEqual(['caregiver.card_number']);
    expect(errorsOf(refused.body)['caregiver.card_number']?.[0]).toContain("is not this patient's caregiver");
    const offline = await ringOrder(f, await sale({ person_id: patientId, caregiver: stranger }, { rung_offline: true }));
    expect(offline.status).toBe(200);
    expect(offline.body.order.review_flags.map((flag) => flag.code)).toEqual(['caregiver-not-linked']);
  });

  it("a caregiver under the state's caregiver age is refused on caregiver.birth_date, citing the rule", async () => {
    const young = { card_number: CARD, birth_date: `${year - 17}-01-01` };
    const refused = await ringOrder(f, await sale({ person_id: patientId, caregiver: young }));
    expect(refused.status).toBe(422);
    expect(Object.keys(errorsOf(refused.body))).toEqual(['caregiver.birth_date']);
    expect(errorsOf(refused.body)['caregiver.birth_date']?.[0]).toMatch(/must be 18 or older .*ORS 475C\.777/);
    const offline = await ringOrder(f, await sale({ person_id: patientId, caregiver: young }, { rung_offline: true }));
    expect(offline.status).toBe(200);
    expect(offline.body.order.review_flags.map((flag) => flag.code)).toEqual(['caregiver-under-age']);
  });

  it('a patient whose record names no caregiver cannot be bought for; nor can a caregiver buy without a patient', async () => {
    await api.store.db.updateTable('patients').set({ caregiver_id_number: null }).where('id', '=', patientId).execute();
    try {
      const refused = await ringOrder(f, await sale({ person_id: patientId, caregiver: adultCaregiver }));
      expect(refused.status).toBe(422);
      expect(errorsOf(refused.body)['caregiver.card_number']?.[0]).toContain('names no caregiver');
    } finally {
      await api.store.db.updateTable('patients').set({ caregiver_id_number: CARD }).where('id', '=', patientId).execute();
    }
    const body = await sale({ customer_id: customerId, caregiver: adultCaregiver });
    body.order.tendered_amount = await chargeFor({ customer_id: customerId });
    body.order.payments = [{ ...body.order.payments[0]!, total: body.order.tendered_amount }];
    const noPatient = await ringOrder(f, body);
    expect(noPatient.status).toBe(422);
    expect(Object.keys(errorsOf(noPatient.body))).toEqual(['caregiver']);
  });

  it('a caregiver buys only on a medical sale: not where the location may not make them', async () => {
    await api.store.db.updateTable('companies').set({ medical_endorsement: 0 }).where('id', '=', f.company).execute();
    try {
      const body = await sale({ person_id: patientId, caregiver: adultCaregiver });
      body.order.tendered_amount = await chargeFor({ person_id: patientId });
      body.order.payments = [{ ...body.order.payments[0]!, total: body.order.tendered_amount }];
      const refused = await ringOrder(f, body);
      expect(refused.status).toBe(422);
      expect(errorsOf(refused.body)['caregiver']?.[0]).toContain('A caregiver buys only on a medical sale');
    } finally {
      await api.store.db.updateTable('companies').set({ medical_endorsement: 1 }).where('id', '=', f.company).execute();
    }
  });
});
