import type { Measure, Stated, StatedUnit } from './profile.ts';
import { divide, multiply, parseDecimal, ratio, type Ratio } from './rational.ts';

/**
 * Every amount is an exact fraction of its measure's base unit: grams of product for net weight,
 * milligrams for THC, fluid ounces for volume. An avoirdupois ounce is exactly 28.349523125 g
 * (the international definition); no rounding happens until a figure is shown.
 */
export const GRAMS_PER_OUNCE: Ratio = ratio(28_349_523_125n, 1_000_000_000n);
export const GRAMS_PER_POUND: Ratio = ratio(45_359_237n, 100_000n);

const perBaseUnit: Record<StatedUnit, { measure: Measure; factor: Ratio }> = {
  g: { measure: 'net-weight', factor: ratio(1n) },
  mg: { measure: 'net-weight', factor: ratio(1n, 1000n) },
  oz: { measure: 'net-weight', factor: GRAMS_PER_OUNCE },
  'fl oz': { measure: 'fluid-volume', factor: ratio(1n) },
  'mg THC': { measure: 'thc', factor: ratio(1n) },
  plants: { measure: 'count', factor: ratio(1n) },
  seeds: { measure: 'count', factor: ratio(1n) },
  units: { measure: 'count', factor: ratio(1n) },
};

export const measureOf = (unit: StatedUnit): Measure => perBaseUnit[unit].measure;

/** The unit figures are shown in: grams, milligrams of THC, fluid ounces. */
export const displayUnit: Record<Measure, string> = { 'net-weight': 'g', thc: 'mg THC', 'fluid-volume': 'fl oz', count: 'units' };

/** A stated amount in its measure's base unit, exactly: 2 oz → 56.69904625 g. */
export function toBase(stated: Stated): Ratio {
  const value = parseDecimal(stated.value);
  if (value === null) throw new RangeError(`"${stated.value}" is not a decimal amount`);
  return multiply(value, perBaseUnit[stated.unit].factor);
}

/** How much of the limit's measure one base unit of a category counts for. */
export function equivalenceFactor(amount: Stated, counts: Stated): Ratio {
  return divide(toBase(counts), toBase(amount));
}

export const formatStated = (stated: Stated): string => `${stated.value} ${stated.unit}`;
