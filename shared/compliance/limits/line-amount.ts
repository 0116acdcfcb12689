import type { LimitLine, LineAmount } from './engine.ts';
import type { JurisdictionProfile, Measure } from './profile.ts';
import { ceilThousandths, multiply, parseDecimal, ratio, type Ratio } from './rational.ts';
import { GRAMS_PER_OUNCE, GRAMS_PER_POUND } from './units.ts';

/**
 * How a catalog line becomes an amount for the limits, from data the register and the Store API
 * both hold: the product (weight per unit, unit_of_measure, test_results_thc), its product type
 * (traceability_type, test_results_unit) and, when known, the inventory item's lab total THC.
 *
 * Nothing missing becomes zero. When THC is unknown the line's net weight stands in for it
 * (a product cannot hold more THC than it weighs, so the limit is never under-counted) and a note
 * says so; when a figure cannot be had at all, a note asks the register to get it.
 */

export interface AmountSource {
  readonly product: {
    readonly weight: { readonly value: string; readonly unit: number } | null;
    readonly unit_of_measure?: number | null;
    readonly test_results_thc?: string | null;
    readonly name?: string;
  };
  readonly productType: { readonly traceability_type: number; readonly test_results_unit: number };
  readonly inventoryItem?: { readonly test_results_total_thc?: { readonly value: string; readonly unit: number } | null } | null;
  /** The line's quantity in the weight unit enumeration: 0 g, 1 oz, 2 lb, 3 mg, 4 kg, 5 Unit. */
  readonly quantity: { readonly value: string; readonly unit: number };
}

/** Which figure a note is about; the same names as a category's measure. */
export type AmountField = Measure;

export interface AmountNote {
  readonly field: AmountField;
  /** `estimated`: a stand-in that never under-counts; `missing`: no figure, the register must ask. */
  readonly kind: 'estimated' | 'missing';
  readonly message: string;
}

export interface CatalogLineAmount { readonly line: LimitLine; readonly notes: readonly AmountNote[] }

const WEIGHT_UNIT = { gram: 0, ounce: 1, pound: 2, milligram: 3, kilogram: 4, unit: 5 } as const;
const TEST_RESULTS_UNIT = { percent: 0, milligrams: 1 } as const;

const gramsPer: Record<number, Ratio> = {
  [WEIGHT_UNIT.gram]: ratio(1n), [WEIGHT_UNIT.ounce]: GRAMS_PER_OUNCE, [WEIGHT_UNIT.pound]: GRAMS_PER_POUND,
  [WEIGHT_UNIT.milligram]: ratio(1n, 1000n), [WEIGHT_UNIT.kilogram]: ratio(1000n),
};

const positive = (text: string | null | undefined): Ratio | null => {
  if (text === null || text === undefined) return null;
  const value = parseDecimal(text);
  return value !== null && value.num >= 0n ? value : null;
};

/** Net grams in one unit of the product, or null when its weight is not recorded. */
function gramsPerUnit(source: AmountSource): Ratio | null {
  const { weight, unit_of_measure: unitOfMeasure } = source.product;
  if (weight !== null) {
    const value = positive(weight.value);
    const factor = gramsPer[weight.unit];
    if (value !== null && factor !== undefined && (weight.unit === WEIGHT_UNIT.gram || weight.unit === WEIGHT_UNIT.ounce)) {
      return multiply(value, factor);
    }
  }
  // A product sold by a weight unit with no per-unit weight: one "unit" is one of that unit.
  const perMeasure = unitOfMeasure === null || unitOfMeasure === undefined ? undefined : gramsPer[unitOfMeasure];
  return perMeasure ?? null;
}

/** Milligrams of THC in one unit, from the item's lab total or the product's figure. */
function thcPerUnit(source: AmountSource): Ratio | null {
  const total = source.inventoryItem?.test_results_total_thc;
  // The item's total is in milligrams when its unit says so in either enumeration (3 Milligram, 1 Milligrams).
  if (total && (total.unit === WEIGHT_UNIT.milligram || total.unit === TEST_RESULTS_UNIT.milligrams)) {
    const value = positive(total.value);
    if (value !== null) return value;
  }
  if (source.productType.test_results_unit === TEST_RESULTS_UNIT.milligrams) return positive(source.product.test_results_thc);
  return null;
}

export function catalogLineAmount(source: AmountSource): CatalogLineAmount {
  const notes: AmountNote[] = [];
  const name = source.product.name ?? 'This product';
  const quantity = positive(source.quantity.value);
  if (quantity === null) throw new RangeError(`line quantity "${source.quantity.value}" is not a decimal`);
  const byUnit = source.quantity.unit === WEIGHT_UNIT.unit;
  const perUnit = gramsPerUnit(source);
  const quantityGrams = gramsPer[source.quantity.unit];

  let netGrams: Ratio | null = null;
  if (byUnit) netGrams = perUnit === null ? null : multiply(quantity, perUnit);
  else if (quantityGrams !== undefined) netGrams = multiply(quantity, quantityGrams);
  if (netGrams === null) notes.push({ field: 'net-weight', kind: 'missing', message: `${name} has no weight per unit: enter its net weight.` });

  let thcMg: Ratio | null = null;
  const thcUnit = thcPerUnit(source);
  if (byUnit && thcUnit !== null) thcMg = multiply(quantity, thcUnit);
  else if (source.productType.test_results_unit === TEST_RESULTS_UNIT.percent && netGrams !== null) {
    // A percentage of the product's weight: 1 g at 20 % holds 200 mg.
    const percent = positive(source.product.test_results_thc);
    if (percent !== null) thcMg = multiply(multiply(netGrams, percent), ratio(10n));
  }
  if (thcMg === null && netGrams !== null) {
    thcMg = multiply(netGrams, ratio(1000n));
    notes.push({ field: 'thc', kind: 'estimated', message: `${name} has no THC figure: counted at its full net weight as THC until one is entered.` });
  } else if (thcMg === null) {
    notes.push({ field: 'thc', kind: 'missing', message: `${name} has no THC figure and no weight: enter its THC in milligrams.` });
  }

  // Liquids are labelled by volume; a per-unit weight recorded in ounces is read as fluid ounces.
  let fluidOunces: Ratio | null = null;
  const weight = source.product.weight;
  const ounces = weight !== null && weight.unit === WEIGHT_UNIT.ounce ? positive(weight.value) : null;
  if (byUnit && ounces !== null) {
    fluidOunces = multiply(quantity, ounces);
    notes.push({ field: 'fluid-volume', kind: 'estimated', message: `${name}: its weight in ounces is read as fluid ounces.` });
  } else {
    notes.push({ field: 'fluid-volume', kind: 'missing', message: `${name} has no volume: enter its fluid ounces.` });
  }

  // Plants, seeds and packages are counted: a line sold by the unit says how many; one sold by weight cannot.
  const units = byUnit ? quantity : null;
  if (units === null) notes.push({ field: 'count', kind: 'missing', message: `${name} is sold by weight: enter how many units it is.` });

  const amount: LineAmount = {
    ...(netGrams === null ? {} : { netGramsMilli: ceilThousandths(netGrams) }),
    ...(units === null ? {} : { unitsMilli: ceilThousandths(units) }),
    ...(thcMg === null ? {} : { thcMgMilli: ceilThousandths(thcMg) }),
    ...(fluidOunces === null ? {} : { fluidOuncesMilli: ceilThousandths(fluidOunces) }),
  };
  return { line: { traceabilityType: source.productType.traceability_type, amount, name: source.product.name }, notes };
}

/** The notes the register must act on: those about a figure the profile counts this line's category by (its own, or one a limit names). */
export function notesThatMatter(profile: JurisdictionProfile, amount: CatalogLineAmount): AmountNote[] {
  const category = profile.categories.find((candidate) => candidate.traceabilityTypes.includes(amount.line.traceabilityType));
  if (category === undefined) return [];
  const measures = new Set<Measure>([category.measure]);
  for (const rule of profile.limits) {
    for (const counted of rule.counts) if (counted.category === category.id && counted.measure !== undefined) measures.add(counted.measure);
  }
  return amount.notes.filter((note) => measures.has(note.field));
}
