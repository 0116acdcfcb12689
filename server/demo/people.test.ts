import { afterAll, beforeAll, expect, it } from 'vitest';
import { carryLimitGrams } from '../../shared/compliance/limits/engine.ts';
import { profiles } from '../../shared/compliance/limits/profiles/index.ts';
import { toBase } from '../../shared/compliance/limits/units.ts';
import { formatQuantity } from '../../shared/quantity.ts';
import { startStoreApi, type TestStoreApi } from '../../test/support/store-api.ts';

// The demo data is the same on either engine; one is enough to read it.
let api: TestStoreApi;
beforeAll(async () => { api = await startStoreApi({ engine: 'sqlite', demo: { products: 10, customers: 2 } }); });
afterAll(async () => { await api.close(); });

it('gives every demo patient their state\'s own figure as carry limit, or none: no card says more than the law lets a store sell', async () => {
  const db = api.store.db;
  const companies = await db.selectFrom('companies').select(['id', 'jurisdiction']).execute();
  const seen = new Map<string, Set<string>>();
  for (const company of companies) {
    const profile = profiles[company.jurisdiction]!;
    const rule = profile.limits.find((candidate) => candidate.buyer === 'medical' && 'carryLimitApplies' in candidate && candidate.carryLimitApplies === true)!;
    const patients = await db.selectFrom('patients').select(['carry_limit_milli', 'carry_limit_unit']).where('company_id', '=', company.id).execute();
    expect(patients.length).toBeGreaterThan(0);
    for (const patient of patients) {
      const carried = patient.carry_limit_milli === null || patient.carry_limit_unit === null ? null
        : carryLimitGrams({ value: formatQuantity(Number(patient.carry_limit_milli)), unit: patient.carry_limit_unit });
      if (carried !== null) expect(carried).toEqual(toBase(rule.max));
      const figures = seen.get(company.jurisdiction) ?? new Set<string>();
      figures.add(carried === null ? 'none' : `${rule.max.value} ${rule.max.unit}`);
      seen.set(company.jurisdiction, figures);
    }
  }
  // Oregon's cards state no purchase amount; Washington's recognition card states RCW 69.51A.210(1)'s 3 oz;
  // a Michigan registry card states none (the medical limit is the act's own, MCL 333.26424).
  expect(Object.fromEntries([...seen].map(([id, figures]) => [id, [...figures]]))).toEqual({ 'us-mi': ['none'], 'us-or': ['none'], 'us-wa': ['3 oz'] });
});
