import { describe, expect, it } from 'vitest';
import { LOYALTY_REDEMPTION_NAME } from './loyalty.ts';
import { priceSale, ROUNDING_RULE } from './price-sale.ts';
import type { PricedSale, PricingErrorCode, SaleInput, SaleLineInput, TaxItemInForce } from './types.ts';

const state: TaxItemInForce = { id: 'or-state', name: 'Oregon cannabis tax', rate: '0.17', includedInPrice: false };
const local: TaxItemInForce = { id: 'pdx-local', name: 'Portland cannabis tax', rate: '0.03', includedInPrice: false };
const cannabis = [state.id, local.id];
const adultUse = { taxItemIdsPaid: null };
const medical = { taxItemIdsPaid: [] };

const line = (key: string, price: number, more: Partial<SaleLineInput> = {}): SaleLineInput =>
  ({ key, price, quantityMilli: 1000, discountable: true, taxItemIds: cannabis, ...more });

function priced(input: Partial<SaleInput> & Pick<SaleInput, 'lines'>): PricedSale {
  const result = priceSale({ taxItems: [state, local], buyer: adultUse, ...input });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function refusal(input: Partial<SaleInput> & Pick<SaleInput, 'lines'>): Array<{ code: PricingErrorCode; field: string }> {
  const result = priceSale({ taxItems: [state, local], buyer: adultUse, ...input });
  if (result.ok) throw new Error('expected the sale to be refused');
  return result.errors.map(({ code, field }) => ({ code, field }));
}

describe('an Oregon sale', () => {
  const sale = priced({
    lines: [
      line('flower', 3500, { quantityMilli: 3500 }),
      line('preroll', 1099),
      line('lighter', 250, { taxItemIds: [] }),
    ],
  });

  it('charges state 17% and local 3% on cannabis, nothing on accessories, per line and per tax item', () => {
    const [flower, preroll, lighter] = sale.lines;
    expect(flower?.tax_breakdowns.map((tax) => [tax.tax_item_id, tax.rate, tax.amount])).toEqual([['or-state', '0.17', 595], ['pdx-local', '0.03', 105]]);
    // 1099 × 0.17 = 186.83 → 187; 1099 × 0.03 = 32.97 → 33
    expect(preroll?.tax_breakdowns.map((tax) => tax.amount)).toEqual([187, 33]);
    expect(lighter?.tax_breakdowns).toEqual([]);
    expect(lighter?.tax_exemptions).toEqual([]);
  });

  it('adds exclusive taxes on top of the subtotal', () => {
    expect(sale).toMatchObject({ subtotal: 4849, discount_total: 0, tax_total: 920, tax_included_total: 0, total: 5769 });
    expect(sale.taxes.map((tax) => [tax.name, tax.amount])).toEqual([['Oregon cannabis tax', 782], ['Portland cannabis tax', 138]]);
  });

  it('rounds half up, not to even', () => {
    // 50 × 0.17 = 8.5: half up gives 9 (to even would give 8).
    expect(priced({ lines: [line('gummy', 50)] }).lines[0]?.tax_breakdowns[0]?.amount).toBe(9);
  });

  it('ignores tax items of the product type that are not this location\'s', () => {
    const sale = priced({ lines: [line('flower', 1000, { taxItemIds: [...cannabis, 'wa-excise'] })] });
    expect(sale.lines[0]?.tax_breakdowns.map((tax) => tax.tax_item_id)).toEqual(cannabis);
  });

  it('says its rounding rule in words for the API documentation', () => {
    expect(ROUNDING_RULE).toMatch(/per line and per tax item/);
    expect(ROUNDING_RULE).toMatch(/half up/);
    expect(ROUNDING_RULE).toMatch(/largest remainder/);
  });
});

describe('a medical patient', () => {
  it('pays none of the cannabis taxes; the line records each exemption', () => {
    const sale = priced({ buyer: medical, lines: [line('flower', 3500), line('lighter', 250, { taxItemIds: [] })] });
    expect(sale).toMatchObject({ subtotal: 3750, tax_total: 0, total: 3750, taxes: [] });
    expect(sale.lines[0]?.tax_breakdowns).toEqual([]);
    expect(sale.lines[0]?.tax_exemptions).toEqual([{ tax_item_id: 'or-state', name: 'Oregon cannabis tax' }, { tax_item_id: 'pdx-local', name: 'Portland cannabis tax' }]);
    expect(sale.lines[1]?.tax_exemptions).toEqual([]);
  });

  it('a group that pays some taxes is exempt from the others only', () => {
    const sale = priced({ buyer: { taxItemIdsPaid: [local.id] }, lines: [line('flower', 1000)] });
    expect(sale.lines[0]?.tax_breakdowns.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['pdx-local', 30]]);
    expect(sale.lines[0]?.tax_exemptions).toEqual([{ tax_item_id: 'or-state', name: 'Oregon cannabis tax' }]);
  });
});

describe('discounts', () => {
  it('a 10% order discount skips the line that takes no discount and is spread by largest remainder', () => {
    const sale = priced({
      orderDiscount: { percent: '0.10', reason: 'Veteran' },
      lines: [line('flower', 3000), line('cart', 1999), line('rso', 2000, { discountable: false })],
    });
    // 10% of 4999 = 499.9 → 500; 300.06 and 199.94: the leftover cent goes to the larger remainder.
    expect(sale.lines.map((l) => l.discounts)).toEqual([[{ name: 'Veteran', amount: 300 }], [{ name: 'Veteran', amount: 200 }], []]);
    expect(sale.lines.map((l) => l.subtotal)).toEqual([2700, 1799, 2000]);
    expect(sale.discount_total).toBe(500);
    // Tax is on the subtotal after discounts: 2700 × 0.17 = 459.
    expect(sale.lines[0]?.tax_breakdowns[0]?.amount).toBe(459);
  });

  it('a $5 flat discount over three equal lines: ties go to the smaller key, whatever the lines\' order', () => {
    const lines = [line('c', 1000), line('a', 1000), line('b', 1000)];
    const sale = priced({ orderDiscount: { flatAmount: 500, reason: 'Manager comp' }, lines });
    const byKey = Object.fromEntries(sale.lines.map((l) => [l.key, l.discounts[0]?.amount]));
    expect(byKey).toEqual({ a: 167, b: 167, c: 166 });
    const reversed = priced({ orderDiscount: { flatAmount: 500, reason: 'Manager comp' }, lines: [...lines].reverse() });
    expect(Object.fromEntries(reversed.lines.map((l) => [l.key, l.discounts[0]?.amount]))).toEqual(byKey);
  });

  it('a line\'s own discounts are each taken of its price, then the order discount of what remains', () => {
    const sale = priced({
      orderDiscount: { percent: '0.5', reason: '' },
      lines: [line('flower', 1000, { discounts: [{ name: 'Happy hour', percent: '0.10' }, { name: 'Coupon', amount: 100 }] })],
    });
    expect(sale.lines[0]?.discounts).toEqual([{ name: 'Happy hour', amount: 100 }, { name: 'Coupon', amount: 100 }, { name: 'Order discount', amount: 400 }]);
    expect(sale.lines[0]?.subtotal).toBe(400);
  });
});

describe('a price that includes tax', () => {
  const included = (item: TaxItemInForce): TaxItemInForce => ({ ...item, includedInPrice: true });

  it('is split into net and tax with no cent lost, and the tax is not added again', () => {
    const sale = priced({ taxItems: [included(state), included(local)], lines: [line('flower', 1000)] });
    // 1000 × 0.17 ÷ 1.20 = 141.67 → 142; 1000 × 0.03 ÷ 1.20 = 25; the net price is 833.
    expect(sale.lines[0]?.tax_breakdowns.map((tax) => [tax.amount, tax.included_in_price])).toEqual([[142, true], [25, true]]);
    expect(sale).toMatchObject({ subtotal: 1000, tax_total: 167, tax_included_total: 167, total: 1000 });
  });

  it('a buyer exempt from an included tax pays the shelf price, none of it that tax', () => {
    const sale = priced({ buyer: medical, taxItems: [included(state), included(local)], lines: [line('flower', 1000)] });
    expect(sale).toMatchObject({ subtotal: 1000, tax_total: 0, total: 1000 });
    expect(sale.lines[0]?.tax_exemptions.map((exemption) => exemption.tax_item_id)).toEqual(cannabis);
  });

  it('an exclusive tax beside an included one is computed on the net price', () => {
    const sale = priced({ taxItems: [included(state), local], lines: [line('flower', 1170)] });
    // 1170 × 0.17 ÷ 1.17 = 170 included; net 1000; 3% of 1000 = 30 on top.
    expect(sale.lines[0]?.tax_breakdowns.map((tax) => tax.amount)).toEqual([170, 30]);
    expect(sale).toMatchObject({ subtotal: 1170, tax_total: 200, tax_included_total: 170, total: 1200 });
  });
});

describe('loyalty', () => {
  it('a 100-point redemption is a $1.00 discount line of its own, spread over discountable lines', () => {
    const sale = priced({
      redemption: { points: 100, balance: 250 },
      loyaltyProgram: { type: 0, pointsPer: 1 },
      lines: [line('flower', 2000), line('cart', 3000), line('rso', 500, { discountable: false })],
    });
    expect(sale.lines.map((l) => l.discounts)).toEqual([[{ name: LOYALTY_REDEMPTION_NAME, amount: 40 }], [{ name: LOYALTY_REDEMPTION_NAME, amount: 60 }], []]);
    expect(sale).toMatchObject({ subtotal: 5400, discount_total: 100, loyalty_points_redeemed: 100 });
    // 1 point per whole dollar of 54.00 paid: the redeemed dollar earns none.
    expect(sale.loyalty_points_earned).toBe(54);
    expect(sale.lines.map((l) => l.loyalty_points)).toEqual([20, 29, 5]);
  });

  it('the location\'s rate decides what points are worth, rounded down to the cent; a rate below 1 is refused', () => {
    // 30 points = $1.00: 100 points are worth 333.33…¢, so 333¢.
    const sale = priced({ redemption: { points: 100, balance: 100, pointsPerDollar: 30 }, lines: [line('flower', 2000)] });
    expect(sale.lines[0]!.discounts).toEqual([{ name: LOYALTY_REDEMPTION_NAME, amount: 333 }]);
    expect(sale).toMatchObject({ subtotal: 1667, loyalty_points_redeemed: 100 });
    // 250 points = $1.00: 100 points are 40¢.
    expect(priced({ redemption: { points: 100, balance: 100, pointsPerDollar: 250 }, lines: [line('flower', 2000)] }).discount_total).toBe(40);
    const refused = priceSale({ lines: [line('flower', 2000)], taxItems: [], buyer: { taxItemIdsPaid: null }, redemption: { points: 100, balance: 100, pointsPerDollar: 0 } });
    expect(refused.ok ? [] : refused.errors.map((error) => [error.code, error.field])).toEqual([['invalid_points', 'loyalty_redemption_points_per_dollar']]);
  });

  it('points per order are earned once and spread over the lines', () => {
    const sale = priced({ loyaltyProgram: { type: 1, pointsPer: 10 }, lines: [line('a', 100), line('b', 300)] });
    // 2.5 and 7.5: equal remainders, so the leftover point goes to the larger line.
    expect(sale.lines.map((l) => l.loyalty_points)).toEqual([2, 8]);
    expect(sale.loyalty_points_earned).toBe(10);
  });

  it('a sale that costs nothing earns nothing', () => {
    const sale = priced({ loyaltyProgram: { type: 1, pointsPer: 10 }, orderDiscount: { percent: '1', reason: 'Comp' }, lines: [line('a', 100)] });
    expect(sale.loyalty_points_earned).toBe(0);
  });
});

describe('refused input', () => {
  it.each([
    ['a percent above 1', { percent: '1.01', reason: '' }, 'invalid_percent'],
    ['a negative percent', { percent: '-0.1', reason: '' }, 'invalid_percent'],
    ['a percent with 5 decimals', { percent: '0.12345', reason: '' }, 'invalid_percent'],
    ['a percent as a number', { percent: 'ten', reason: '' }, 'invalid_percent'],
    ['a negative flat amount', { flatAmount: -1, reason: '' }, 'negative_amount'],
    ['a flat amount above the discountable lines', { flatAmount: 1001, reason: '' }, 'discount_exceeds_order'],
  ] as const)('order discount: %s', (_, orderDiscount, code) => {
    const errors = refusal({ orderDiscount, lines: [line('a', 1000), line('b', 5000, { discountable: false })] });
    expect(errors.map((error) => error.code)).toEqual([code]);
    expect(errors[0]?.field).toMatch(/^discount_(percent|flat_amount)$/);
  });

  it('accepts a percent with 4 decimals', () => {
    expect(priced({ orderDiscount: { percent: '0.1234', reason: '' }, lines: [line('a', 10000)] }).discount_total).toBe(1234);
  });

  it('a line discount on a product that takes none', () => {
    expect(refusal({ lines: [line('a', 1000), line('b', 1000, { discountable: false, discounts: [{ name: 'x', amount: 1 }] })] }))
      .toEqual([{ code: 'line_not_discountable', field: 'line_items[1].discounts[0]' }]);
  });

  it('line discounts above the line\'s price, negative or badly written', () => {
    expect(refusal({ lines: [line('a', 1000, { discounts: [{ name: 'x', percent: '0.5' }, { name: 'y', amount: 501 }] })] }))
      .toEqual([{ code: 'discount_exceeds_line', field: 'line_items[0].discounts' }]);
    expect(refusal({ lines: [line('a', 1000, { discounts: [{ name: 'x', amount: -5 }, { name: 'y', percent: '2' }, { name: 'z', amount: 1.5 }] })] }))
      .toEqual([
        { code: 'negative_amount', field: 'line_items[0].discounts[0].amount' },
        { code: 'invalid_percent', field: 'line_items[0].discounts[1].percent' },
        { code: 'invalid_line', field: 'line_items[0].discounts[2].amount' },
      ]);
  });

  it('a line discount named like loyalty redemptions', () => {
    expect(refusal({ lines: [line('a', 1000, { discounts: [{ name: LOYALTY_REDEMPTION_NAME, amount: 1 }] })] }).map((e) => e.code)).toEqual(['reserved_discount_name']);
  });

  it('negative prices, bad quantities, repeated keys', () => {
    expect(refusal({ lines: [line('a', -1), line('a', 1, { quantityMilli: 0 })] })).toEqual([
      { code: 'negative_amount', field: 'line_items[0].price' },
      { code: 'duplicate_line_key', field: 'line_items[1]' },
      { code: 'invalid_quantity', field: 'line_items[1].quantity' },
    ]);
  });

  it('bad or repeated tax rates', () => {
    expect(refusal({ taxItems: [{ ...state, rate: '17%' }, { ...local, rate: '1.5' }, local], lines: [line('a', 1)] })).toEqual([
      { code: 'invalid_rate', field: 'tax_items[0].rate' },
      { code: 'invalid_rate', field: 'tax_items[1].rate' },
      { code: 'duplicate_tax_item', field: 'tax_items[2]' },
    ]);
  });

  it('redemptions the buyer cannot pay with, or worth more than the order', () => {
    expect(refusal({ redemption: { points: 300, balance: 250 }, lines: [line('a', 1000)] }).map((e) => e.code)).toEqual(['redemption_exceeds_balance']);
    expect(refusal({ redemption: { points: -1, balance: 250 }, lines: [line('a', 1000)] }).map((e) => e.code)).toEqual(['invalid_points']);
    expect(refusal({ redemption: { points: 201, balance: 1000 }, lines: [line('a', 200), line('b', 900, { discountable: false })] }))
      .toEqual([{ code: 'discount_exceeds_order', field: 'loyalty_points_redeemed' }]);
  });

  it('a loyalty program with a fractional rate', () => {
    expect(refusal({ loyaltyProgram: { type: 0, pointsPer: 1.5 }, lines: [line('a', 1)] }).map((e) => e.code)).toEqual(['invalid_points']);
  });
});

describe('reserved names', () => {
  it('an order discount cannot take the loyalty redemption\'s name (refunds give its value back as points)', () => {
    expect(refusal({ orderDiscount: { flatAmount: 1, reason: LOYALTY_REDEMPTION_NAME }, lines: [line('a', 1000)] })).toEqual([{ code: 'reserved_discount_name', field: 'discount_reason' }]);
  });
});
