import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { invalidField } from '../../../http/errors.ts';
import { assertSameRequest } from '../../idempotency/create-once.ts';
import type { StoredOrder, storedOrders } from './stored-order.ts';

/** An order create's two keys: the client's id (optional, global) and the receipt id (per location). */
export interface OrderKeys { companyId: string; id: string | undefined; receiptId: string; hash: string }

/**
 * A create seen before (same id, or same receipt_id in this company): the stored order when the
 * request matches it, 422 when the key was used for something else. Undefined when new.
 */
export async function replayOrder(db: Kysely<Database>, stored: ReturnType<typeof storedOrders>, keys: OrderKeys): Promise<StoredOrder | undefined> {
  const { companyId, id, receiptId, hash } = keys;
  // One read for both keys: the id anywhere (ids are global), the receipt id in this company.
  const seen = await db.selectFrom('orders').selectAll()
    .where((eb) => {
      const byReceiptId = eb.and([eb('company_id', '=', companyId), eb('receipt_id', '=', receiptId)]);
      return id === undefined ? byReceiptId : eb.or([eb('id', '=', id), byReceiptId]);
    })
    .execute();
  const differs = 'has already been used for a different order';
  const byId = id === undefined ? undefined : seen.find((row) => row.id === id);
  if (byId !== undefined) {
    // The hash covers the receipt id, so the same id with another receipt is a different order too.
    assertSameRequest(byId, { field: 'id', companyId, hash, differs });
    return (await stored.load(companyId, [byId]))[0];
  }
  const byReceipt = seen.find((row) => row.company_id === companyId && row.receipt_id === receiptId);
  if (byReceipt === undefined) return undefined;
  assertSameRequest(byReceipt, { field: 'receipt_id', companyId, hash, differs });
  // The same receipt under another client id is another order.
  if (id !== undefined && id !== byReceipt.id) throw invalidField('receipt_id', differs);
  return (await stored.load(companyId, [byReceipt]))[0];
}
