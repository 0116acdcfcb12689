import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { taxItemsInForce } from '../tax-items/repository.ts';
import { buyerPersonGroup, loyaltyProgramInForce, moneySettings, personGroupIdsOf } from './repository.ts';

describeEachEngine('money settings', (engine) => {
  let api: TestStoreApi;
  let downtown: string;
  let eastside: string;
  const downtownCustomers = async () =>
    api.store.db.selectFrom('customers').select('id').where('company_id', '=', downtown).orderBy('created_at').orderBy('id').execute();

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 16, customers: 8 } });
    [downtown, eastside] = api.demo.companyIds;
  });
  afterAll(async () => { await api.close(); });

  it('moneySettings: the location’s time zone, discount thresholds and reasons, and redemption rate', async () => {
    expect(await moneySettings(api.store.db, downtown)).toEqual({
      timeZone: 'America/Los_Angeles', discountApprovalPercent: '0.20', discountApprovalFlatAmount: 2000,
      discountReasons: ['First-time customer', 'Veteran', 'Senior', 'Happy hour', 'Industry', 'Manager comp', 'Damaged product'],
      // The demo's Oregon location is registered for medical sales (OAR 845-025-2800(2)(b)(B)), so its patients buy as patients.
      loyaltyRedemptionPointsPerDollar: 100, medicalEndorsement: true,
    });
    expect((await moneySettings(api.store.db, eastside)).medicalEndorsement).toBe(true);
  });

  it('buyerPersonGroup: a customer in no group pays every tax (undefined); a veteran pays the group’s', async () => {
    const customers = await downtownCustomers();
    expect(await buyerPersonGroup(api.store.db, downtown, { type: 'Customer', id: customers[0]!.id })).toBeUndefined();
    const veteran = await buyerPersonGroup(api.store.db, downtown, { type: 'Customer', id: customers[3]!.id });
    expect(veteran).toMatchObject({ name: 'Veterans', medical: false });
    const oregon = (await taxItemsInForce(api.store.db, downtown, new Date().toISOString()))
      .filter((t) => ['Oregon retail marijuana tax', 'Portland local marijuana tax'].includes(t.name));
    expect(veteran!.taxItemIds.sort()).toEqual(oregon.map((t) => t.id).sort());
    // Another location's view of the same person: not a member there.
    expect(await buyerPersonGroup(api.store.db, eastside, { type: 'Customer', id: customers[3]!.id })).toBeUndefined();
  });

  it('personGroupIdsOf: the group of each buyer who is in one, and only this location’s', async () => {
    const customers = await downtownCustomers();
    const ids = [customers[0]!.id, customers[3]!.id];
    const veteran = await buyerPersonGroup(api.store.db, downtown, { type: 'Customer', id: customers[3]!.id });
    expect(await personGroupIdsOf(api.store.db, downtown, 'Customer', ids)).toEqual(new Map([[customers[3]!.id, veteran!.id]]));
    expect(await personGroupIdsOf(api.store.db, eastside, 'Customer', ids)).toEqual(new Map());
    expect(await personGroupIdsOf(api.store.db, downtown, 'Customer', [])).toEqual(new Map());
  });

  it('loyaltyProgramInForce: the location’s newest program takes over at once; another location keeps its own', async () => {
    const before = await loyaltyProgramInForce(api.store.db, eastside);
    await api.store.db.insertInto('loyalty_programs').values({
      id: randomUUID(), company_id: downtown, loyalty_program_type: 1, loyalty_points_per: 7, created_at: new Date(Date.now() + 60_000).toISOString(),
    }).execute();
    expect(await loyaltyProgramInForce(api.store.db, downtown)).toEqual({ type: 1, pointsPer: 7 });
    expect(await loyaltyProgramInForce(api.store.db, eastside)).toEqual(before);
  });
});
