import { describe, expect, it } from 'vitest';
import { taxItemsInForceAt, type SaleSettings } from './sale-settings.ts';

const plain = { baseIncludes: [], rounding: 'half_up' as const, exemption: null };

const settings: SaleSettings = {
  revision: 1,
  location: { time_zone: 'UTC', jurisdiction: 'OR', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, loyalty_redemption_points_per_dollar: 100, age_verification_required: false, medical_endorsement: false },
  taxItems: [
    { id: 'local', name: 'Local', includedInPrice: false, ...plain, rates: [{ effectiveAt: '2026-01-01T00:00:00.000Z', rateMillionths: 30_000 }] },
    {
      id: 'state', name: 'State', includedInPrice: true, ...plain, rates: [
        { effectiveAt: '2026-01-01T00:00:00.000Z', rateMillionths: 170_000 }, { effectiveAt: '2026-12-01T00:00:00.000Z', rateMillionths: 190_000 },
      ],
    },
    { id: 'later', name: 'Later', includedInPrice: false, ...plain, rates: [{ effectiveAt: '2027-01-01T00:00:00.000Z', rateMillionths: 10_000 }] },
  ],
  productTypeTaxItems: new Map(),
  loyaltyProgram: null,
  personGroups: [],
};

describe('tax rates in force, computed from the kept rates', () => {
  it('each item has the rate of its latest change at or before the moment; an item not yet in force is left out; name order is kept', () => {
    expect(taxItemsInForceAt(settings, '2026-11-21T18:30:00.000Z')).toEqual([
      { id: 'local', name: 'Local', rate: '0.03', includedInPrice: false }, { id: 'state', name: 'State', rate: '0.17', includedInPrice: true },
    ]);
    // The moment a new rate takes effect, it is in force (an offset is read as the same instant).
    expect(taxItemsInForceAt(settings, '2026-11-30T20:00:00.000-04:00').map((t) => t.rate)).toEqual(['0.03', '0.19']);
    expect(taxItemsInForceAt(settings, '2027-02-01T00:00:00.000Z').map((t) => t.id)).toEqual(['local', 'state', 'later']);
    expect(taxItemsInForceAt(settings, '2025-12-31T23:59:59.999Z')).toEqual([]);
  });

  it('carries each item\'s base, rounding and exemption as they stand at the moment', () => {
    const relief = { effectiveAt: null, expiresAt: '2026-12-01T00:00:00.000Z', medicalItemsOnly: true, medicalEndorsementRequired: true };
    const rules: SaleSettings = {
      ...settings,
      taxItems: [{ ...settings.taxItems[0]!, baseIncludes: ['state'], rounding: 'up', exemption: relief }, settings.taxItems[1]!],
    };
    expect(taxItemsInForceAt(rules, '2026-11-21T18:30:00.000Z')[0]).toEqual({
      id: 'local', name: 'Local', rate: '0.03', includedInPrice: false, baseIncludes: ['state'], rounding: 'up',
      exemption: { medicalItemsOnly: true, medicalEndorsementRequired: true },
    });
    expect(taxItemsInForceAt(rules, '2026-12-01T00:00:00.000Z')[0]?.exemption).toBe(false);
  });
});
