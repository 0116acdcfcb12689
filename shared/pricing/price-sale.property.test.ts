import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, parseDecimal } from './decimal.ts';
import { priceSale } from './price-sale.ts';
import { saleInput } from './sale-arbitraries.ts';
import type { PricedSale, SaleInput } from './types.ts';

function priced(input: SaleInput): PricedSale {
  const result = priceSale(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
const runs = { numRuns: 200 };

describe('priceSale properties', () => {
  it('the order\'s tax is the sum of its lines\' taxes, and of its per-tax totals', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      const lineTaxes = sale.lines.flatMap((line) => line.tax_breakdowns);
      expect(sale.tax_total).toBe(sum(lineTaxes.map((tax) => tax.amount)));
      expect(sum(sale.taxes.map((tax) => tax.amount))).toBe(sale.tax_total);
      expect(sale.tax_included_total).toBe(sum(lineTaxes.filter((tax) => tax.included_in_price).map((tax) => tax.amount)));
    }), runs);
  });

  it('total = subtotal + exclusive tax; subtotal + discounts = the prices', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      expect(sale.total).toBe(sale.subtotal + sale.tax_total - sale.tax_included_total);
      expect(sale.subtotal).toBe(sum(sale.lines.map((line) => line.subtotal)));
      expect(sale.subtotal + sale.discount_total).toBe(sum(input.lines.map((line) => line.price)));
      for (const line of sale.lines) expect(line.subtotal).toBe(line.price - sum(line.discounts.map((d) => d.amount)));
    }), runs);
  });

  it('an order discount spread over the lines sums exactly to the discount and skips lines that take none', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const order = input.orderDiscount;
      fc.pre(order != null);
      const sale = priced(input);
      const withoutOrder = priced({ ...input, orderDiscount: null, redemption: null });
      const discountable = new Set(input.lines.filter((line) => line.discountable).map((line) => line.key));
      const base = sum(withoutOrder.lines.filter((line) => discountable.has(line.key)).map((line) => line.subtotal));
      const percent = 'percent' in order ? parseDecimal(order.percent, 4) : null;
      const expected = percent === null ? ('flatAmount' in order ? order.flatAmount : 0) : divideHalfUp(BigInt(base) * percent.numerator, percent.denominator);
      const spread = sale.lines.flatMap((line) => line.discounts.filter((d) => d.name === order.reason).map((d) => ({ key: line.key, amount: d.amount })));
      expect(sum(spread.map((part) => part.amount))).toBe(expected);
      for (const part of spread) expect(discountable.has(part.key)).toBe(true);
    }), runs);
  });

  it('a redemption becomes discounts worth exactly its points, and earns no points', () => {
    fc.assert(fc.property(saleInput, (input) => {
      fc.pre(input.redemption != null);
      const sale = priced(input);
      expect(sum(sale.lines.flatMap((line) => line.discounts.filter((d) => d.name === 'Loyalty points').map((d) => d.amount)))).toBe(input.redemption?.points);
      expect(sale.loyalty_points_redeemed).toBe(input.redemption?.points);
      const program = input.loyaltyProgram;
      if (program?.type === 0) expect(sale.loyalty_points_earned).toBe(Math.floor((sale.subtotal * program.pointsPer) / 100));
    }), runs);
  });

  it('a price that includes tax splits into net + tax with no cent lost, each tax within half a cent of exact', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      for (const line of sale.lines) {
        const included = line.tax_breakdowns.filter((tax) => tax.included_in_price);
        const net = line.subtotal - sum(included.map((tax) => tax.amount));
        expect(net).toBeGreaterThanOrEqual(0);
        const rates = included.map((tax) => parseDecimal(tax.rate, 6)!);
        const includedRate = rates.reduce((total, rate) => total + (rate.numerator * 1_000_000n) / rate.denominator, 0n);
        included.forEach((tax, index) => {
          // |tax − subtotal × rate ÷ (1 + included rates)| ≤ ½, in integers: |2·tax·D − 2·subtotal·r| ≤ D.
          const rate = (rates[index]!.numerator * 1_000_000n) / rates[index]!.denominator;
          const denominator = 1_000_000n + includedRate;
          const difference = 2n * BigInt(tax.amount) * denominator - 2n * BigInt(line.subtotal) * rate;
          expect(difference <= denominator && -difference <= denominator).toBe(true);
        });
        expect(net + sum(included.map((tax) => tax.amount))).toBe(line.subtotal);
      }
    }), runs);
  });

  it('each tax added on top is its rate of the net price plus the taxes its base names, rounded by its rule', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      const items = new Map(input.taxItems.map((item) => [item.id, item]));
      for (const line of sale.lines) {
        const charged = new Map(line.tax_breakdowns.map((tax) => [tax.tax_item_id, tax.amount]));
        const net = line.subtotal - sum(line.tax_breakdowns.filter((tax) => tax.included_in_price).map((tax) => tax.amount));
        for (const tax of line.tax_breakdowns.filter((candidate) => !candidate.included_in_price)) {
          const item = items.get(tax.tax_item_id)!;
          const base = net + sum((item.baseIncludes ?? []).map((id) => charged.get(id) ?? 0));
          const rate = parseDecimal(tax.rate, 6)!;
          // exact = base × rate; in integers, difference = (tax − exact) × denominator.
          const difference = BigInt(tax.amount) * rate.denominator - BigInt(base) * rate.numerator;
          // Rounded up, the sale's tax is rounded once and spread back: each line within a cent of its exact share.
          if (item.rounding === 'up') expect(difference > -rate.denominator && difference < rate.denominator).toBe(true);
          else expect(2n * difference <= rate.denominator && -2n * difference < rate.denominator).toBe(true);
        }
      }
    }), runs);
  });

  it('a tax rounded up is rounded once on the sale: its lines add up to the sale\'s exact tax rounded up (ORS 475C.674(3))', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      for (const item of input.taxItems.filter((candidate) => candidate.rounding === 'up' && !candidate.includedInPrice)) {
        const rate = parseDecimal(item.rate, 6)!;
        let exact = 0n;
        let charged = 0;
        for (const line of sale.lines) {
          const tax = line.tax_breakdowns.find((candidate) => candidate.tax_item_id === item.id);
          if (tax === undefined) continue;
          const amounts = new Map(line.tax_breakdowns.map((other) => [other.tax_item_id, other.amount]));
          const net = line.subtotal - sum(line.tax_breakdowns.filter((other) => other.included_in_price).map((other) => other.amount));
          exact += BigInt(net + sum((item.baseIncludes ?? []).map((id) => amounts.get(id) ?? 0))) * rate.numerator;
          charged += tax.amount;
        }
        expect(BigInt(charged)).toBe((exact + rate.denominator - 1n) / rate.denominator);
      }
    }), runs);
  });

  it('a buyer pays the line\'s taxes of the location that their group pays and is exempt from the others', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      const location = new Set(input.taxItems.map((item) => item.id));
      sale.lines.forEach((line, index) => {
        const ofLine = input.lines[index]!.taxItemIds.filter((id) => location.has(id));
        const paid = input.buyer.taxItemIdsPaid;
        expect(line.tax_breakdowns.map((tax) => tax.tax_item_id).sort()).toEqual(ofLine.filter((id) => paid === null || paid.includes(id)).sort());
        expect(line.tax_exemptions.map((tax) => tax.tax_item_id).sort()).toEqual(ofLine.filter((id) => paid !== null && !paid.includes(id)).sort());
      });
    }), runs);
  });

  it('no amount is negative or a fraction of a cent', () => {
    fc.assert(fc.property(saleInput, (input) => {
      const sale = priced(input);
      const amounts = [
        sale.subtotal, sale.discount_total, sale.tax_total, sale.tax_included_total, sale.total, sale.loyalty_points_earned, sale.loyalty_points_redeemed,
        ...sale.taxes.map((tax) => tax.amount),
        ...sale.lines.flatMap((line) => [line.price, line.subtotal, line.loyalty_points, ...line.discounts.map((d) => d.amount), ...line.tax_breakdowns.map((t) => t.amount)]),
      ];
      for (const amount of amounts) {
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }
    }), runs);
  });

  it('is deterministic, and lines in any order get the same results by key', () => {
    fc.assert(fc.property(saleInput.chain((input) => fc.shuffledSubarray([...input.lines], { minLength: input.lines.length }).map((shuffled) => ({ input, shuffled }))), ({ input, shuffled }) => {
      const sale = priced(input);
      expect(priced(structuredClone(input))).toEqual(sale);
      const reordered = priced({ ...input, lines: shuffled });
      const byKey = (s: PricedSale) => new Map(s.lines.map((line) => [line.key, line]));
      expect(byKey(reordered)).toEqual(byKey(sale));
      expect({ ...reordered, lines: [] }).toEqual({ ...sale, lines: [] });
    }), runs);
  });
});
