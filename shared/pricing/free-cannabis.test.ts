import { describe, expect, it } from 'vitest';
import { freeCannabisRefusals, type FreeCannabisLine } from './free-cannabis.ts';
import { priceSale } from './price-sale.ts';
import type { OrderDiscountInput, SaleLineInput } from './types.ts';

const line = (key: string, price: number, more: Partial<SaleLineInput> = {}): SaleLineInput =>
  ({ key, price, quantityMilli: 1000, discountable: true, taxItemIds: [], ...more });

/** Prices the lines and asks the rule, as the Store API and the register both do. */
function refusals(jurisdiction: string, lines: Array<SaleLineInput & { cannabis: boolean }>, options: { patient?: boolean; order?: OrderDiscountInput; points?: number } = {}) {
  const priced = priceSale({
    lines, taxItems: [], buyer: { taxItemIdsPaid: null }, orderDiscount: options.order ?? null,
    redemption: options.points === undefined ? null : { points: options.points, balance: options.points },
  });
  if (!priced.ok) throw new Error(JSON.stringify(priced.errors));
  const facts: FreeCannabisLine[] = lines.map((sold) => ({ cannabis: sold.cannabis, price: sold.price, ownDiscounts: sold.discounts?.length ?? 0 }));
  const orderField = options.order === undefined ? null : 'percent' in options.order ? 'discount_percent' as const : 'discount_flat_amount' as const;
  return freeCannabisRefusals(jurisdiction, facts, priced.value, options.patient === true, orderField);
}

const flower = (key: string, price: number, more: Partial<SaleLineInput> = {}) => ({ ...line(key, price, more), cannabis: true });
const pipe = (key: string, price: number, more: Partial<SaleLineInput> = {}) => ({ ...line(key, price, more), cannabis: false });
const free = { name: 'Comp', percent: '1' };

describe('no free cannabis', () => {
  it('California (4 CCR § 15411(a)): a cannabis line discounted to nothing is refused on its own discounts, with the citation', () => {
    const [refusal, ...more] = refusals('us-ca', [flower('a', 2000, { discounts: [free] })]);
    expect(more).toEqual([]);
    expect(refusal).toMatchObject({ field: 'line_items[0].discounts', line: 0 });
    expect(refusal?.message).toContain('4 CCR § 15411(a)');
  });

  it('California: an order discount or a loyalty redemption that makes it free is refused on that field', () => {
    expect(refusals('us-ca', [flower('a', 2000)], { order: { percent: '1', reason: 'Promo' } }).map((r) => r.field)).toEqual(['discount_percent']);
    expect(refusals('us-ca', [flower('a', 2000)], { order: { flatAmount: 2000, reason: 'Promo' } }).map((r) => r.field)).toEqual(['discount_flat_amount']);
    expect(refusals('us-ca', [flower('a', 2000)], { points: 2000 }).map((r) => r.field)).toEqual(['loyalty_points_redeemed']);
  });

  it('California: a discount short of free, a free accessory and a medical patient are allowed', () => {
    expect(refusals('us-ca', [flower('a', 2000, { discounts: [{ name: 'Half', percent: '0.5' }] })])).toEqual([]);
    expect(refusals('us-ca', [pipe('a', 2000, { discounts: [free] })])).toEqual([]);
    expect(refusals('us-ca', [flower('a', 2000, { discounts: [free] })], { patient: true })).toEqual([]);
  });

  it('Oregon (ORS 475C.674(6)(a)): a marijuana item made free in a sale with another item is refused, patients too; alone it is not this rule\'s', () => {
    const withPipe = refusals('us-or', [pipe('p', 1500), flower('f', 2000, { discounts: [free] })], { patient: true });
    expect(withPipe.map((r) => r.field)).toEqual(['line_items[1].discounts']);
    expect(withPipe[0]?.message).toContain('ORS 475C.674(6)(a)');
    expect(refusals('us-or', [flower('f', 2000, { discounts: [free] })])).toEqual([]);
  });

  it('elsewhere (Washington, Michigan, Colorado) no such rule is held here', () => {
    for (const jurisdiction of ['us-wa', 'us-mi', 'us-co']) expect(refusals(jurisdiction, [flower('a', 2000, { discounts: [free] })])).toEqual([]);
  });
});
