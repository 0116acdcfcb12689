import { describe, expect, it } from 'vitest';
import { refusalOf } from './refusal.ts';

describe('a refusal of the Store API, in the store\'s words', () => {
  it('puts each 422 reason next to the form field it names, nested fields under their form field', () => {
    const refusal = refusalOf(
      { kind: 'rejected', status: 422, body: { errors: { sell_price: ['must be 0 or more'], 'quantity.value': ['is not a number'], sku: ['has already been taken'] } } },
      'the stock', ['sell_price', 'quantity'],
    );
    expect(refusal.fields).toEqual({ sell_price: ['must be 0 or more'], quantity: ['is not a number'] });
    // A reason about a field the form does not show is not lost: the sentence carries it.
    expect(refusal.message).toBe('The Store API did not save the stock. Correct the fields marked below, then save again. Also: sku has already been taken.');
  });

  it('says what to do next for each way a save can fail', () => {
    expect(refusalOf({ kind: 'rejected', status: 403, body: { error: 'Forbidden' } }, 'the product', []).message).toMatch(/^Only a manager/);
    expect(refusalOf({ kind: 'rejected', status: 409, body: { error: '3 products use this type' } }, 'the product type', []).message)
      .toBe('The Store API did not save the product type: 3 products use this type. Correct it and save again.');
    expect(refusalOf({ kind: 'offline', message: 'refused' }, 'the patient', []).message).toMatch(/unreachable, so the patient was not saved\. Check the store network/);
    expect(refusalOf({ kind: 'unauthorized', status: 401, body: null }, 'the patient', []).message).toMatch(/Sign in again/);
    expect(refusalOf({ kind: 'rejected', status: 404, body: { error: 'Not found' } }, 'the location', []).message).toMatch(/^The location is no longer/);
  });
});
