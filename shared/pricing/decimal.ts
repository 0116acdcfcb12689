/**
 * Exact arithmetic for money times a rate. Rates and percents arrive as decimal text ("0.17",
 * "0.0875"); they become a fraction of integers here and are never floats, so 17% of 1999 cents is
 * 339.83 exactly and rounds to 340, in the browser and in Node alike.
 */

/** A non-negative fraction: numerator / denominator, denominator a power of ten (or a sum of such). */
export interface Fraction { numerator: bigint; denominator: bigint }

const decimalText = /^(\d+)(?:\.(\d+))?$/;

/** "0.17" → 17/100; null when it is not plain decimal text or has more than `maxDecimals` decimals. */
export function parseDecimal(text: string, maxDecimals: number): Fraction | null {
  const match = decimalText.exec(text);
  if (match === null) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > maxDecimals) return null;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded half up to an integer; both non-negative, denominator > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** numerator / denominator rounded up to the next integer; both non-negative, denominator > 0. */
export function divideUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator + denominator - 1n) / denominator);
}

/** numerator / denominator rounded down; both non-negative, denominator > 0. */
export function divideFloor(numerator: bigint, denominator: bigint): number {
  return Number(numerator / denominator);
}

/** cents × fraction, half up. */
export const timesHalfUp = (cents: number, rate: Fraction): number =>
  divideHalfUp(BigInt(cents) * rate.numerator, rate.denominator);

/** A fraction over a shared denominator, so rates can be added: 17/100 over 10⁶ is 170000. */
export const scaleTo = (rate: Fraction, denominator: bigint): bigint => (rate.numerator * denominator) / rate.denominator;
