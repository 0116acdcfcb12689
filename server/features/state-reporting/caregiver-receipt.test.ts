import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { OrderType } from '../../../shared/api/sales.ts';
import { buildReceipts } from './receipt.ts';

describeEachEngine("a patient's receipt for Metrc: the Caregiver type and CaregiverLicenseNumber where a caregiver buys", (engine) => {
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

  const receipt = async (birthDate: string, caregiverCard: string | null, named: string | null = null) => {
    await api.store.db.updateTable('patients').set({ birth_date: birthDate, caregiver_id_number: caregiverCard }).where('id', '=', patientId).execute();
    await api.store.db.updateTable('orders').set({ caregiver: named === null ? null : JSON.stringify({ card_number: named, birth_date: '1980-01-01' }) })
      .where('id', '=', orderId).execute();
    const outcome = (await buildReceipts(api.store.db, company, [orderId])).get(orderId);
    if (outcome?.kind !== 'receipt') throw new Error(`no receipt: ${JSON.stringify(outcome)}`);
    return outcome.receipt;
  };

  it("a sale naming its caregiver is the caregiver's: the Caregiver type, their card beside the patient's, whatever the patient's age", async () => {
    const named = await receipt('1980-03-01', 'CG-4F2A19', 'CG-4F2A19');
    expect(named).toMatchObject({ SalesCustomerType: 'Caregiver', CaregiverLicenseNumber: 'CG-4F2A19' });
    expect(named.PatientLicenseNumber).not.toBeNull();
    // The card as it stood at the sale, though the patient's record names another caregiver since.
    expect(await receipt('1980-03-01', 'CG-NEW', 'CG-4F2A19')).toMatchObject({ SalesCustomerType: 'Caregiver', CaregiverLicenseNumber: 'CG-4F2A19' });
  });

  it("a minor patient's sale naming no caregiver (rung before orders named one) is reported as their record's caregiver's", async () => {
    const minor = await receipt('2015-03-01', 'CG-4F2A19');
    expect(minor).toMatchObject({ SalesCustomerType: 'Caregiver', CaregiverLicenseNumber: 'CG-4F2A19' });
    expect(minor.PatientLicenseNumber).not.toBeNull();
  });

  it("an adult patient's sale naming no caregiver is the patient's own", async () => {
    expect(await receipt('1980-03-01', 'CG-4F2A19')).toMatchObject({ SalesCustomerType: 'Patient', CaregiverLicenseNumber: null });
  });
});
