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

  it('keeps a plain reason as a general message', () => {
    expect(fieldErrorsFrom('The company is not yours')).toEqual({ '': ['The company is not yours'] });
    expect(fieldErrorsFrom(null)).toEqual({});
  });
});
