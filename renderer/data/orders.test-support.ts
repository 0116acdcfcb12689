import { requestBeforeV10 } from '../db/order-request-before-v10.ts';
import type { LocalOrder } from '../db/schema.ts';
import type { RefundInput, RingSaleInput, VoidInput } from './orders.ts';

/**
 * Test support: a sale's input from what the test rings, the rest absent as at a counter that sets
 * none of it (no patient, discount, approval, points or buyer check; rung online). The counter
 * itself names every field (TenderPanel); a field added to the input is asked for here once.
 */
export function saleInput(fields: Pick<RingSaleInput, 'shiftId' | 'customerId' | 'lines' | 'payments' | 'changeDue'> & Partial<RingSaleInput>): RingSaleInput {
  return { request: { caregiver: null }, personId: null, orderDiscount: null, discountApprovedBy: null, redemption: null, rungOffline: false, compliance: null, ...fields };
}

/** Test support: a refund's input, all of what is left unless the test names lines, rung online. */
export function refundInput(fields: Pick<RefundInput, 'payments'> & Partial<RefundInput>): RefundInput {
  return { request: { caregiver: null }, lines: null, rungOffline: false, ...fields };
}

/** Test support: a void's input, rung online unless the test says otherwise. */
export function voidInput(fields: Partial<VoidInput> = {}): VoidInput {
  return { request: { caregiver: null }, rungOffline: false, ...fields };
}

/**
 * Test support: a local order written as a test's fixture, given the request its fields make (as
 * a register built it from them before it kept its requests), for tests that read the order, not what it sends.
 */
export function withRequest(order: Omit<LocalOrder, 'request'>): LocalOrder {
  return { ...order, request: requestBeforeV10(order) };
}
