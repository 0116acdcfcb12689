import { WeightUnit } from '../../../../shared/api/common.ts';

/** Grams per unit of the weight units of spec §2.1 (ounce and pound are exact by definition). */
const GRAMS: Partial<Record<number, number>> = {
  [WeightUnit.gram]: 1, [WeightUnit.ounce]: 28.349523125, [WeightUnit.pound]: 453.59237,
  [WeightUnit.milligram]: 0.001, [WeightUnit.kilogram]: 1000,
};

/**
 * A line's quantity (thousandths of `lineUnit`) in thousandths of the item's own unit, or null
 * when the two cannot be converted (grams sold of an item counted in units, or the reverse).
 * Weights convert through grams and round to the nearest thousandth.
 */
export function toStockMilli(quantityMilli: number, lineUnit: number, itemUnit: number): number | null {
  if (lineUnit === itemUnit) return quantityMilli;
  const from = GRAMS[lineUnit];
  const to = GRAMS[itemUnit];
  if (from === undefined || to === undefined) return null;
  return Math.round((quantityMilli * from) / to);
}
