import { OrderInput, type AgeVerification, type LimitOverride, type LineItemInput, type OrderRequest, type OrderRequestField } from '../../../../shared/api/sales.ts';
import { parseQuantity } from '../../../../shared/quantity.ts';
import type { Assert, SameKeys } from '../../../../shared/type-assertions.ts';
import { FieldErrorCollector } from '../../../http/errors.ts';
import { requestHash } from '../../idempotency/request-hash.ts';
import type { Canonical } from '../../../../shared/canonical-json.ts';

// Declared beside the schema, so the register's local record can be typed against them too.
export type { OrderRequest, OrderRequestField };

/** The request's fields, read from the schema itself: what the canonical request is made of. */
export const ORDER_REQUEST_FIELDS: readonly OrderRequestField[] = Object.keys(OrderInput.properties.order.properties)
  .filter((key): key is OrderRequestField => key !== 'id');

/**
 * A line with its quantity parsed: thousandths of `unit`. Its discounts (undefined when none were
 * sent) and the tax the register charged, frozen at the sale, are as sent.
 */
export type NormalizedLine = Pick<LineItemInput, 'inventory_item_id' | 'price' | 'discounts' | 'tax_breakdowns'> & { quantity_milli: number; unit: number };

/**
 * An order request with its quantities parsed and optional fields filled: what is hashed and
 * checked. Fields of the money and compliance extensions stay undefined when absent, so a request
 * without them hashes as it did before they existed. It has exactly the request's fields
 * (`NormalizedOrderFields` below fails to compile otherwise), and `normalizeOrder` names each.
 */
export type NormalizedOrder = Pick<OrderRequest, 'order_type' | 'payment_type' | 'shift_id' | 'receipt_id' | 'tendered_amount' | 'payments'> & {
  /** In UTC, as stored. */
  charged_on: string;
  line_items: NormalizedLine[];
  // Blank text is null.
  customer_id: string | null; original_order_id: string | null; refund_reason: string | null;
  // The extensions: undefined when absent (or blank, or zero).
  person_id?: string;
  discount_percent?: string;
  discount_flat_amount?: number;
  discount_reason?: string;
  discount_approved_by?: string;
  loyalty_points_redeemed?: number;
  // The schema's boolean; only `true` is ever kept (false is undefined), so a request sending false hashes as one without it.
  rung_offline?: OrderRequest['rung_offline'];
  age_verification?: AgeVerification;
  limit_override?: LimitOverride;
};

/** Compile-time: a field added to the order's schema must be given its normalized form above. */
export type NormalizedOrderFields = Assert<SameKeys<Required<NormalizedOrder>, Record<OrderRequestField, unknown>>>;

/** Parses quantities (a number or numeric text, up to three decimals) and normalizes the sale time. */
export function normalizeOrder(request: OrderRequest): NormalizedOrder {
  const errors = new FieldErrorCollector();
  const line_items = request.line_items.map((line: LineItemInput, index): NormalizedLine => {
    const milli = parseQuantity(line.quantity.value);
    if (milli === null) errors.add(`line_items.${index}.quantity.value`, 'must be a number with at most three decimals');
    else if (milli <= 0) errors.add(`line_items.${index}.quantity.value`, 'must be greater than 0');
    return {
      inventory_item_id: line.inventory_item_id, quantity_milli: milli ?? 0, unit: line.quantity.unit, price: line.price,
      discounts: line.discounts === undefined || line.discounts.length === 0 ? undefined : line.discounts,
      tax_breakdowns: line.tax_breakdowns,
    } satisfies Record<keyof Required<NormalizedLine>, unknown>;
  });
  const chargedOn = Date.parse(request.charged_on);
  if (Number.isNaN(chargedOn)) errors.add('charged_on', 'is not a valid date-time');
  const percent = blankToNull(request.discount_percent);
  const flat = request.discount_flat_amount ?? null;
  if (percent !== null && flat !== null) errors.add('discount_flat_amount', 'give discount_percent or discount_flat_amount, not both');
  if (!errors.empty) errors.throwIfAny();
  // Every field is named, even when undefined (the hash leaves undefined members out): a field
  // added to the request's schema is a compile error here until it is given its normalized form.
  return {
    charged_on: new Date(chargedOn).toISOString(), order_type: request.order_type, payment_type: request.payment_type,
    shift_id: request.shift_id, receipt_id: request.receipt_id, line_items,
    tendered_amount: request.tendered_amount,
    payments: request.payments.map((p) => ({ payment_method_id: p.payment_method_id, total: p.total })),
    customer_id: blankToNull(request.customer_id), original_order_id: blankToNull(request.original_order_id),
    refund_reason: blankToNull(request.refund_reason),
    person_id: blankToNull(request.person_id) ?? undefined,
    discount_percent: percent?.trim(),
    discount_flat_amount: flat ?? undefined,
    discount_reason: blankToNull(request.discount_reason) ?? undefined,
    discount_approved_by: blankToNull(request.discount_approved_by) ?? undefined,
    loyalty_points_redeemed: request.loyalty_points_redeemed === 0 ? undefined : request.loyalty_points_redeemed,
    rung_offline: request.rung_offline || undefined,
    // An expiration date left out is null: a request that omits it and one that sends null are the same sale (and hash alike).
    age_verification: request.age_verification == null ? undefined
      : { method: request.age_verification.method, id_expiration_date: request.age_verification.id_expiration_date ?? null },
    limit_override: request.limit_override ?? undefined,
  } satisfies Record<OrderRequestField, unknown>;
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

const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);
