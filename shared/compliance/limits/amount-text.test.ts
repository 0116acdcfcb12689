import { describe, expect, it } from 'vitest';
import { amountText } from './amount-text.ts';

describe('an amount with its unit, as a person reads it', () => {
  it('says one plant, seed or unit in the singular and any other count in the plural', () => {
    expect(amountText(1000, 'plants')).toBe('1 plant');
    expect(amountText(1000, 'seeds')).toBe('1 seed');
    expect(amountText(1000, 'units')).toBe('1 unit');
    expect(amountText(4000, 'plants')).toBe('4 plants');
    expect(amountText(0, 'plants')).toBe('0 plants');
  });

  it('leaves a weight\'s symbol as it is', () => {
    expect(amountText(1000, 'g')).toBe('1 g');
    expect(amountText(3500, 'g')).toBe('3.5 g');
    expect(amountText(1000, 'mg THC')).toBe('1 mg THC');
  });
});
