import { OrderType, PaymentType, type OrderRequest } from '../../shared/api/sales.ts';
import { quantityObject } from '../../shared/quantity.ts';
import type { LineDiscountInput, OrderDiscountInput, TaxBreakdown } from '../../shared/pricing/index.ts';

/**
 * What the request was built from in a local order written before v10 (each field of the request
 * kept under a local name), frozen here as it was: later changes to `LocalOrder` do not move it.
 */
export interface OrderBeforeV10 {
  id: string; chargedOn: string; orderType: number; shiftId: string; receiptId: string;
  customerId: string | null; personId: string | null; originalOrderId: string | null;
  ageVerification?: { method: 'scan' | 'manual' | 'known_customer'; idExpirationDate: string | null } | null;
  limitOverride?: { approvedBy: string; reason: string } | null;
  lines: Array<{ quantity: number; unit: number; price: number; inventoryItemId: string; discountsGiven: LineDiscountInput[]; taxBreakdowns: TaxBreakdown[] }>;
  tenderedAmount: number;
  payments: Array<{ paymentMethodId: string; paymentType: number; total: number }>;
  orderDiscount: OrderDiscountInput | null;
  discountApprovedBy: string | null;
  loyaltyPointsRedeemed: number;
  rungOffline: boolean;
}

/**
 * The request an order written before v10 sends, exactly as the register built it when it sent
 * one (the same fields, the same absences), so the Store API's idempotency hash of an old order
 * still matches. Used only by the v10 upgrade; frozen: new orders keep their request from the
 * moment they are rung (renderer/data/orders.ts).
 */
export function requestBeforeV10(order: OrderBeforeV10): OrderRequest {
  const discount = order.orderDiscount;
  return {
    id: order.id,
    charged_on: order.chargedOn,
    order_type: order.orderType,
    // The order had one payment type: the largest payment's.
    payment_type: [...order.payments].sort((a, b) => b.total - a.total)[0]?.paymentType ?? PaymentType.cash,
    shift_id: order.shiftId,
    receipt_id: order.receiptId,
    customer_id: order.customerId,
    person_id: order.personId ?? undefined,
    original_order_id: order.originalOrderId ?? undefined,
    refund_reason: undefined,
    age_verification: order.ageVerification == null ? undefined
      : { method: order.ageVerification.method, id_expiration_date: order.ageVerification.idExpirationDate },
    limit_override: order.limitOverride == null ? undefined : { approved_by: order.limitOverride.approvedBy, reason: order.limitOverride.reason },
    line_items: order.lines.map((line) => ({
      quantity: quantityObject(Math.round(line.quantity * 1000), line.unit),
      price: line.price,
      inventory_item_id: line.inventoryItemId,
      discounts: line.discountsGiven.length === 0 ? undefined : line.discountsGiven,
      tax_breakdowns: line.taxBreakdowns,
    })),
    tendered_amount: order.tenderedAmount,
    payments: order.payments.map((payment) => ({ payment_method_id: payment.paymentMethodId, total: payment.total })),
    discount_percent: discount !== null && 'percent' in discount ? discount.percent : undefined,
    discount_flat_amount: discount !== null && 'flatAmount' in discount ? discount.flatAmount : undefined,
    discount_reason: discount?.reason,
    discount_approved_by: order.discountApprovedBy ?? undefined,
    loyalty_points_redeemed: order.loyaltyPointsRedeemed === 0 || order.orderType !== OrderType.sale ? undefined : order.loyaltyPointsRedeemed,
    rung_offline: order.rungOffline,
  };
}
