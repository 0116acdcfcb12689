import { parseDecimal } from './decimal.ts';
import type { SaleInput } from './types.ts';

/**
 * Discounts a budtender may not give alone: a percent above the location's threshold, or an
 * amount above its flat threshold, on a line or on the order. A loyalty redemption is the buyer's
 * own points and never needs a manager.
 */
export interface DiscountThreshold { percent: string; flatAmount: number }

/** The default: 20%, or any amount over $20. */
export const DEFAULT_DISCOUNT_THRESHOLD: DiscountThreshold = { percent: '0.20', flatAmount: 2000 };

/** Whether a manager must approve the sale's discounts. Input that priceSale refuses is not judged here. */
export function needsManagerApproval(sale: Pick<SaleInput, 'lines' | 'orderDiscount'>, threshold: DiscountThreshold = DEFAULT_DISCOUNT_THRESHOLD): boolean {
  const limit = parseDecimal(threshold.percent, 6);
  const abovePercent = (percent: string): boolean => {
    const given = parseDecimal(percent, 6);
    // given > limit, cross-multiplied to stay exact.
    return given !== null && limit !== null && given.numerator * limit.denominator > limit.numerator * given.denominator;
  };
  const discounts = [
    ...sale.lines.flatMap((line) => line.discounts ?? []),
    ...(sale.orderDiscount == null ? [] : [sale.orderDiscount]),
  ];
  return discounts.some((discount) =>
    'percent' in discount ? abovePercent(discount.percent) : ('amount' in discount ? discount.amount : discount.flatAmount) > threshold.flatAmount);
}
