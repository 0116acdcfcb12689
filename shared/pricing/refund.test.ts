import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOYALTY_REDEMPTION_NAME } from './loyalty.ts';
import { refundLineShare, type ChargedLine, type RefundShare, type ReturnedQuantity } from './refund.ts';
import { priceSale } from './price-sale.ts';
import { chargedLineWithQuantity } from './sale-arbitraries.ts';

const tax = (id: string, rate: string, amount: number, included = false) => ({ tax_item_id: id, name: id, rate, amount, included_in_price: included });

function share(line: ChargedLine, quantity: ReturnedQuantity): RefundShare {
  const result = refundLineShare(line, quantity);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** Returns a line in the given parts, one after another, as successive refunds would. */
function returnInParts(line: ChargedLine, chargedMilli: number, parts: number[]): RefundShare[] {
  let alreadyReturnedMilli = 0;
  return parts.map((returnedMilli) => {
    const refund = share(line, { chargedMilli, returnedMilli, alreadyReturnedMilli });
    alreadyReturnedMilli += returnedMilli;
    return refund;
  });
}

const sumOf = (refunds: RefundShare[], figure: (refund: RefundShare) => number): number => refunds.reduce((sum, refund) => sum + figure(refund), 0);

describe('refundLineShare', () => {
  const threeUnits: ChargedLine = {
    price: 3000, discounts: [{ name: 'Veteran', amount: 300 }], subtotal: 2700,
    tax_breakdowns: [tax('state', '0.17', 459), tax('local', '0.03', 81)], loyalty_points: 27,
  };

  it('1 of 3 units gives back a third of the price, the discount, each tax and the points', () => {
    expect(share(threeUnits, { chargedMilli: 3000, returnedMilli: 1000, alreadyReturnedMilli: 0 })).toEqual({
      price: 1000, discounts: [{ name: 'Veteran', amount: 100 }], subtotal: 900,
      tax_breakdowns: [tax('state', '0.17', 153), tax('local', '0.03', 27)], loyalty_points: 9, loyalty_points_redeemed: 0, total: 1080,
    });
  });

  it('1 g of 3.5 g, then the rest: the parts add up to the line', () => {
    const eighth: ChargedLine = { price: 3500, discounts: [], subtotal: 3500, tax_breakdowns: [tax('state', '0.17', 595), tax('local', '0.03', 105)], loyalty_points: 35 };
    const [gram, rest] = returnInParts(eighth, 3500, [1000, 2500]);
    expect(gram).toMatchObject({ subtotal: 1000, tax_breakdowns: [tax('state', '0.17', 170), tax('local', '0.03', 30)], loyalty_points: 10, total: 1200 });
    expect(rest).toMatchObject({ subtotal: 2500, tax_breakdowns: [tax('state', '0.17', 425), tax('local', '0.03', 75)], loyalty_points: 25, total: 3000 });
  });

  it('a cent that cannot be split goes back with the unit whose return crosses it, and the last unit takes what remains', () => {
    const cheap: ChargedLine = { price: 100, discounts: [], subtotal: 100, tax_breakdowns: [tax('state', '0.17', 17)], loyalty_points: 1 };
    const refunds = returnInParts(cheap, 3000, [1000, 1000, 1000]);
    expect(refunds.map((refund) => refund.subtotal)).toEqual([33, 34, 33]);
    expect(refunds.map((refund) => refund.tax_breakdowns[0]?.amount)).toEqual([6, 5, 6]);
    expect(refunds.map((refund) => refund.loyalty_points)).toEqual([0, 1, 0]);
  });

  it('a tax rounded up and a tax on a tax go back as shares of what was charged, never rounded up again', () => {
    const priced = priceSale({
      lines: [{ key: 'a', price: 3003, quantityMilli: 3000, discountable: true, taxItemIds: ['or', 'excise', 'sales'] }],
      taxItems: [
        { id: 'or', name: 'or', rate: '0.17', includedInPrice: false, rounding: 'up' },
        { id: 'excise', name: 'excise', rate: '0.15', includedInPrice: false },
        { id: 'sales', name: 'sales', rate: '0.0725', includedInPrice: false, baseIncludes: ['excise'] },
      ],
      buyer: { taxItemIdsPaid: null },
    });
    if (!priced.ok) throw new Error(JSON.stringify(priced.errors));
    const line = priced.value.lines[0]!;
    // 17% of 3003 = 510.51 → 511 (up); excise 450.45 → 450; sales 7.25% of 3453 = 250.34 → 250.
    expect(line.tax_breakdowns.map((charged) => charged.amount)).toEqual([511, 450, 250]);
    const refunds = returnInParts(line, 3000, [1000, 1000, 1000]);
    expect(refunds.map((refund) => refund.tax_breakdowns[0]!.amount)).toEqual([170, 171, 170]);
    line.tax_breakdowns.forEach((charged, index) => expect(sumOf(refunds, (refund) => refund.tax_breakdowns[index]!.amount)).toBe(charged.amount));
    expect(sumOf(refunds, (refund) => refund.total)).toBe(priced.value.total);
  });

  it('gives back the exclusive taxes on top of the subtotal, never an included tax a second time', () => {
    const inclusive: ChargedLine = { price: 1000, discounts: [], subtotal: 1000, tax_breakdowns: [tax('state', '0.17', 142, true), tax('local', '0.03', 25, true)], loyalty_points: 0 };
    expect(share(inclusive, { chargedMilli: 1000, returnedMilli: 1000, alreadyReturnedMilli: 0 }).total).toBe(1000);
  });

  it('gives redeemed points back at the location\'s rate, cumulatively: a line returned in thirds gives back what it took', () => {
    // 500 points at 50 points per dollar took $10.00 off a line of 3 units.
    const redeemed: ChargedLine = { price: 3000, discounts: [{ name: LOYALTY_REDEMPTION_NAME, amount: 1000 }], subtotal: 2000, tax_breakdowns: [], loyalty_points: 20 };
    const thirds = [1000, 1000, 1000].map((returnedMilli, index) => {
      const result = refundLineShare(redeemed, { chargedMilli: 3000, returnedMilli, alreadyReturnedMilli: index * 1000 }, 50);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.value.loyalty_points_redeemed;
    });
    // 333¢ → 166.5 → 167 points; 667¢ → 333.5 → 334 in all; 1000¢ → 500 in all.
    expect(thirds).toEqual([167, 167, 166]);
    const whole = refundLineShare(redeemed, { chargedMilli: 3000, returnedMilli: 3000, alreadyReturnedMilli: 0 }, 50);
    expect(whole.ok && whole.value.loyalty_points_redeemed).toBe(500);
  });

  it('gives redeemed points back with the redemption discount it returns', () => {
    const redeemed: ChargedLine = { price: 2000, discounts: [{ name: LOYALTY_REDEMPTION_NAME, amount: 40 }], subtotal: 1960, tax_breakdowns: [], loyalty_points: 19 };
    expect(share(redeemed, { chargedMilli: 2000, returnedMilli: 1000, alreadyReturnedMilli: 0 })).toMatchObject({ loyalty_points_redeemed: 20, loyalty_points: 10, total: 980 });
  });

  it('refuses returning more than is left, nothing, or fractions of a thousandth', () => {
    const codes = (quantity: ReturnedQuantity) => { const result = refundLineShare(threeUnits, quantity); return result.ok ? [] : result.errors.map((e) => e.code); };
    expect(codes({ chargedMilli: 3000, returnedMilli: 1000, alreadyReturnedMilli: 2500 })).toEqual(['invalid_quantity']);
    expect(codes({ chargedMilli: 3000, returnedMilli: 0, alreadyReturnedMilli: 0 })).toEqual(['invalid_quantity']);
    expect(codes({ chargedMilli: 3000, returnedMilli: 0.5, alreadyReturnedMilli: 0 })).toEqual(['invalid_quantity']);
  });

  it('a full refund returns exactly what was charged, tax by tax', () => {
    fc.assert(fc.property(chargedLineWithQuantity, ({ line, quantityMilli }) => {
      const refund = share(line, { chargedMilli: quantityMilli, returnedMilli: quantityMilli, alreadyReturnedMilli: 0 });
      expect(refund.price).toBe(line.price);
      expect(refund.subtotal).toBe(line.subtotal);
      expect(refund.discounts).toEqual(line.discounts);
      expect(refund.tax_breakdowns).toEqual(line.tax_breakdowns);
      expect(refund.loyalty_points).toBe(line.loyalty_points);
      expect(refund.total).toBe(line.subtotal + line.tax_breakdowns.filter((t) => !t.included_in_price).reduce((sum, t) => sum + t.amount, 0));
    }));
  });

  it('partial returns in any sequence add up to the whole line and are never negative', () => {
    const split = chargedLineWithQuantity.chain(({ line, quantityMilli }) =>
      fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, quantityMilli - 1) }), { maxLength: 6 }).map((cuts) => {
        const points = [0, ...cuts.filter((cut) => cut < quantityMilli).sort((a, b) => a - b), quantityMilli];
        return { line, quantityMilli, parts: points.slice(1).map((point, index) => point - (points[index] ?? 0)) };
      }));
    fc.assert(fc.property(split, ({ line, quantityMilli, parts }) => {
      const refunds = returnInParts(line, quantityMilli, parts);
      expect(sumOf(refunds, (r) => r.price)).toBe(line.price);
      expect(sumOf(refunds, (r) => r.subtotal)).toBe(line.subtotal);
      expect(sumOf(refunds, (r) => r.loyalty_points)).toBe(line.loyalty_points);
      line.discounts.forEach((discount, index) => expect(sumOf(refunds, (r) => r.discounts[index]?.amount ?? 0)).toBe(discount.amount));
      line.tax_breakdowns.forEach((charged, index) => expect(sumOf(refunds, (r) => r.tax_breakdowns[index]?.amount ?? 0)).toBe(charged.amount));
      for (const refund of refunds) {
        const amounts = [refund.price, refund.subtotal, refund.total, refund.loyalty_points, refund.loyalty_points_redeemed,
          ...refund.discounts.map((d) => d.amount), ...refund.tax_breakdowns.map((t) => t.amount)];
        for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(0);
        expect(refund.price).toBe(refund.subtotal + refund.discounts.reduce((sum, d) => sum + d.amount, 0));
      }
    }));
  });
});
