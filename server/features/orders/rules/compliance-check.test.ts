import { describe, expect, it } from 'vitest';
import { flower } from '../../../../shared/compliance/limits/test-support.ts';
import { ApiError, FieldErrorCollector, type FieldErrors } from '../../../http/errors.ts';
import { ReviewFlagCollector } from './review-flags.ts';
import { meetsCompliance } from './compliance-check.ts';
import { complianceContext, complianceFacts, complianceSale, counted } from '../../../../test/support/compliance.ts';

/** A 20-year-old buying 60 g of flower and a liquid edible of unknown volume: three rules broken, each on its own field. */
const facts = complianceFacts({
  customer: { id: 'c1', birth_date: '2006-01-01', driver_license_expiration_date: '2029-01-01' },
  cart: [counted(flower(60)), counted({ traceabilityType: 3, amount: { netGramsMilli: 100_000 } })],
});

function check(rungOffline: boolean): { errors: FieldErrors; flags: string[] } {
  const errors = new FieldErrorCollector();
  const flags = new ReviewFlagCollector();
  meetsCompliance(complianceContext(complianceSale({ customer_id: 'c1', rung_offline: rungOffline }, 2), facts), errors, flags);
  try {
    errors.throwIfAny();
  } catch (error) {
    if (error instanceof ApiError && 'errors' in error.body) return { errors: error.body.errors, flags: flags.list.map((f) => f.code) };
    throw error;
  }
  return { errors: {}, flags: flags.list.map((f) => f.code) };
}

describe('meetsCompliance', () => {
  it('refuses a live sale with every broken rule on its own field, in one answer, and flags nothing', () => {
    const { errors, flags } = check(false);
    expect(Object.keys(errors).sort()).toEqual(['customer_id', 'line_items', 'line_items.1.inventory_item_id']);
    expect(errors['customer_id']![0]).toMatch(/^The buyer is 20; adult-use sales need 21/);
    expect(errors['line_items']![0]).toMatch(/^Flower: this sale would reach 60 g; Oregon's adult-use limit is 2 oz/);
    expect(flags).toEqual([]);
  });

  it('never refuses a sale rung offline: the same breaches become review flags under their codes', () => {
    const { errors, flags } = check(true);
    expect(errors).toEqual({});
    expect(flags).toEqual(['under-age', 'limit-unknown', 'limit-exceeded']);
  });
});
