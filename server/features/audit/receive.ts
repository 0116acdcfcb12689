import type { Kysely } from 'kysely';
import { hashEntry, FIRST_PREV_HASH, registerEntryReceived, type AuditEntry } from '../../../shared/compliance/audit-chain.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { appendLocationEntries, registerEntry } from './chain-store.ts';

export interface ReceivedEntries { stored: number; repeated: number }

/**
 * Stores entries of one register's chain as the register sends them (its outbox), and anchors each
 * new one in the location's chain. Repeating an entry already stored is a no-op (an outbox
 * retries); a different entry under a stored (register_id, seq) is refused, and so is an entry
 * that does not continue the register's chain (wrong seq, prev_hash or hash). Any refusal refuses
 * the whole batch, so a rejected request changes nothing.
 */
export async function receiveRegisterEntries(
  db: Kysely<Database>, companyId: string, registerId: string, entries: readonly AuditEntry[],
): Promise<ReceivedEntries> {
  return db.transaction().execute(async (trx) => {
    // The location's audit counter row first: every writer of this location's chains waits here,
    // so the register chain's last entry read below is the last one committed.
    await trx.updateTable('company_sequences').set((eb) => ({ last_audit_seq: eb('last_audit_seq', '+', 0) }))
      .where('company_id', '=', companyId).execute();
    const seqs = entries.map((entry) => entry.seq);
    const storedRows = seqs.length === 0 ? [] : await trx.selectFrom('register_audit_entries').selectAll()
      .where('register_id', '=', registerId).where('seq', 'in', seqs).execute();
    const stored = new Map(storedRows.map((row) => [Number(row.seq), registerEntry(row)]));
    const lastRow = await trx.selectFrom('register_audit_entries').selectAll().where('register_id', '=', registerId)
      .orderBy('seq', 'desc').limit(1).executeTakeFirst();
    let last: AuditEntry | null = lastRow === undefined ? null : registerEntry(lastRow);

    const errors = new FieldErrorCollector();
    const fresh: AuditEntry[] = [];
    let repeated = 0;
    for (const [index, entry] of entries.entries()) {
      const field = `audit_entries.${index}`;
      if (entry.location_id !== companyId) errors.add(`${field}.location_id`, 'is not this location');
      if (entry.register_id !== registerId) errors.add(`${field}.register_id`, 'is not the register sending it (X-CNPY-DeviceId)');
      if (hashEntry(entry) !== entry.hash) {
        errors.add(`${field}.hash`, 'does not match the entry: it was changed after it was written');
        continue;
      }
      const before = stored.get(entry.seq);
      if (before !== undefined) {
        if (before.hash === entry.hash) repeated += 1;
        else errors.add(field, `differs from entry ${entry.seq} of this register received before`);
        continue;
      }
      const expectedSeq = (last?.seq ?? 0) + 1;
      if (entry.seq !== expectedSeq) errors.add(`${field}.seq`, `must be ${expectedSeq}: the register's chain continues from entry ${expectedSeq - 1}`);
      else if (entry.prev_hash !== (last?.hash ?? FIRST_PREV_HASH)) errors.add(`${field}.prev_hash`, `is not the hash of entry ${expectedSeq - 1} received before`);
      else {
        fresh.push(entry);
        last = entry;
      }
    }
    // The whole list's field, too, so a client that shows only top-level fields sees the refusal.
    if (!errors.empty) errors.add('audit_entries', 'do not continue the register\'s audit chain; nothing was stored');
    errors.throwIfAny();
    if (fresh.length === 0) return { stored: 0, repeated };

    const receivedAt = nowTimestamp();
    await trx.insertInto('register_audit_entries').values(fresh.map((entry) => ({
      register_id: registerId, seq: entry.seq, company_id: companyId, at: entry.at, kind: entry.kind, subject: entry.subject,
      details: JSON.stringify(entry.details), actor_id: entry.actor_id, prev_hash: entry.prev_hash, hash: entry.hash, received_at: receivedAt,
    }))).execute();
    await appendLocationEntries(trx, companyId, fresh.map((entry) => registerEntryReceived(entry, receivedAt)));
    return { stored: fresh.length, repeated };
  });
}
