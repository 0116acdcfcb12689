import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { OrderType } from '../../../shared/api/sales.ts';
import { buildReceipts } from './receipt.ts';

describeEachEngine("a patient's receipt for Metrc: CaregiverLicenseNumber where a caregiver buys", (engine) => {
  let api: TestStoreApi;
  let company: string;
  let orderId: string;
  let patientId: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine });
    company = api.demo.companyIds[0];
    const db = api.store.db;
    // A demo sale with a labelled cannabis line, rung (here) for a patient with a card.
    const sale = await db.selectFrom('orders').innerJoin('line_items', 'line_items.order_id', 'orders.id')
      .innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id').select('orders.id')
      .where('orders.company_id', '=', company).where('orders.order_type', '=', OrderType.sale).where('inventory_items.package_label', 'is not', null)
      .limit(1).executeTakeFirstOrThrow();
    const patient = await db.selectFrom('patients').select('id').where('company_id', '=', company).where('id_number', 'is not', null)
      .limit(1).executeTakeFirstOrThrow();
    orderId = sale.id;
    patientId = patient.id;
    await db.updateTable('orders').set({ person_id: patientId }).where('id', '=', orderId).execute();
  });
  afterAll(async () => { await api.close(); });

  const receipt = async (birthDate: string, caregiverCard: string | null) => {
    await api.store.db.updateTable('patients').set({ birth_date: birthDate, caregiver_id_number: caregiverCard }).where('id', '=', patientId).execute();
    const outcome = (await buildReceipts(api.store.db, company, [orderId])).get(orderId);
    if (outcome?.kind !== 'receipt') throw new Error(`no receipt: ${JSON.stringify(outcome)}`);
    return outcome.receipt;
  };

  it("a minor patient's sale carries the caregiver's card beside the patient's", async () => {
    const minor = await receipt('2015-03-01', 'CG-4F2A19');
    expect(minor).toMatchObject({ SalesCustomerType: 'Patient', CaregiverLicenseNumber: 'CG-4F2A19' });
    expect(minor.PatientLicenseNumber).not.toBeNull();
  });

  it("an adult patient's sale is the patient's own, caregiver or not", async () => {
    expect(await receipt('1980-03-01', 'CG-4F2A19')).toMatchObject({ SalesCustomerType: 'Patient', CaregiverLicenseNumber: null });
  });
});
