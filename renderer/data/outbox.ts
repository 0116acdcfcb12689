import type { OutboxKind, OutboxRow, RegisterDatabase } from '../db/schema.ts';

/** States in which a row still has to reach the server (or a manager's decision). */
export const WAITING_STATES: ReadonlyArray<OutboxRow['state']> = ['pending', 'sending', 'needs-attention'];

/**
 * Adds a row to the outbox. Must be called inside the caller's `db.transaction('rw', …)` that also
 * writes the record, so the record and its row commit together.
 */
export async function enqueue(
  db: RegisterDatabase,
  input: { clientId: string; kind: OutboxKind; recordId: string; request: OutboxRow['request']; dependsOn?: string[] },
): Promise<OutboxRow> {
  const now = new Date().toISOString();
  const row: OutboxRow = {
    clientId: input.clientId, kind: input.kind, recordId: input.recordId, request: input.request,
    state: 'pending', attempts: 0, notBefore: 0, leaseUntil: 0, problem: null, createdAt: now, updatedAt: now,
    ...(input.dependsOn !== undefined && input.dependsOn.length > 0 ? { dependsOn: input.dependsOn } : {}),
  };
  row.seq = await db.outbox.add(row);
  return row;
}

/**
 * Client ids of the not yet acknowledged outbox rows that send these records (an offline shift,
 * a customer created offline, a sale still queued): a row naming them must wait for them.
 */
export async function unsentRowsFor(db: RegisterDatabase, recordIds: ReadonlyArray<string | null>): Promise<string[]> {
  const ids = recordIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const rows = await db.outbox.where('recordId').anyOf(ids).toArray();
  return rows.filter((row) => row.state !== 'acknowledged' && (row.kind !== 'shift.close')).map((row) => row.clientId);
}
