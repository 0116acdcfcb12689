import { formatCents } from '../../../shared/money.ts';
import { PaymentType } from '../../../shared/api/sales.ts';

export interface TenderedPayment {
  paymentMethodId: string;
  paymentType: number;
  name: string;
  /** What the customer handed over with this method, cents. */
  amount: number;
}

export interface TenderSummary {
  total: number;
  /** Everything handed over. */
  handedOver: number;
  /** Still to pay; 0 once covered. */
  remaining: number;
  /** Cash to hand back. */
  changeDue: number;
  /** Payments as recorded: what was paid toward the sale, change taken off the cash. */
  recorded: TenderedPayment[];
  /** Sum of `recorded`; equals `total` whenever `problem` is null. */
  tenderedAmount: number;
  /** Why the sale cannot be completed yet, in the store's words; null when it can. */
  problem: string | null;
}

/**
 * Works out change and what is recorded. Change comes only out of cash: a card paying more than
 * is owed is a typing slip, not change. Recorded payments never include the change given back
 * (a payment records what was paid toward the sale, not what was handed over), so their sum equals the total.
 */
export function summarizeTender(total: number, payments: readonly TenderedPayment[]): TenderSummary {
  const handedOver = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const cash = payments.filter((payment) => payment.paymentType === PaymentType.cash).reduce((sum, payment) => sum + payment.amount, 0);
  const nonCash = handedOver - cash;
  const over = Math.max(0, handedOver - total);
  const remaining = Math.max(0, total - handedOver);

  let problem: string | null = null;
  if (payments.some((payment) => !Number.isInteger(payment.amount) || payment.amount <= 0)) problem = 'Each payment needs an amount above $0.00.';
  else if (total <= 0) problem = 'The cart is empty. Scan or search for an item first.';
  else if (remaining > 0) problem = `${formatCents(remaining)} still to pay.`;
  else if (nonCash > total) problem = `Card and other non-cash payments come to ${formatCents(nonCash)}, more than the ${formatCents(total)} owed. Lower them; only cash gets change.`;

  const changeDue = problem === null ? over : 0;
  const recorded = takeChangeOffCash(payments, changeDue);
  return {
    total, handedOver, remaining, changeDue, recorded,
    tenderedAmount: recorded.reduce((sum, payment) => sum + payment.amount, 0),
    problem,
  };
}

/** Removes the change from the cash payments, last first; cash payments that end at 0 drop out. */
function takeChangeOffCash(payments: readonly TenderedPayment[], change: number): TenderedPayment[] {
  let left = change;
  const recorded = [...payments].reverse().map((payment) => {
    if (payment.paymentType !== PaymentType.cash || left === 0) return payment;
    const taken = Math.min(left, payment.amount);
    left -= taken;
    return { ...payment, amount: payment.amount - taken };
  });
  return recorded.reverse().filter((payment) => payment.amount > 0);
}
