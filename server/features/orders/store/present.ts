import type { LineDiscount, Order, ReviewFlag, TaxBreakdown, TaxExemption } from '../../../../shared/api/sales.ts';
import type { StateReport } from '../../../../shared/api/state-reporting.ts';
import { formatQuantity } from '../../../../shared/quantity.ts';
import type { StoredOrder } from './stored-order.ts';
import { answeredFields } from '../request/order-fields.ts';

/** The JSON text lists the order tables keep (written by this slice only, so their shape is known). */
const list = <T>(json: string): T[] => JSON.parse(json) as T[];

/** `stateReport`: the order's standing with the state (server/features/state-reporting/order-report.ts). */
export function presentOrder({ order, lines, payments }: StoredOrder, stateReport: StateReport): Order {
  return {
    // What the request's fields answer is declared with each field (request/order-fields.ts); the rest is the Store API's own.
    ...answeredFields(order),
    id: order.id,
    line_items: lines.map((line) => ({
      id: line.id, quantity: { value: formatQuantity(Number(line.quantity_milli)), unit: line.unit }, price: line.price,
      sku: line.sku, weight: line.weight, unit_of_measure: line.unit, subtotal: line.subtotal, loyalty_points: line.loyalty_points,
      tax_breakdowns: list<TaxBreakdown>(line.tax_breakdowns), tax_exemptions: list<TaxExemption>(line.tax_exemptions),
      discounts: list<LineDiscount>(line.discounts), inventory_item_id: line.inventory_item_id, related_line_item_id: line.related_line_item_id,
    })),
    voided: order.voided === 1, device_id: order.device_id, employee_id: order.employee_id,
    payments: payments.map((p) => ({ id: p.id, total: p.total, payment_type: p.payment_type, payment_method_id: p.payment_method_id })),
    subtotal: order.subtotal, discount_total: order.discount_total, tax_total: order.tax_total, total: order.total,
    loyalty_points_earned: order.loyalty_points_earned, review_flags: list<ReviewFlag>(order.review_flags),
    state_report: stateReport,
  };
}
