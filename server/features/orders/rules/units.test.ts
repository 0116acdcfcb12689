import { describe, expect, it } from 'vitest';
import { WeightUnit } from '../../../../shared/api/common.ts';
import { toStockMilli } from './units.ts';

describe('toStockMilli', () => {
  it('keeps the same unit exactly', () => {
    expect(toStockMilli(3500, WeightUnit.gram, WeightUnit.gram)).toBe(3500);
    expect(toStockMilli(2000, WeightUnit.unit, WeightUnit.unit)).toBe(2000);
  });
  it('converts weights through grams', () => {
    expect(toStockMilli(1000, WeightUnit.ounce, WeightUnit.gram)).toBe(28350);
    expect(toStockMilli(500, WeightUnit.milligram, WeightUnit.gram)).toBe(1);
    expect(toStockMilli(1000, WeightUnit.kilogram, WeightUnit.gram)).toBe(1_000_000);
  });
  it('refuses to mix weights and counted units', () => {
    expect(toStockMilli(1000, WeightUnit.gram, WeightUnit.unit)).toBeNull();
    expect(toStockMilli(1000, WeightUnit.unit, WeightUnit.gram)).toBeNull();
  });
});
