import type { Kysely } from 'kysely';
import { verifyChain, verifyWitnessedChain, type AuditEntry, type ChainHead, type ChainVerdict } from '../../../shared/compliance/audit-chain.ts';
import type { Database } from '../../db/schema.ts';
import { readLocationChain, readRegisterChain, readRegisterChains } from './chain-store.ts';

export interface ChainReport { ok: boolean; count: number; broken_at?: number; reason?: string }
export interface LocationAuditReport { location: ChainReport; registers: Array<ChainReport & { register_id: string }> }

const report = (verdict: ChainVerdict, count: number): ChainReport =>
  verdict.ok ? { ok: true, count } : { ok: false, count, broken_at: verdict.brokenAt, reason: verdict.reason };

/**
 * A register chain checked on its own, then against the location chain's record of each of its
 * entries: an entry edited (and its chain re-hashed) after the Store API received it no longer
 * has the hash the location chain anchored.
 */
function verifyRegister(chain: readonly AuditEntry[], anchors: ReadonlyMap<number, string>): ChainReport {
  const own = verifyChain(chain);
  if (!own.ok) return report(own, chain.length);
  for (const entry of chain) {
    const anchored = anchors.get(entry.seq);
    if (anchored !== entry.hash) {
      return { ok: false, count: chain.length, broken_at: entry.seq, reason: `Entry ${entry.seq} is not the entry the location's chain recorded receiving.` };
    }
  }
  const missing = [...anchors.keys()].find((seq) => seq > chain.length);
  if (missing !== undefined) {
    return { ok: false, count: chain.length, broken_at: missing, reason: `Entry ${missing} was received but is no longer stored.` };
  }
  return { ok: true, count: chain.length };
}

/** How many entries the location's chain has had appended (its counter row, kept apart from the entries). */
async function auditCounter(db: Kysely<Database>, companyId: string): Promise<number> {
  const counter = await db.selectFrom('company_sequences').select('last_audit_seq').where('company_id', '=', companyId).executeTakeFirst();
  return counter === undefined ? 0 : Number(counter.last_audit_seq);
}

/**
 * Verifies a location's own chain and every register chain it received. The location chain is also
 * held to the location's audit counter (which counts every entry appended, so a deleted tail shows)
 * and to `anchors`, heads of the chain recorded outside the database (the Z reports' heads).
 */
export async function verifyLocationAudit(db: Kysely<Database>, companyId: string, anchors: readonly ChainHead[] = []): Promise<LocationAuditReport> {
  // The server may be receiving entries while this reads, each register entry committed with its
  // record in the location chain. So the register chains are read first and the location chain
  // after them: every register entry read then has its record. The counter is read before the
  // location chain and again after it, so its entries appended meanwhile are neither missing nor beyond it.
  const registers = await readRegisterChains(db, companyId);
  const before = await auditCounter(db, companyId);
  const location = await readLocationChain(db, companyId);
  const written = { atLeast: before, atMost: await auditCounter(db, companyId) };
  const received = new Map<string, Map<number, string>>();
  for (const entry of location) {
    if (entry.kind !== 'register-entry-received') continue;
    const { register_id: registerId, seq, hash } = entry.details;
    if (typeof registerId !== 'string' || typeof seq !== 'number' || typeof hash !== 'string') continue;
    const byRegister = received.get(registerId) ?? new Map<number, string>();
    byRegister.set(seq, hash);
    received.set(registerId, byRegister);
  }
  const registerIds = [...new Set([...registers.keys(), ...received.keys()])].sort();
  const registerReports: LocationAuditReport['registers'] = [];
  for (const registerId of registerIds) {
    const records = received.get(registerId) ?? new Map<number, string>();
    let chain = registers.get(registerId) ?? [];
    // Records of entries received after the register chains were read: read that chain again, now holding them.
    if ([...records.keys()].some((seq) => seq > chain.length)) chain = await readRegisterChain(db, companyId, registerId);
    registerReports.push({ register_id: registerId, ...verifyRegister(chain, records) });
  }
  return { location: report(verifyWitnessedChain(location, { written, anchors }), location.length), registers: registerReports };
}

export const auditIsIntact = (result: LocationAuditReport): boolean => result.location.ok && result.registers.every((r) => r.ok);
