import type { LocationDecision } from '../../audit/chain-store.ts';
import type { OrderContext } from './order-context.ts';
import { saleDecisions } from '../../compliance/decisions.ts';
import { complianceOrder } from './compliance-order.ts';
import { complianceVerdict } from '../../compliance/findings.ts';

/** The audit entries of an order being stored: age verification as sent, a manager's override, an offline sale's flags. */
export function complianceAudit(context: OrderContext, who: { orderId: string; actorId: string; at: string }): LocationDecision[] {
  const order = complianceOrder(context.input);
  return saleDecisions({ ...who, receiptId: context.input.receipt_id, order }, complianceVerdict(context.compliance, order));
}
