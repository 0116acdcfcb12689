import { allocateLargestRemainder } from './allocate.ts';
import { divideFloor, divideHalfUp } from './decimal.ts';
import type { LoyaltyProgram } from './types.ts';

/** How many points buy $1.00 of discount where the location sets no rate of its own: one point is one cent. */
export const DEFAULT_REDEMPTION_POINTS_PER_DOLLAR = 100;

/** Whether a location's rate can be used: a whole number of points, at least one. */
export const isRedemptionRate = (pointsPerDollar: number): boolean => Number.isSafeInteger(pointsPerDollar) && pointsPerDollar >= 1;

/** What redeemed points take off the sale: points × 100 ÷ points per dollar cents, rounded down (a point never buys more than it is worth). */
export const redemptionValueCents = (points: number, pointsPerDollar: number = DEFAULT_REDEMPTION_POINTS_PER_DOLLAR): number =>
  divideFloor(BigInt(points) * 100n, BigInt(pointsPerDollar));

/** The points a returned redemption discount gives back: its cents × points per dollar ÷ 100, rounded half up. */
export const redemptionPointsOf = (cents: number, pointsPerDollar: number = DEFAULT_REDEMPTION_POINTS_PER_DOLLAR): number =>
  divideHalfUp(BigInt(cents) * BigInt(pointsPerDollar), 100n);

/** The name of the discount a redemption becomes on each line; no other discount may take it. */
export const LOYALTY_REDEMPTION_NAME = 'Loyalty points';

/**
 * Points earned by a sale, per line. They are counted on what the buyer pays before exclusive tax:
 * the lines' subtotals after every discount, so value paid with redeemed points earns none.
 * - points per dollar (type 0): pointsPer for each whole dollar of the sale's subtotal, rounded down;
 * - points per order (type 1): pointsPer for a sale whose subtotal is above zero, else none.
 * The sale's points are spread over its lines in proportion to their subtotals (largest remainder),
 * so a refunded line takes back its own share.
 */
export function earnedPoints(program: LoyaltyProgram | null | undefined, subtotals: ReadonlyArray<{ key: string; subtotal: number }>): Map<string, number> {
  const saleSubtotal = subtotals.reduce((sum, line) => sum + line.subtotal, 0);
  let points = 0;
  if (program != null && saleSubtotal > 0) {
    points = program.type === 0 ? divideFloor(BigInt(saleSubtotal) * BigInt(program.pointsPer), 100n) : program.pointsPer;
  }
  return allocateLargestRemainder(points, subtotals.map((line) => ({ key: line.key, weight: line.subtotal })));
}
