import { formatChainHead, type ChainHead } from '../../shared/compliance/audit-chain.ts';
import type { LocalAuditAnchor, RegisterDatabase } from '../db/schema.ts';
import { locationOf } from './database.ts';

/**
 * The location audit chain's heads this register was answered, one per closed shift (its Z
 * report's): kept on the register, outside the Store API's database, so a chain rewritten or cut
 * there after a close no longer holds a head kept here (`npm run audit:verify -- --anchors FILE`).
 */

/**
 * Keeps the head a shift's Z report carried (the Store API's answer to its close or a read of it).
 * The Store API records the head once, at the close, so the first one answered stays: a later
 * answer carrying another head is not taken over it. Call on its own or inside a transaction over
 * `rowTables` (which includes this table).
 */
export async function keepAuditAnchor(db: RegisterDatabase, shiftId: string, head: ChainHead | null): Promise<void> {
  if (head === null || (await db.auditAnchors.get(shiftId)) !== undefined) return;
  await db.auditAnchors.add({ shiftId, locationId: locationOf(db), seq: head.seq, hash: head.hash, answeredAt: new Date().toISOString() });
}

/** The head kept for a shift, if the Store API has answered one. */
export const auditAnchorOf = (db: RegisterDatabase, shiftId: string): Promise<LocalAuditAnchor | undefined> => db.auditAnchors.get(shiftId);

/** Every head kept, as a file `audit:verify --anchors` reads: one `seq:hash` a line, oldest first. */
export async function auditAnchorsFile(db: RegisterDatabase): Promise<string> {
  const anchors = await db.auditAnchors.toCollection().sortBy('seq');
  return anchors.map((anchor) => `${formatChainHead(anchor)}  # shift ${anchor.shiftId}, answered ${anchor.answeredAt}\n`).join('');
}
