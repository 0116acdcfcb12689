import type { OrderRequest, OrderRequestField } from '../../../../shared/api/sales.ts';
import type { Canonical } from '../../../../shared/canonical-json.ts';
import { FieldErrorCollector } from '../../../http/errors.ts';
import { requestHash } from '../../idempotency/request-hash.ts';
import { normalizeFields, ORDER_REQUEST_FIELDS, type NormalizedOrder } from './order-fields.ts';

// Declared beside the schema, so the register's local record can be typed against them too.
export type { OrderRequest, OrderRequestField };
export type { NormalizedLine, NormalizedOrder } from './order-fields.ts';
export { ORDER_REQUEST_FIELDS };

/**
 * The canonical request: each field normalized by its entry in order-fields.ts (quantities parsed,
 * the sale time in UTC, blanks dropped), then the rules between fields. One 422 names every field refused.
 */
export function normalizeOrder(request: OrderRequest): NormalizedOrder {
  const errors = new FieldErrorCollector();
  const normalized = normalizeFields(request, errors);
  if (normalized.discount_percent !== undefined && normalized.discount_flat_amount !== undefined) {
    errors.add('discount_flat_amount', 'give discount_percent or discount_flat_amount, not both');
  }
  errors.throwIfAny();
  return normalized;
}

/**
 * The idempotency hash of an order: of its canonical request, the normalized value of each field
 * the schema names (undefined ones left out), so no field of the request escapes the comparison.
 */
export function orderRequestHash(order: NormalizedOrder): string {
  return requestHash(hashedOrderRequest(order));
}

/** What `orderRequestHash` hashes: each field of the schema with its normalized value (undefined ones are left out of the hash). */
export function hashedOrderRequest(order: NormalizedOrder): Record<string, Canonical | undefined> {
  return Object.fromEntries(ORDER_REQUEST_FIELDS.map((field) => [field, order[field]]));
}
