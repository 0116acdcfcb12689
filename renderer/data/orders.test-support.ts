import type { RefundInput, RingSaleInput } from './orders.ts';

/**
 * Test support: a sale's input from what the test rings, the rest absent as at a counter that sets
 * none of it (no patient, discount, approval, points or buyer check; rung online). The counter
 * itself names every field (TenderPanel); a field added to the input is asked for here once.
 */
export function saleInput(fields: Pick<RingSaleInput, 'shiftId' | 'customerId' | 'lines' | 'payments' | 'changeDue'> & Partial<RingSaleInput>): RingSaleInput {
  return { personId: null, orderDiscount: null, discountApprovedBy: null, redemption: null, rungOffline: false, compliance: null, ...fields };
}

/** Test support: a refund's input, all of what is left unless the test names lines, rung online. */
export function refundInput(fields: Pick<RefundInput, 'payments'> & Partial<RefundInput>): RefundInput {
  return { lines: null, rungOffline: false, ...fields };
}
