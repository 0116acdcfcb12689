import type { AgeVerification, LimitOverride, LineDiscountInput, LineItemInput, OrderInput, PaymentInput, TaxBreakdown } from '../../../shared/api/sales.ts';
import { parseQuantity } from '../../../shared/quantity.ts';
import { FieldErrorCollector } from '../../http/errors.ts';

export type OrderRequest = OrderInput['order'];

export type NormalizedLine = {
  inventory_item_id: string; quantity_milli: number; unit: number; price: number;
  /** The line's own discounts; undefined when none were sent. */
  discounts?: LineDiscountInput[];
  /** The tax the register charged, frozen at the sale; undefined when it sent none. */
  tax_breakdowns?: TaxBreakdown[];
};

/**
 * An order request with its quantities parsed and optional fields filled: what is hashed and
 * checked. Fields of the money and compliance extensions stay undefined when absent, so a request
 * without them hashes as it did before they existed.
 */
export type NormalizedOrder = {
  charged_on: string; order_type: number; payment_type: number; shift_id: string; receipt_id: string;
  line_items: NormalizedLine[];
  tendered_amount: number; payments: PaymentInput[];
  customer_id: string | null; original_order_id: string | null; refund_reason: string | null;
  person_id?: string;
  discount_percent?: string;
  discount_flat_amount?: number;
  discount_reason?: string;
  discount_approved_by?: string;
  loyalty_points_redeemed?: number;
  rung_offline?: true;
  age_verification?: AgeVerification;
  limit_override?: LimitOverride;
};

/** Parses quantities (a number or numeric text, up to three decimals) and normalizes the sale time. */
export function normalizeOrder(request: OrderRequest): NormalizedOrder {
  const errors = new FieldErrorCollector();
  const line_items = request.line_items.map((line: LineItemInput, index): NormalizedLine => {
    const milli = parseQuantity(line.quantity.value);
    if (milli === null) errors.add(`line_items.${index}.quantity.value`, 'must be a number with at most three decimals');
    else if (milli <= 0) errors.add(`line_items.${index}.quantity.value`, 'must be greater than 0');
    return {
      inventory_item_id: line.inventory_item_id, quantity_milli: milli ?? 0, unit: line.quantity.unit, price: line.price,
      ...(line.discounts === undefined || line.discounts.length === 0 ? {} : { discounts: line.discounts }),
      ...(line.tax_breakdowns === undefined ? {} : { tax_breakdowns: line.tax_breakdowns }),
    };
  });
  const chargedOn = Date.parse(request.charged_on);
  if (Number.isNaN(chargedOn)) errors.add('charged_on', 'is not a valid date-time');
  const percent = blankToNull(request.discount_percent);
  const flat = request.discount_flat_amount ?? null;
  if (percent !== null && flat !== null) errors.add('discount_flat_amount', 'give discount_percent or discount_flat_amount, not both');
  if (!errors.empty) errors.throwIfAny();
  const reason = blankToNull(request.discount_reason);
  const approvedBy = blankToNull(request.discount_approved_by);
  const personId = blankToNull(request.person_id);
  return {
    charged_on: new Date(chargedOn).toISOString(), order_type: request.order_type, payment_type: request.payment_type,
    shift_id: request.shift_id, receipt_id: request.receipt_id, line_items,
    tendered_amount: request.tendered_amount,
    payments: request.payments.map((p) => ({ payment_method_id: p.payment_method_id, total: p.total })),
    customer_id: blankToNull(request.customer_id), original_order_id: blankToNull(request.original_order_id),
    refund_reason: blankToNull(request.refund_reason),
    ...(personId === null ? {} : { person_id: personId }),
    ...(percent === null ? {} : { discount_percent: percent.trim() }),
    ...(flat === null ? {} : { discount_flat_amount: flat }),
    ...(reason === null ? {} : { discount_reason: reason }),
    ...(approvedBy === null ? {} : { discount_approved_by: approvedBy }),
    ...(request.loyalty_points_redeemed === undefined || request.loyalty_points_redeemed === 0 ? {} : { loyalty_points_redeemed: request.loyalty_points_redeemed }),
    ...(request.rung_offline === true ? { rung_offline: true } : {}),
    // An expiration date left out is null: a request that omits it and one that sends null are the same sale (and hash alike).
    ...(request.age_verification == null ? {} : {
      age_verification: { method: request.age_verification.method, id_expiration_date: request.age_verification.id_expiration_date ?? null },
    }),
    ...(request.limit_override == null ? {} : { limit_override: request.limit_override }),
  };
}

const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);
