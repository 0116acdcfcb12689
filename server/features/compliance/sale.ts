import type { LocationDecision } from '../audit/chain-store.ts';
import type { OrderContext } from '../orders/order-context.ts';
import { saleDecisions } from './decisions.ts';
import { complianceOrder } from './facts.ts';
import { complianceVerdict } from './findings.ts';

/** The audit entries of an order being stored: age verification as sent, a manager's override, an offline sale's flags. */
export function complianceAudit(context: OrderContext, who: { orderId: string; actorId: string; at: string }): LocationDecision[] {
  const order = complianceOrder(context.input);
  return saleDecisions({ ...who, receiptId: context.input.receipt_id, order }, complianceVerdict(context.compliance, order));
}
