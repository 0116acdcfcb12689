import type { OrderRequestField } from '../../shared/api/sales.ts';
import type { LocalOrder } from './schema.ts';

/**
 * Where the register's local order keeps each field of the order's request (`OrderInput` in
 * shared/api/sales.ts), declared once: a field added to the request's schema fails to compile
 * here until it is given its local field, or `null` with the reason the register does not keep it.
 * The local field must then exist on `LocalOrder`, and `newOrder` and the drafts it is made from
 * (renderer/data/orders.ts) must name it (`KeptOrderFields`), so the sale, refund and void and the
 * sale's input are pointed at in turn; `orderRequestBody` names the request field by its own `satisfies`.
 * The inputs (`RingSaleInput`, `RefundInput`, `VoidInput`) have no optional field (each asserts
 * it), so a field added to one is asked for in turn by the screen that fills it: the sale screen's
 * TenderPanel, the orders screen's refund and void.
 */
export const LOCAL_ORDER_FIELDS = {
  charged_on: 'chargedOn',
  order_type: 'orderType',
  // Not kept: the register keeps each payment's type and sends the largest payment's.
  payment_type: null,
  shift_id: 'shiftId',
  receipt_id: 'receiptId',
  line_items: 'lines',
  tendered_amount: 'tenderedAmount',
  payments: 'payments',
  customer_id: 'customerId',
  original_order_id: 'originalOrderId',
  // Not kept: the register asks no reason for a refund or void (it sends none).
  refund_reason: null,
  // The order discount is kept whole, a share or an amount with its reason, as the pricing engine reads it.
  discount_percent: 'orderDiscount',
  discount_flat_amount: 'orderDiscount',
  discount_reason: 'orderDiscount',
  discount_approved_by: 'discountApprovedBy',
  loyalty_points_redeemed: 'loyaltyPointsRedeemed',
  person_id: 'personId',
  rung_offline: 'rungOffline',
  age_verification: 'ageVerification',
  limit_override: 'limitOverride',
} as const satisfies Record<OrderRequestField, keyof LocalOrder | null>;

/** The local order's fields that carry a field of the request. */
export type KeptOrderField = NonNullable<(typeof LOCAL_ORDER_FIELDS)[OrderRequestField]>;

/**
 * A local order's fields that carry the request, each named (even when undefined, as on a refund,
 * which checks no buyer): a builder that types what it makes by this cannot forget one.
 */
export type KeptOrderFields = { [K in KeptOrderField]: LocalOrder[K] };
