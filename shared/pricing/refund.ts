import { divideHalfUp } from './decimal.ts';
import { LOYALTY_REDEMPTION_NAME, redemptionPointsOf } from './loyalty.ts';
import type { DiscountLine, PricedLine, PricingResult, TaxBreakdown } from './types.ts';

/** A line as it was charged and recorded. */
export type ChargedLine = Pick<PricedLine, 'price' | 'discounts' | 'subtotal' | 'tax_breakdowns' | 'loyalty_points'>;

export interface ReturnedQuantity {
  /** The line's whole quantity when it was sold, in thousandths. */
  chargedMilli: number;
  /** What comes back now. */
  returnedMilli: number;
  /** What earlier refunds or returns of this line already took back (0 for the first). */
  alreadyReturnedMilli: number;
}

export interface RefundShare {
  /** price = subtotal + the discounts given back. */
  price: number;
  discounts: DiscountLine[];
  /** The part of the line's subtotal handed back (contains any tax included in the price). */
  subtotal: number;
  tax_breakdowns: TaxBreakdown[];
  /** Earned points to take back from the buyer. */
  loyalty_points: number;
  /** Redeemed points to give back to the buyer: the redemption discount returned, at the redemption rate. */
  loyalty_points_redeemed: number;
  /** Money to give back: subtotal + the exclusive taxes returned. */
  total: number;
}

/**
 * The share of a charged line that a return of part of its quantity gives back. Each figure — the
 * subtotal, each discount, each tax, the points — is returned cumulatively: after returning q of
 * the line's Q, exactly round-half-up(figure × q ÷ Q) of it has gone back in all, and this return
 * gives the difference with what earlier returns gave. So returns never give back a negative
 * amount, the parts of any sequence of returns add up to what was charged, and the last unit takes
 * what remains. The price returned is the subtotal plus the discounts returned, so the line's
 * figures stay consistent with each other. Redeemed points go back at the location's rate
 * (`redemptionPointsPerDollar`, 100 when absent): the redemption discount returned × the rate ÷ 100.
 */
export function refundLineShare(line: ChargedLine, quantity: ReturnedQuantity, redemptionPointsPerDollar?: number): PricingResult<RefundShare> {
  const { chargedMilli, returnedMilli, alreadyReturnedMilli } = quantity;
  const whole = (value: number): boolean => Number.isSafeInteger(value);
  if (!whole(chargedMilli) || !whole(returnedMilli) || !whole(alreadyReturnedMilli) || chargedMilli <= 0 || returnedMilli <= 0 || alreadyReturnedMilli < 0) {
    return { ok: false, errors: [{ code: 'invalid_quantity', field: 'quantity', message: 'quantities must be whole thousandths; the returned quantity above zero' }] };
  }
  if (alreadyReturnedMilli + returnedMilli > chargedMilli) {
    return { ok: false, errors: [{ code: 'invalid_quantity', field: 'quantity', message: `only ${chargedMilli - alreadyReturnedMilli} thousandths of this line are left to return` }] };
  }
  const after = BigInt(alreadyReturnedMilli + returnedMilli);
  const before = BigInt(alreadyReturnedMilli);
  const denominator = BigInt(chargedMilli);
  const share = (figure: number): number =>
    divideHalfUp(BigInt(figure) * after, denominator) - divideHalfUp(BigInt(figure) * before, denominator);

  const discounts = line.discounts.map((discount) => ({ name: discount.name, amount: share(discount.amount) }));
  const taxes = line.tax_breakdowns.map((tax) => ({ ...tax, amount: share(tax.amount) }));
  const subtotal = share(line.subtotal);
  // Points go back cumulatively too: after q of Q, the points of round-half-up(redemption × q ÷ Q)
  // cents have gone back in all, so a line returned in parts gives back what one return would.
  const redemption = line.discounts.filter((discount) => discount.name === LOYALTY_REDEMPTION_NAME).reduce((sum, discount) => sum + discount.amount, 0);
  const pointsBackUpTo = (milli: bigint): number => redemptionPointsOf(divideHalfUp(BigInt(redemption) * milli, denominator), redemptionPointsPerDollar);
  return {
    ok: true,
    value: {
      price: subtotal + discounts.reduce((sum, discount) => sum + discount.amount, 0),
      discounts,
      subtotal,
      tax_breakdowns: taxes,
      loyalty_points: share(line.loyalty_points),
      loyalty_points_redeemed: pointsBackUpTo(after) - pointsBackUpTo(before),
      total: subtotal + taxes.filter((tax) => !tax.included_in_price).reduce((sum, tax) => sum + tax.amount, 0),
    },
  };
}
