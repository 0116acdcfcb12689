import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../demo/accounts.ts';
import { COUNTER_PATIENTS } from '../../demo/counter-people.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import { ringOrder, saleBody, salesFixture, type SalesFixture, type SellableItem } from '../../../test/support/orders/sales.ts';

const VENDOR_KEY = 'canopy-vendor-key';
const USER_KEY = 'statewide-user-key';
const LICENSE = 'PC-000123';
const CARD = 'MI-PT-STATEWIDE';

/**
 * Michigan keeps a patient's limits statewide (Mich. Admin. Code R 420.506(1)–(2)): before a live
 * patient sale the Store API asks Metrc (always the stand-in, test/stand-ins/metrc/) what the
 * patient may still buy and holds the sale to the smaller of that and its own count. Metrc out of
 * reach, or a sale rung offline: held to our own count, recorded and flagged, never refused for
 * Metrc's figure.
 */
describeEachEngine('statewide patient limits asked of Metrc before a Michigan patient sale', (engine) => {
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let f: SalesFixture;
  let flower: SellableItem;
  let patientId: string;
  beforeAll(async () => {
    metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }] });
    api = await startStoreApi({
      engine, demo: { products: 40, customers: 5 },
      config: { metrcVendorKey: VENDOR_KEY, metrcAllowHttp: true, stateReportingPollMs: 100, stateReportingRequestTimeoutMs: 1500 },
    });
    const token = await api.signIn(DEMO_MANAGER);
    const company = api.demo.companyIds[0];
    f = await salesFixture(api, token, company);
    const db = api.store.db;
    // The demo's Portland location as a Michigan provisioning center reporting to Metrc.
    await db.updateTable('companies').set({ state: 'MI', jurisdiction: 'us-mi', time_zone: 'America/Detroit' }).where('id', '=', company).execute();
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token, company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } },
    });
    expect(set.status).toBe(204);
    const row = await db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .innerJoin('product_types', 'product_types.id', 'products.product_type_id')
      .select(['inventory_items.id', 'inventory_items.product_id', 'inventory_items.quantity_milli'])
      .where('inventory_items.company_id', '=', company).where('product_types.traceability_type', '=', 1)
      .where('products.unit_of_measure', '=', 0).where('inventory_items.sell_type', '=', 0).orderBy('inventory_items.id').executeTakeFirstOrThrow();
    // Priced at nothing, for patients too: the sales here test the statewide limit, not the money.
    flower = { id: row.id, product_id: row.product_id!, quantity_milli: Number(row.quantity_milli), unit: 0, sell_price: 0, tax_item_ids: [], discountable: true };
    await db.updateTable('products').set({ patient_price_enabled: 0 }).where('id', '=', flower.product_id).execute();
    const { first, last } = COUNTER_PATIENTS.valid;
    patientId = (await db.selectFrom('patients').select('id').where('company_id', '=', company)
      .where('first_name', '=', first).where('last_name', '=', last).executeTakeFirstOrThrow()).id;
    await db.updateTable('patients').set({ id_number: CARD }).where('id', '=', patientId).execute();
  });
  afterAll(async () => { await api.close(); await metrc.close(); });

  /** A sale to the patient of `grams` of flower, charged now (or a minute ago, rung offline). */
  function patientSale(grams: number, offline = false) {
    const body = saleBody(f, [{ item: flower, units: 1 }]);
    body.order.line_items[0]!.quantity = { value: grams, unit: 0 };
    body.order.charged_on = new Date(Date.now() - (offline ? 60_000 : 0)).toISOString();
    Object.assign(body.order, { person_id: patientId, age_verification: { method: 'manual', id_expiration_date: null } }, offline ? { rung_offline: true } : {});
    return body;
  }
  const flagCodes = (order: { review_flags: ReadonlyArray<{ code: string }> }) => order.review_flags.map((flag) => flag.code);

  it('a sale within what Metrc allows passes unflagged', async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 1 });
    const sold = await ringOrder(f, patientSale(10));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(flagCodes(sold.body.order)).toEqual([]);
  });

  it("a sale over Metrc's remaining allotment is refused on line_items naming the rule, though our own count allows it", async () => {
    // Our own count leaves 70.873 g − 10 g today; Metrc allows 0.5 oz (14.174 g) across every store.
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 0.5 });
    const over = await ringOrder(f, patientSale(20));
    expect(over.status).toBe(422);
    expect(over.body.errors['line_items']).toEqual([
      'Metrc allows this patient 14.174 g more today across every store (0.5 oz); this sale adds 20 g — remove 5.826 g. (Mich. Admin. Code R 420.506(1)–(2))',
    ]);
    expect((await ringOrder(f, patientSale(14))).status).toBe(200);
    // An exhausted patient: active, with nothing left.
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 0 });
    const exhausted = await ringOrder(f, patientSale(1));
    expect(exhausted.status).toBe(422);
    expect(exhausted.body.errors['line_items']![0]).toMatch(/^Metrc allows this patient 0 g more today/);
  });

  it('a patient Metrc lists as inactive, or a card it does not know, is refused on person_id', async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, Active: false });
    const inactive = await ringOrder(f, patientSale(1));
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors['person_id']![0]).toMatch(/^Metrc lists the patient card MI-PT-STATEWIDE as not active\..*R 420\.506/);
    await api.store.db.updateTable('patients').set({ id_number: 'MI-UNKNOWN-CARD' }).where('id', '=', patientId).execute();
    try {
      const unknown = await ringOrder(f, patientSale(1));
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors['person_id']![0]).toMatch(/MI-UNKNOWN-CARD/);
    } finally {
      await api.store.db.updateTable('patients').set({ id_number: CARD }).where('id', '=', patientId).execute();
    }
  });

  it('Metrc out of reach: the sale is held to our own count, recorded and flagged for review', async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 0 });
    // Nothing listens on port 1: the connection is refused, as when Metrc is down.
    await api.store.db.updateTable('state_reporting_settings').set({ api_url: 'http://127.0.0.1:1' }).where('company_id', '=', f.company).execute();
    try {
      const sold = await ringOrder(f, patientSale(5));
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
      expect(flagCodes(sold.body.order)).toEqual(['statewide-unconfirmed']);
      expect(sold.body.order.review_flags[0]!.message).toMatch(/^Metrc could not confirm the patient's statewide allotment/);
      // Our own count still refuses: 29 g bought today, 50 g more passes Michigan's 2.5 oz (70.873 g).
      const over = await ringOrder(f, patientSale(50));
      expect(over.status).toBe(422);
      expect(over.body.errors['line_items']![0]).toMatch(/2\.5 oz/);
    } finally {
      await api.store.db.updateTable('state_reporting_settings').set({ api_url: metrc.url }).where('company_id', '=', f.company).execute();
    }
  });

  it("a sale rung offline over Metrc's figure is recorded and flagged, never refused", async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 0 });
    const offline = await ringOrder(f, patientSale(3, true));
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    expect(flagCodes(offline.body.order)).toEqual(['statewide-unconfirmed']);
    expect(offline.body.order.review_flags[0]!.message).toMatch(/sale was rung offline/);
  });
});
