import type { AgeVerification, LineDiscount, Order, ReviewFlag, TaxBreakdown, TaxExemption } from '../../../../shared/api/sales.ts';
import type { StateReport } from '../../../../shared/api/state-reporting.ts';
import { formatQuantity } from '../../../../shared/quantity.ts';
import type { StoredOrder } from './stored-order.ts';

/** The JSON text lists the order tables keep (written by this slice only, so their shape is known). */
const list = <T>(json: string): T[] => JSON.parse(json) as T[];

/** `stateReport`: the order's standing with the state (server/features/state-reporting/order-report.ts). */
export function presentOrder({ order, lines, payments }: StoredOrder, stateReport: StateReport): Order {
  return {
    id: order.id, charged_on: order.charged_on, tendered_amount: order.tendered_amount, payment_type: order.payment_type,
    order_type: order.order_type, refund_reason: order.refund_reason, receipt_id: order.receipt_id,
    line_items: lines.map((line) => ({
      id: line.id, quantity: { value: formatQuantity(Number(line.quantity_milli)), unit: line.unit }, price: line.price,
      sku: line.sku, weight: line.weight, unit_of_measure: line.unit, subtotal: line.subtotal, loyalty_points: line.loyalty_points,
      tax_breakdowns: list<TaxBreakdown>(line.tax_breakdowns), tax_exemptions: list<TaxExemption>(line.tax_exemptions),
      discounts: list<LineDiscount>(line.discounts), inventory_item_id: line.inventory_item_id, related_line_item_id: line.related_line_item_id,
    })),
    voided: order.voided === 1, discount_flat_amount: order.discount_flat_amount ?? 0, discount_percent: order.discount_percent ?? '0.00',
    customer_id: order.customer_id, original_order_id: order.original_order_id, person_id: order.person_id, device_id: order.device_id,
    employee_id: order.employee_id,
    payments: payments.map((p) => ({ id: p.id, total: p.total, payment_type: p.payment_type, payment_method_id: p.payment_method_id })),
    shift_id: order.shift_id,
    subtotal: order.subtotal, discount_total: order.discount_total, tax_total: order.tax_total, total: order.total,
    discount_reason: order.discount_reason, discount_approved_by: order.discount_approved_by,
    loyalty_points_earned: order.loyalty_points_earned, loyalty_points_redeemed: order.loyalty_points_redeemed,
    rung_offline: order.rung_offline === 1, review_flags: list<ReviewFlag>(order.review_flags),
    age_verification: order.age_verification === null ? null : (JSON.parse(order.age_verification) as AgeVerification),
    state_report: stateReport,
  };
}
