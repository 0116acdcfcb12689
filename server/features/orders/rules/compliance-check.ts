import { reportBreach } from './review-flags.ts';
import type { OrderCheck } from './order-context.ts';
import { complianceOrder } from './compliance-order.ts';
import { complianceVerdict } from '../../compliance/findings.ts';

/**
 * A sale meets the location's compliance rules (buyer's age, ID and card; purchase limits), each
 * broken rule on its own field. A live sale is refused; one rung offline already happened, so it
 * is stored and flagged for review under the rule's code.
 */
export const meetsCompliance: OrderCheck = ({ input, compliance }, errors, flags) => {
  for (const finding of complianceVerdict(compliance, complianceOrder(input)).findings) reportBreach(input, errors, flags, finding);
};
