import { reportBreach } from './review-flags.ts';
import type { OrderCheck } from './order-context.ts';
import { complianceOrder } from './compliance-order.ts';
import { complianceVerdict, statewideUnconfirmed } from '../../compliance/findings.ts';

/**
 * A sale meets the location's compliance rules (buyer's age, ID and card; purchase limits), each
 * broken rule on its own field. A live sale is refused; one rung offline already happened, so it
 * is stored and flagged for review under the rule's code.
 */
export const meetsCompliance: OrderCheck = ({ input, compliance }, errors, flags) => {
  for (const finding of complianceVerdict(compliance, complianceOrder(input)).findings) reportBreach(input, errors, flags, finding);
  // Where Metrc could not confirm the statewide allotment, the sale is held to our own count (above)
  // and, live or offline, recorded for a manager to review: the state asks for the check before the sale.
  const unconfirmed = statewideUnconfirmed(compliance);
  if (unconfirmed !== null) flags.add(STATEWIDE_UNCONFIRMED, unconfirmed);
};

/** The review flag of a patient sale Metrc could not confirm against the statewide limit (stable: a manager's review list shows it). */
export const STATEWIDE_UNCONFIRMED = 'statewide-unconfirmed';
