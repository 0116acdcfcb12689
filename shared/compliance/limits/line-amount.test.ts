import { describe, expect, it } from 'vitest';
import { catalogLineAmount, notesThatMatter, type AmountSource } from './line-amount.ts';
import { colorado, oregon, washington } from './profiles/index.ts';

const flowerType = { traceability_type: 1, test_results_unit: 0 };
const edibleType = { traceability_type: 2, test_results_unit: 1 };
const liquidType = { traceability_type: 3, test_results_unit: 1 };

const source = (overrides: Partial<AmountSource>): AmountSource => ({
  product: { weight: null, test_results_thc: null, name: 'Item' },
  productType: flowerType,
  quantity: { value: '1', unit: 5 },
  ...overrides,
});

describe('catalogLineAmount', () => {
  it('multiplies a packaged product\'s weight per unit by the units sold', () => {
    const { line, notes } = catalogLineAmount(source({ product: { weight: { value: '3.5', unit: 0 }, test_results_thc: '20' }, quantity: { value: '2', unit: 5 } }));
    expect(line.amount).toMatchObject({ netGramsMilli: 7000, thcMgMilli: 1_400_000 });
    expect(notes.filter((note) => note.field !== 'fluid-volume')).toEqual([]);
  });

  it('takes a bulk line\'s weight from its quantity, converting ounces exactly and rounding up', () => {
    expect(catalogLineAmount(source({ quantity: { value: '3.5', unit: 0 } })).line.amount.netGramsMilli).toBe(3500);
    expect(catalogLineAmount(source({ quantity: { value: '1', unit: 1 } })).line.amount.netGramsMilli).toBe(28_350);
    expect(catalogLineAmount(source({ quantity: { value: '500', unit: 3 } })).line.amount.netGramsMilli).toBe(500);
  });

  it('prefers the inventory item\'s lab total THC, then the product\'s milligrams', () => {
    const product = { weight: { value: '40', unit: 0 }, test_results_thc: '90' };
    const fromItem = catalogLineAmount(source({
      product, productType: edibleType, quantity: { value: '2', unit: 5 }, inventoryItem: { test_results_total_thc: { value: '100', unit: 3 } },
    }));
    expect(fromItem.line.amount.thcMgMilli).toBe(200_000);
    const fromProduct = catalogLineAmount(source({ product, productType: edibleType, quantity: { value: '2', unit: 5 } }));
    expect(fromProduct.line.amount.thcMgMilli).toBe(180_000);
  });

  it('counts an edible with no THC figure at its full net weight, and says so', () => {
    const { line, notes } = catalogLineAmount(source({ product: { weight: { value: '40', unit: 0 } }, productType: edibleType }));
    expect(line.amount.thcMgMilli).toBe(40_000_000);
    expect(notesThatMatter(colorado, { line, notes })).toMatchObject([{ field: 'thc', kind: 'estimated' }]);
  });

  it('never turns a product with no weight and no THC into zero: it reports both missing', () => {
    const result = catalogLineAmount(source({ productType: edibleType }));
    expect(result.line.amount).toEqual({ unitsMilli: 1000 });
    expect(result.notes.map((note) => `${note.field}:${note.kind}`)).toEqual(['net-weight:missing', 'thc:missing', 'fluid-volume:missing']);
  });

  it('reads a liquid\'s per-unit ounces as fluid ounces, and asks when it only has grams', () => {
    const drink = catalogLineAmount(source({ product: { weight: { value: '12', unit: 1 }, test_results_thc: '10' }, productType: liquidType, quantity: { value: '3', unit: 5 } }));
    expect(drink.line.amount.fluidOuncesMilli).toBe(36_000);
    expect(notesThatMatter(washington, drink)).toMatchObject([{ field: 'fluid-volume', kind: 'estimated' }]);
    const tincture = catalogLineAmount(source({ product: { weight: { value: '30', unit: 0 }, test_results_thc: '500' }, productType: liquidType }));
    expect(notesThatMatter(washington, tincture)).toMatchObject([{ field: 'fluid-volume', kind: 'missing' }]);
  });

  it('treats a unit of a product sold by the gram, with no per-unit weight, as one gram', () => {
    const result = catalogLineAmount(source({ product: { weight: null, unit_of_measure: 0 }, quantity: { value: '4', unit: 5 } }));
    expect(result.line.amount.netGramsMilli).toBe(4000);
  });

  it('counts plants, seeds and packages by the unit, and asks how many when a line is sold by weight', () => {
    const plantType = { traceability_type: 7, test_results_unit: 0 };
    const clones = catalogLineAmount(source({ productType: plantType, quantity: { value: '3', unit: 5 } }));
    expect(clones.line.amount.unitsMilli).toBe(3000);
    expect(notesThatMatter(oregon, clones)).toEqual([]);
    const byWeight = catalogLineAmount(source({ productType: plantType, quantity: { value: '3', unit: 0 } }));
    expect(byWeight.line.amount.unitsMilli).toBeUndefined();
    expect(notesThatMatter(oregon, byWeight)).toMatchObject([{ field: 'count', kind: 'missing' }]);
  });

  it('refuses a quantity that is not a decimal', () => {
    expect(() => catalogLineAmount(source({ quantity: { value: 'two', unit: 5 } }))).toThrow(RangeError);
  });
});
