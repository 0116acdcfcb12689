import type { Kysely, Selectable, Transaction } from 'kysely';
import { appendEntry, type AuditDetails, type ChainHead, type AuditEntry, type AuditFields } from '../../../shared/compliance/audit-chain.ts';
import type { Database, AuditEntryTable, RegisterAuditEntryTable } from '../../db/schema.ts';

type Reader = Kysely<Database> | Transaction<Database>;

/** A decision the Store API records in a location's chain: everything but where and in which chain. */
export type LocationDecision = Omit<AuditFields, 'location_id' | 'register_id'>;

const parseDetails = (text: string): AuditDetails => JSON.parse(text) as AuditDetails;

/** A stored location-chain row as the chain hashed it (the location chain's register_id is null). */
export function locationEntry(row: Selectable<AuditEntryTable>): AuditEntry {
  return {
    seq: Number(row.seq), at: row.at, location_id: row.company_id, register_id: null, kind: row.kind as AuditEntry['kind'],
    subject: row.subject, details: parseDetails(row.details), actor_id: row.actor_id, prev_hash: row.prev_hash, hash: row.hash,
  };
}

/** A stored register entry as the register hashed it. */
export function registerEntry(row: Selectable<RegisterAuditEntryTable>): AuditEntry {
  return {
    seq: Number(row.seq), at: row.at, location_id: row.company_id, register_id: row.register_id, kind: row.kind as AuditEntry['kind'],
    subject: row.subject, details: parseDetails(row.details), actor_id: row.actor_id, prev_hash: row.prev_hash, hash: row.hash,
  };
}

/**
 * Appends decisions to the location's chain inside the caller's transaction, so an entry exists
 * exactly when what it records committed. The counter row `company_sequences.last_audit_seq` is
 * updated first: its row lock makes the next writer of this location wait until commit, then read
 * the entry just committed as its previous one, so the chain never forks under concurrency.
 */
export async function appendLocationEntries(trx: Transaction<Database>, companyId: string, decisions: readonly LocationDecision[]): Promise<AuditEntry[]> {
  if (decisions.length === 0) return [];
  const counter = await trx.updateTable('company_sequences')
    .set((eb) => ({ last_audit_seq: eb('last_audit_seq', '+', decisions.length) }))
    .where('company_id', '=', companyId).returning('last_audit_seq').executeTakeFirstOrThrow();
  const firstSeq = Number(counter.last_audit_seq) - decisions.length + 1;
  const last = firstSeq === 1 ? undefined : await trx.selectFrom('audit_entries').selectAll()
    .where('company_id', '=', companyId).where('seq', '=', firstSeq - 1).executeTakeFirst();
  let previous = last === undefined ? null : locationEntry(last);
  const appended: AuditEntry[] = [];
  for (const decision of decisions) {
    const entry = appendEntry(previous, { ...decision, location_id: companyId, register_id: null });
    // A chain whose previous entry is gone cannot continue from it: number it where the counter says.
    if (entry.seq !== firstSeq + appended.length) throw new Error(`audit chain of ${companyId}: entry ${firstSeq + appended.length - 1} is missing`);
    appended.push(entry);
    previous = entry;
  }
  await trx.insertInto('audit_entries').values(appended.map((entry) => ({
    company_id: companyId, seq: entry.seq, at: entry.at, register_id: null, kind: entry.kind, subject: entry.subject,
    details: JSON.stringify(entry.details), actor_id: entry.actor_id, prev_hash: entry.prev_hash, hash: entry.hash,
  }))).execute();
  return appended;
}

/** The newest entry of the location's chain as a head (`seq` and hash), or null while the chain is empty. */
export async function readLocationHead(db: Reader, companyId: string): Promise<ChainHead | null> {
  const last = await db.selectFrom('audit_entries').select(['seq', 'hash']).where('company_id', '=', companyId)
    .orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return last === undefined ? null : { seq: Number(last.seq), hash: last.hash };
}

/** The location's chain in order. */
export async function readLocationChain(db: Reader, companyId: string): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('audit_entries').selectAll().where('company_id', '=', companyId).orderBy('seq').execute();
  return rows.map(locationEntry);
}

/** One register's chain as the location received it, in order. */
export async function readRegisterChain(db: Reader, companyId: string, registerId: string): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('register_audit_entries').selectAll().where('company_id', '=', companyId)
    .where('register_id', '=', registerId).orderBy('seq').execute();
  return rows.map(registerEntry);
}

/** Every register chain the location received, each in order. */
export async function readRegisterChains(db: Reader, companyId: string): Promise<Map<string, AuditEntry[]>> {
  const rows = await db.selectFrom('register_audit_entries').selectAll().where('company_id', '=', companyId)
    .orderBy('register_id').orderBy('seq').execute();
  const chains = new Map<string, AuditEntry[]>();
  for (const row of rows) {
    const chain = chains.get(row.register_id) ?? [];
    chain.push(registerEntry(row));
    chains.set(row.register_id, chain);
  }
  return chains;
}
