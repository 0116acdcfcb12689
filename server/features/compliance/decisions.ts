import type { LocationDecision } from '../audit/chain-store.ts';
import type { ComplianceOrder } from './facts.ts';
import type { ComplianceVerdict, Finding } from './findings.ts';

/** Who decided what about which order, and when. */
export interface DecisionContext { orderId: string; receiptId: string; actorId: string; at: string; order: ComplianceOrder }

const buyerOf = (order: ComplianceOrder) => ({ customer_id: order.customer_id, person_id: order.person_id });
const finding = (f: Finding) => ({ field: f.field, code: f.code, message: f.message });


/**
 * The audit entries of a live sale the Store API refused for compliance: which rule, about whom.
 * Recorded in a transaction of their own, since the sale itself is not stored.
 */
export function refusalDecisions(context: DecisionContext, verdict: ComplianceVerdict): LocationDecision[] {
  const { orderId, receiptId, actorId, at, order } = context;
  const refused = (rule: Finding['rule']) => verdict.findings.filter((f) => f.rule === rule).map(finding);
  const decisions: LocationDecision[] = [];
  const buyer = refused('buyer');
  if (buyer.length > 0) {
    decisions.push({ at, kind: 'age-verdict', subject: orderId, actor_id: actorId,
      details: { verdict: 'refused', receipt_id: receiptId, ...buyerOf(order), findings: buyer } });
  }
  const limits = refused('limit');
  if (limits.length > 0) {
    decisions.push({ at, kind: 'limit-check', subject: orderId, actor_id: actorId,
      details: { verdict: 'refused', receipt_id: receiptId, ...buyerOf(order), findings: limits } });
  }
  return decisions;
}

/**
 * The audit entries of a sale being stored: how the register checked the buyer (as it sent it), a
 * manager's override of a limit and by whom, and the flags of an offline sale that broke a rule.
 */
export function saleDecisions(context: DecisionContext, verdict: ComplianceVerdict): LocationDecision[] {
  const { orderId, receiptId, actorId, at, order } = context;
  const decisions: LocationDecision[] = [];
  if (order.age_verification !== null) {
    decisions.push({ at, kind: 'age-verdict', subject: orderId, actor_id: actorId, details: {
      verdict: 'recorded', receipt_id: receiptId, ...buyerOf(order),
      method: order.age_verification.method, id_expiration_date: order.age_verification.id_expiration_date,
    } });
  }
  if (order.limit_override !== null && verdict.overridden.length > 0) {
    decisions.push({ at, kind: 'manager-override', subject: orderId, actor_id: order.limit_override.approved_by, details: {
      receipt_id: receiptId, ...buyerOf(order), reason: order.limit_override.reason, rung_by: actorId,
      limits: verdict.overridden.map((v) => ({ category: v.category, limit: v.limit, total: v.total, unit: v.unit, message: v.message })),
    } });
  }
  if (order.rung_offline && verdict.findings.length > 0) {
    decisions.push({ at, kind: 'offline-sale-flagged', subject: orderId, actor_id: null, details: {
      receipt_id: receiptId, ...buyerOf(order), rung_by: actorId, flags: verdict.findings.map(finding),
    } });
  }
  return decisions;
}
