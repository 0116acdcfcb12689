import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { OrderInput } from '../../shared/api/sales.ts';
import { fieldErrorsFromSchema, type SchemaIssue } from './schema-errors.ts';
import { compileBodySchema } from './validation.ts';

const validateOrder = compileBodySchema(OrderInput);

/** The 422 `errors` a body gets from the order schema, as the API answers it. */
function orderErrors(order: Record<string, unknown>) {
  const body = {
    order: {
      charged_on: '2026-11-26T10:00:00Z', order_type: 0, payment_type: 0, shift_id: '7d6f0b4e-3a0c-4bb8-9a57-6a8f5b8c1d2e',
      receipt_id: '0123456789AB', tendered_amount: 100, payments: [],
      line_items: [{ quantity: { value: '1', unit: 5 }, price: 100, inventory_item_id: '9b2f4c1e-2d3a-4f5b-8c6d-7e8f9a0b1c2d' }],
      ...order,
    },
  };
  if (validateOrder(body)) return {};
  const issues: SchemaIssue[] = validateOrder.errors ?? [];
  return fieldErrorsFromSchema(issues, 'body');
}

describe('a refusal names each field once, in words a client developer understands', () => {
  it('a nullable object with a field left out is accepted', () => {
    expect(orderErrors({ age_verification: { method: 'manual' } })).toEqual({});
    expect(orderErrors({ age_verification: { method: 'scan', id_expiration_date: null } })).toEqual({});
  });

  it('a bad field inside a nullable object is named once, not as the null branch too', () => {
    expect(orderErrors({ age_verification: { method: 'manual', id_expiration_date: '31/12/2030' } }))
      .toEqual({ 'age_verification.id_expiration_date': ['is invalid'] });
    expect(orderErrors({ age_verification: { method: 'glance' } })).toEqual({ 'age_verification.method': ['is not included in the list'] });
    expect(orderErrors({ age_verification: {} })).toEqual({ 'age_verification.method': ["can't be blank"] });
  });

  it('a value of no accepted kind says which kinds are', () => {
    expect(orderErrors({ age_verification: 'manual' })).toEqual({ age_verification: ['must be an object or null'] });
    expect(orderErrors({ customer_id: 5 })).toEqual({ customer_id: ['must be a string or null'] });
    expect(orderErrors({ line_items: [{ quantity: { value: true, unit: 5 }, price: 100, inventory_item_id: '9b2f4c1e-2d3a-4f5b-8c6d-7e8f9a0b1c2d' }] }))
      .toEqual({ 'line_items.0.quantity.value': ['must be a number or a string'] });
  });

  it('a value of the right kind gets the message of its own branch', () => {
    expect(orderErrors({ line_items: [{ quantity: { value: -1, unit: 5 }, price: 100, inventory_item_id: '9b2f4c1e-2d3a-4f5b-8c6d-7e8f9a0b1c2d' }] }))
      .toEqual({ 'line_items.0.quantity.value': ['must be greater than 0'] });
    expect(orderErrors({ customer_id: 'not-a-uuid' })).toEqual({ customer_id: ['is not a valid uuid'] });
  });

  it('of two object shapes, the one the client chose, or the alternatives when it chose none', () => {
    const line = (discounts: unknown[]) => ({ line_items: [{ quantity: { value: 1, unit: 5 }, price: 100, inventory_item_id: '9b2f4c1e-2d3a-4f5b-8c6d-7e8f9a0b1c2d', discounts }] });
    expect(orderErrors(line([{ name: 'Staff', percent: 'ten' }]))).toEqual({ 'line_items.0.discounts.0.percent': ['is invalid'] });
    expect(orderErrors(line([{ name: 'Staff', amount: -5 }]))).toEqual({ 'line_items.0.discounts.0.amount': ['must be greater than or equal to 0'] });
    expect(orderErrors(line([{ name: 'Staff' }]))).toEqual({ 'line_items.0.discounts.0': ['needs percent or amount'] });
    expect(orderErrors(line([{}]))).toEqual({ 'line_items.0.discounts.0.name': ["can't be blank"], 'line_items.0.discounts.0': ['needs percent or amount'] });
  });

  it('unions inside unions collapse too, and fields outside them are untouched', () => {
    const schema = Type.Object({ a: Type.Union([Type.Object({ b: Type.Union([Type.Literal('x'), Type.Literal('y'), Type.Null()]) }), Type.Null()]), c: Type.Integer() });
    const validate = compileBodySchema(Type.Object({ wrapper: schema }));
    expect(validate({ wrapper: { a: { b: 'z' }, c: 'one' } })).toBe(false);
    expect(fieldErrorsFromSchema(validate.errors ?? [], 'body')).toEqual({ 'a.b': ['is not included in the list'], c: ['must be an integer'] });
  });
});
