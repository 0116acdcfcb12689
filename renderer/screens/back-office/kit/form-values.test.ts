import { describe, expect, it } from 'vitest';
import { FormReader } from './form-values.ts';

describe('what a manager types, read for the Store API', () => {
  it('takes amounts as the counter does ($1,234.50 is 123450 cents) and empty as none', () => {
    const reader = new FormReader({ sell_price: '$1,234.50', patient_sell_price: '', thc: ' 21.5 ' });
    expect(reader.cents('sell_price')).toBe(123_450);
    expect(reader.centsOrNull('patient_sell_price')).toBeNull();
    expect(reader.decimalOrNull('thc')).toBe('21.5');
    expect(reader.refusal('The product')).toBeNull();
  });

  it('refuses at its field what is not an amount or a number, and a missing price, before anything is sent', () => {
    const reader = new FormReader({ sell_price: '', patient_sell_price: '12,5', quantity: 'three' });
    reader.cents('sell_price');
    reader.centsOrNull('patient_sell_price');
    reader.decimalOrNull('quantity');
    const refusal = reader.refusal('The product');
    expect(refusal?.refusal.fields).toEqual({
      sell_price: ["can't be blank"], patient_sell_price: ['is not an amount (type it like 12.50)'], quantity: ['is not a number (type it like 3.5)'],
    });
    expect(refusal?.refusal.message).toBe('The product was not saved. Correct the fields marked below, then save again.');
  });
});
