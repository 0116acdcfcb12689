/**
 * Test support: fast-check generators of valid sales for the engine's property tests. Rates,
 * percents and amounts span their whole valid range, so rounding edges come up often.
 */
import fc from 'fast-check';
import { priceSale } from './price-sale.ts';
import type { ChargedLine } from './refund.ts';
import type { Buyer, LineDiscountInput, LoyaltyProgram, SaleInput, SaleLineInput, TaxItemInForce } from './types.ts';

/** Decimal text for n / 10^decimals, as an API client would write it ("0.1700" and "0.17" both occur). */
const decimalText = (n: number, decimals: number): string => {
  const text = String(n).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
};

const taxItemsAlone: fc.Arbitrary<TaxItemInForce[]> = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom('state', 'local', 'county', 'excise'),
    name: fc.constantFrom('State tax', 'Local tax'),
    rate: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 150_000 })).map((n) => decimalText(n, 6)),
    includedInPrice: fc.boolean(),
    rounding: fc.constantFrom('half_up' as const, 'up' as const),
  }),
  { maxLength: 4, selector: (item) => item.id },
);

/** Exclusive taxes may be charged on taxes listed before them (so never in a cycle), in any listed order. */
const taxItems: fc.Arbitrary<TaxItemInForce[]> = taxItemsAlone.map((items) => items.map((item) => (item.includedInPrice ? { ...item, rounding: 'half_up' as const } : item)))
  .chain((items) => fc.tuple(...items.map((item, index) =>
  (item.includedInPrice || index === 0 ? fc.constant(item) : fc.subarray(items.slice(0, index).map((earlier) => earlier.id)).map((baseIncludes) => ({ ...item, baseIncludes }))))))
  .map((items) => [...items]);

const lineDiscount = (price: number): fc.Arbitrary<LineDiscountInput> => fc.oneof(
  fc.integer({ min: 0, max: 5000 }).map((n) => ({ name: 'Line percent', percent: decimalText(n, 4) })),
  fc.integer({ min: 0, max: Math.floor(price / 2) }).map((amount) => ({ name: 'Line amount', amount })),
);

const line = (key: string): fc.Arbitrary<SaleLineInput> =>
  fc.record({
    price: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 2_147_483_647 })),
    quantityMilli: fc.integer({ min: 1, max: 100_000 }),
    discountable: fc.boolean(),
    taxItemIds: fc.subarray(['state', 'local', 'county', 'excise', 'elsewhere']),
  }).chain((base) => (base.discountable ? fc.array(lineDiscount(base.price), { maxLength: 2 }) : fc.constant([]))
    .map((discounts) => ({ key, ...base, discounts })));

const lines: fc.Arbitrary<SaleLineInput[]> = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 })
  .chain((keys) => fc.tuple(...keys.map(line)));

const buyer: fc.Arbitrary<Buyer> = fc.oneof(fc.constant({ taxItemIdsPaid: null }), fc.subarray(['state', 'local', 'county', 'excise']).map((ids) => ({ taxItemIdsPaid: ids })));

const loyaltyProgram: fc.Arbitrary<LoyaltyProgram | null> = fc.option(fc.record({ type: fc.constantFrom(0 as const, 1 as const), pointsPer: fc.integer({ min: 0, max: 100 }) }));

/** What is left to discount on the discountable lines of a sale with its own discounts only. */
function discountableBase(input: SaleInput): number {
  const result = priceSale({ ...input, orderDiscount: null, redemption: null });
  if (!result.ok) throw new Error(`generated an invalid sale: ${JSON.stringify(result.errors)}`);
  const discountable = new Set(input.lines.filter((l) => l.discountable).map((l) => l.key));
  return result.value.lines.filter((l) => discountable.has(l.key)).reduce((sum, l) => sum + l.subtotal, 0);
}

/** A valid sale, whose order discount and redemption fit within what the discountable lines cost. */
export const saleInput: fc.Arbitrary<SaleInput> = fc.record({
  lines, taxItems, buyer, loyaltyProgram,
  orderKind: fc.constantFrom('none', 'percent', 'flat'),
  percent: fc.integer({ min: 0, max: 10_000 }),
  orderShare: fc.double({ min: 0, max: 1, noNaN: true }),
  redemptionShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
}).map(({ orderKind, percent, orderShare, redemptionShare, ...sale }) => {
  const base = discountableBase(sale);
  const flat = Math.floor(base * orderShare);
  const orderDiscount = orderKind === 'percent' ? { percent: decimalText(percent, 4), reason: 'Order reason' }
    : orderKind === 'flat' ? { flatAmount: flat, reason: 'Order reason' } : null;
  // A redemption fits within what remains after the order discount (a percent takes at most all of it).
  const left = orderKind === 'flat' ? base - flat : orderKind === 'percent' ? Math.floor((base * (10_000 - percent)) / 10_000) : base;
  const points = redemptionShare === null ? 0 : Math.floor(left * redemptionShare);
  return { ...sale, orderDiscount, redemption: redemptionShare === null ? null : { points, balance: points } };
});

/** A line as the engine charged it, with its quantity, for refund properties. */
export const chargedLineWithQuantity: fc.Arbitrary<{ line: ChargedLine; quantityMilli: number }> = saleInput
  .chain((input) => {
    const result = priceSale(input);
    if (!result.ok) throw new Error(`generated an invalid sale: ${JSON.stringify(result.errors)}`);
    return fc.integer({ min: 0, max: result.value.lines.length - 1 }).map((index) => ({
      line: result.value.lines[index]!, quantityMilli: input.lines[index]!.quantityMilli,
    }));
  });
