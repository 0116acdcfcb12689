import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './field-errors.ts';

describe("the Store API's 422 reasons, per field", () => {
  it('maps server fields to the form fields', () => {
    expect(fieldErrorsFrom({ errors: { email: ['has already been taken'], phone: ['is invalid'] } }))
      .toEqual({ email: ['has already been taken'], phone: ['is invalid'] });
  });

  it('reads them from an outbox problem text, JSON after a prefix', () => {
    expect(fieldErrorsFrom('422: {"errors":{"birth_date":["must be a date"],"id_number":["is required"]}}'))
      .toEqual({ birthDate: ['must be a date'], '': ['id_number is required'] });
  });

  it('reads the one-line form the sync engine keeps on a refused row', () => {
    expect(fieldErrorsFrom('422: email: has already been taken; phone: is not a valid phone number'))
      .toEqual({ email: ['has already been taken'], phone: ['is not a valid phone number'] });
  });

  it('keeps a plain reason as a general message', () => {
    expect(fieldErrorsFrom('The company is not yours')).toEqual({ '': ['The company is not yours'] });
    expect(fieldErrorsFrom('403: You cannot access that company')).toEqual({ '': ['403: You cannot access that company'] });
    expect(fieldErrorsFrom(null)).toEqual({});
  });
});
