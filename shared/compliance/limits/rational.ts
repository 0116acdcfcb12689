/**
 * Exact fractions over BigInt, so equivalencies like "8 g of concentrate counts as 1 oz of flower"
 * (1 oz = 28.349523125 g) add up without float drift: a cart is within a limit or not, never
 * "within, give or take a rounding".
 */
export interface Ratio { readonly num: bigint; readonly den: bigint }

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function ratio(num: bigint, den = 1n): Ratio {
  if (den === 0n) throw new RangeError('ratio with a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const ZERO = ratio(0n);

/** Integer thousandths (the project's quantity form) as a fraction: 3500 → 7/2. */
export const fromThousandths = (milli: number): Ratio => ratio(BigInt(milli), 1000n);

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const subtract = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const multiply = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const divide = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const compare = (a: Ratio, b: Ratio): number => {
  const difference = a.num * b.den - b.num * a.den;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
export const max = (a: Ratio, b: Ratio): Ratio => (compare(a, b) >= 0 ? a : b);
export const isPositive = (a: Ratio): boolean => a.num > 0n;

/** To whole thousandths, rounding up (amounts used: never under-count) — 7/2 → 3500. */
export function ceilThousandths(a: Ratio): number {
  const scaled = a.num * 1000n;
  const quotient = scaled / a.den;
  return Number(scaled % a.den > 0n ? quotient + 1n : quotient);
}

/** To whole thousandths, rounding down (limits and what remains: never over-promise). */
export function floorThousandths(a: Ratio): number {
  const scaled = a.num * 1000n;
  const quotient = scaled / a.den;
  return Number(scaled % a.den < 0n ? quotient - 1n : quotient);
}

/** Decimal text ("28.349523125", "2.5") as an exact fraction, or null when it is not a decimal. */
export function parseDecimal(text: string): Ratio | null {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const num = BigInt(whole + fraction) * (minus === undefined ? 1n : -1n);
  return ratio(num, 10n ** BigInt(fraction.length));
}
