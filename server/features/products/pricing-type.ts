import { WeightUnit } from '../../../shared/api/common.ts';

/**
 * Spec §1 pricing_type: 0 priced by unit, 1 priced by gram. A product sold by the gram is priced per
 * gram, so a register takes 3.5 (g) as its quantity; any other unit of measure is counted whole.
 * Whatever makes a product (the back office, an import) sets it from the unit of measure.
 */
export const pricingTypeOf = (unitOfMeasure: number): 0 | 1 => (unitOfMeasure === WeightUnit.gram ? 1 : 0);
