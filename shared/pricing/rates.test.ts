import { describe, expect, it } from 'vitest';
import { rateInForce, taxItemsInForce, type RateChange } from './rates.ts';

const history: RateChange[] = [
  { rate: '0.17', effectiveAt: '2024-01-01T08:00:00Z' },
  { rate: '0.10', effectiveAt: '2020-01-01T00:00:00Z' },
  { rate: '0.20', effectiveAt: '2026-07-01T00:00:00-07:00' },
];

describe('rateInForce', () => {
  it('is the latest rate that took effect at or before the sale, whatever the history\'s order', () => {
    expect(rateInForce(history, '2023-12-31T23:59:59Z')).toEqual({ ok: true, value: '0.10' });
    expect(rateInForce(history, '2024-01-01T08:00:00Z')).toEqual({ ok: true, value: '0.17' });
    expect(rateInForce(history, '2026-07-01T06:59:59Z')).toEqual({ ok: true, value: '0.17' });
    // Offsets are instants, not text: 07:00Z is midnight in Oregon's summer time.
    expect(rateInForce(history, '2026-07-01T07:00:00Z')).toEqual({ ok: true, value: '0.20' });
  });

  it('has no rate before the first one: the tax did not exist yet', () => {
    expect(rateInForce(history, '2019-12-31T23:59:59Z')).toEqual({ ok: true, value: null });
    expect(rateInForce([], '2026-01-01T00:00:00Z')).toEqual({ ok: true, value: null });
  });

  it('of two rates taking effect at once, the later listed is a correction and wins', () => {
    const corrected = [{ rate: '0.15', effectiveAt: '2024-01-01T00:00:00Z' }, { rate: '0.17', effectiveAt: '2024-01-01T00:00:00Z' }];
    expect(rateInForce(corrected, '2025-01-01T00:00:00Z')).toEqual({ ok: true, value: '0.17' });
  });

  it('refuses times without an offset (they would be read in the machine\'s own zone)', () => {
    const result = rateInForce(history, '2024-01-01T08:00:00');
    expect(result.ok ? null : result.errors[0]?.code).toBe('invalid_time');
    const stored = rateInForce([{ rate: '0.1', effectiveAt: 'yesterday' }], '2024-01-01T08:00:00Z');
    expect(stored.ok ? null : stored.errors[0]?.field).toBe('rates[0].effective_at');
  });
});

describe('taxItemsInForce', () => {
  it('gives the engine each tax item with its rate at charged_on, leaving out those not yet in force', () => {
    const items = [
      { id: 'state', name: 'State', includedInPrice: false, rates: history },
      { id: 'new-local', name: 'Local', includedInPrice: true, rates: [{ rate: '0.03', effectiveAt: '2025-01-01T00:00:00Z' }] },
    ];
    expect(taxItemsInForce(items, '2024-06-01T12:00:00Z')).toEqual({ ok: true, value: [{ id: 'state', name: 'State', rate: '0.17', includedInPrice: false }] });
    expect(taxItemsInForce(items, '2025-06-01T12:00:00Z')).toEqual({
      ok: true,
      value: [{ id: 'state', name: 'State', rate: '0.17', includedInPrice: false }, { id: 'new-local', name: 'Local', rate: '0.03', includedInPrice: true }],
    });
  });
});
