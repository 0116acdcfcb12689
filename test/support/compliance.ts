import { DEFAULT_REDEMPTION_POINTS_PER_DOLLAR } from '../../shared/pricing/loyalty.ts';
import { WeightUnit } from '../../shared/api/common.ts';
import { OrderType, PaymentType } from '../../shared/api/sales.ts';
import type { LimitLine } from '../../shared/compliance/limits/engine.ts';
import { oregon } from '../../shared/compliance/limits/profiles/index.ts';
import type { OrderContext } from '../../server/features/orders/rules/order-context.ts';
import type { NormalizedOrder } from '../../server/features/orders/request/normalize.ts';
import type { CartLine, ComplianceFacts, ComplianceOrder } from '../../server/features/compliance/facts.ts';

/** The moment every compliance unit test is checked at: 24 November 2026, noon in Portland. */
export const NOW = '2026-11-24T20:00:00.000Z';
export const TODAY = '2026-11-24';

/** A cart line as the limits count it, with no notes about its figure. */
export const counted = (line: LimitLine): CartLine => ({ line, notes: [] });

/**
 * What the rules know of an Oregon location registered for medical sales at `NOW`: an anonymous
 * adult-use buyer, no history, no cart.
 */
export function complianceFacts(extra: Partial<ComplianceFacts> = {}): ComplianceFacts {
  return {
    profile: oregon, timeZone: 'America/Los_Angeles', now: NOW, today: TODAY,
    customer: null, patient: null, history: [], cart: [], goods: [], medicalSales: true, approver: null, ...extra,
  };
}

/** A live anonymous sale at `NOW`, with as many order lines as `lines` (the facts' cart says what they count). */
export function complianceSale(extra: Partial<ComplianceOrder> = {}, lines = 1): ComplianceOrder {
  return {
    charged_on: NOW, order_type: OrderType.sale, customer_id: null, person_id: null, rung_offline: false,
    age_verification: null, limit_override: null, caregiver: null,
    line_items: Array.from({ length: lines }, (_, index) => ({ inventory_item_id: `item-${index}`, quantity_milli: 1000, unit: WeightUnit.gram })),
    ...extra,
  };
}

/**
 * An order context carrying `order` and `facts`, with every other rule's records empty: for the
 * compliance check alone (the other checks have their own tests).
 */
export function complianceContext(order: ComplianceOrder, facts: ComplianceFacts): OrderContext {
  const input: NormalizedOrder = {
    charged_on: order.charged_on, order_type: order.order_type, payment_type: PaymentType.cash, shift_id: 's', receipt_id: 'ABCDEF012345',
    line_items: order.line_items.map((line) => ({ ...line, price: 0 })), tendered_amount: 0, payments: [],
    customer_id: order.customer_id, original_order_id: null, refund_reason: null,
    ...(order.person_id === null ? {} : { person_id: order.person_id }),
    ...(order.rung_offline ? { rung_offline: true } : {}),
    ...(order.age_verification === null ? {} : { age_verification: order.age_verification }),
    ...(order.limit_override === null ? {} : { limit_override: order.limit_override }),
  };
  return {
    companyId: 'c', input, items: new Map(), methods: new Map(), shift: { id: 's', closed_at: null },
    customer: null, patient: null, original: null,
    money: {
      taxItems: [], items: new Map(), jurisdiction: 'us-or', buyer: null, loyaltyProgram: null, redemptionPointsPerDollar: DEFAULT_REDEMPTION_POINTS_PER_DOLLAR, threshold: { percent: '0.20', flatAmount: 2000 }, approver: null, originalLines: [],
    },
    compliance: facts, ageVerificationRequired: false, reportingSystem: null,
  };
}
