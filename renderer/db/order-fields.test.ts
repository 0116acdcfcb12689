import { describe, expect, it } from 'vitest';
import { OrderInput } from '../../shared/api/sales.ts';
import { LOCAL_ORDER_FIELDS } from './order-fields.ts';

describe('LOCAL_ORDER_FIELDS', () => {
  it('says, for every field of the order request\'s schema but its id, where the register keeps it or that it does not', () => {
    const schemaFields = Object.keys(OrderInput.properties.order.properties).filter((field) => field !== 'id');
    expect(Object.keys(LOCAL_ORDER_FIELDS).sort()).toEqual(schemaFields.sort());
  });
});
