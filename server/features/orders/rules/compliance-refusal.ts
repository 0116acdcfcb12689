import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { appendLocationEntries } from '../../audit/chain-store.ts';
import type { OrderContext } from './order-context.ts';
import { refusalDecisions } from '../../compliance/decisions.ts';
import { complianceOrder } from './compliance-order.ts';
import { complianceVerdict } from '../../compliance/findings.ts';

/**
 * Records in the location's audit chain why a live sale was refused for compliance, in its own
 * transaction: the sale rolls back, the refusal stays on record.
 */
export async function recordComplianceRefusal(db: Kysely<Database>, context: OrderContext, orderId: string, actorId: string): Promise<void> {
  const { input, compliance, companyId } = context;
  const order = complianceOrder(input);
  if (order.rung_offline) return;
  const decisions = refusalDecisions(
    { orderId, receiptId: input.receipt_id, actorId, at: new Date().toISOString(), order },
    complianceVerdict(compliance, order),
  );
  if (decisions.length === 0) return;
  await db.transaction().execute((trx) => appendLocationEntries(trx, companyId, decisions));
}
