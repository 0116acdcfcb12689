/**
 * The compliance audit log: an append-only hash chain of every compliance decision (ID scanned or
 * typed, age verdict, limit check, manager override, offline sale flagged).
 *
 * Which chains exist — one per writer, because only one writer can append to a chain in order:
 * - Each register keeps its own chain (`register_id` set, `location_id` its location). It appends
 *   offline, in IndexedDB, inside the same transaction as the decision it records.
 * - The Store API keeps one chain per location (`register_id` null). It holds the Store API's own
 *   decisions (refusing a live sale, flagging an offline sale) and, for every register entry it
 *   receives through sync, a 'register-entry-received' entry naming that entry's register, `seq`
 *   and hash, in the order they arrive.
 * So each register chain verifies on its own, the location chain verifies on its own, and the
 * location chain anchors each register chain: a register entry edited or dropped after it was sent
 * no longer matches the hash the Store API recorded. The tail of a chain that was never sent can
 * only be checked against a later anchor; that is the limit of any local log.
 *
 * Each entry's `hash` is the SHA-256 (hex) of the canonical JSON (sorted keys, no whitespace) of all
 * its other fields, `prev_hash` included, and `prev_hash` is the hash of the entry before it (64
 * zeros for the first), so editing, deleting, inserting or reordering an entry breaks the chain.
 * SHA-256 is computed synchronously (@noble/hashes): awaiting WebCrypto inside an IndexedDB
 * transaction would let the transaction commit before the entry is written.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, type Canonical } from '../canonical-json.ts';

export type AuditKind =
  | 'id-scanned' | 'id-typed' | 'age-verdict' | 'limit-check' | 'manager-override'
  | 'offline-sale-flagged' | 'register-entry-received'
  /** "No sale": the cash drawer opened with no sale, on a manager's PIN. */
  | 'no-sale'
  /** A manager's change in the back office (a location, staff, the catalog, stock, patients), by the Store API. */
  | 'back-office-change';

export type AuditDetails = { [key: string]: Canonical };

/** What the caller says about a decision; the chain adds `seq`, `prev_hash` and `hash`. */
export interface AuditFields {
  /** When the decision was made (ISO 8601). */
  at: string;
  location_id: string;
  /** The register that decided, or null for the Store API. */
  register_id: string | null;
  kind: AuditKind;
  /** The order or customer/patient the decision is about, if any. */
  subject: string | null;
  details: AuditDetails;
  /** The employee who acted, or null when the Store API decided on its own (flagging an offline sale). */
  actor_id: string | null;
}

export interface AuditEntry extends AuditFields {
  /** 1 for the first entry of a chain, then one more each time. */
  seq: number;
  prev_hash: string;
  hash: string;
}

export const FIRST_PREV_HASH = '0'.repeat(64);

/** The hash of an entry: over exactly the entry's fields, so fields storage adds beside them do not count. */
export function hashEntry(entry: Omit<AuditEntry, 'hash'>): string {
  const { seq, at, location_id, register_id, kind, subject, details, actor_id, prev_hash } = entry;
  const hashed = { seq, at, location_id, register_id, kind, subject, details, actor_id, prev_hash } satisfies Canonical;
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(hashed))));
}

/** The next entry of the chain whose last entry is `previous` (null for a new chain). */
export function appendEntry(previous: AuditEntry | null, fields: AuditFields): AuditEntry {
  if (previous !== null && (previous.location_id !== fields.location_id || previous.register_id !== fields.register_id)) {
    throw new RangeError('An audit chain belongs to one location and one register (or the Store API): start a chain for this one.');
  }
  const unhashed = { ...fields, seq: previous === null ? 1 : previous.seq + 1, prev_hash: previous?.hash ?? FIRST_PREV_HASH };
  return { ...unhashed, hash: hashEntry(unhashed) };
}

export type ChainVerdict =
  | { ok: true; count: number; lastHash: string }
  | { ok: false; brokenAt: number; reason: string };

/**
 * Checks a whole chain in stored order: numbered 1, 2, 3… without gaps or repeats, each entry
 * linked to the one before it, each hash matching its fields, all from one location and source.
 * `brokenAt` is the `seq` of the first entry that does not fit (or where one was expected).
 */
export function verifyChain(entries: readonly AuditEntry[]): ChainVerdict {
  let previous: AuditEntry | null = null;
  for (const [index, entry] of entries.entries()) {
    const expectedSeq = index + 1;
    const broken = (reason: string): ChainVerdict => ({ ok: false, brokenAt: expectedSeq, reason });
    if (entry.seq !== expectedSeq) {
      return broken(`Entry ${expectedSeq} is missing or out of order (found entry ${entry.seq} in its place).`);
    }
    if (previous !== null && (entry.location_id !== previous.location_id || entry.register_id !== previous.register_id)) {
      return broken(`Entry ${expectedSeq} belongs to another chain (another location or register).`);
    }
    if (entry.prev_hash !== (previous?.hash ?? FIRST_PREV_HASH)) {
      return broken(`Entry ${expectedSeq} does not follow entry ${expectedSeq - 1}: an entry before it was changed, removed or inserted.`);
    }
    if (entry.hash !== hashEntry(entry)) {
      return broken(`Entry ${expectedSeq} was changed after it was written: its hash no longer matches its contents.`);
    }
    previous = entry;
  }
  return { ok: true, count: entries.length, lastHash: previous?.hash ?? FIRST_PREV_HASH };
}

/** A chain's newest entry as recorded outside the database (a Z report, a register): its number and hash. */
export interface ChainHead { seq: number; hash: string }

/** The head of a verified chain, or null for an empty one. */
export const chainHead = (entries: readonly AuditEntry[]): ChainHead | null => {
  const last = entries.at(-1);
  return last === undefined ? null : { seq: last.seq, hash: last.hash };
};

/** What is known about a chain from outside its own rows. */
export interface ChainWitnesses {
  /**
   * How many entries were written, by a counter kept apart from the entries (the location's audit
   * counter). Read once before the chain and once after, since entries may be appended while it is
   * read: the chain must hold at least what was written before, and nothing beyond what was written after.
   */
  written?: { atLeast: number; atMost: number };
  /** Heads recorded outside the database when they were the newest entry (each shift's Z report). */
  anchors?: readonly ChainHead[];
}

/**
 * A chain checked on its own (`verifyChain`) and then against its witnesses. A chain can only prove
 * what lies between its first and last entries: deleting the newest entries, or rewriting an entry
 * and re-hashing every one after it, leaves a chain that verifies alone. So the number written is
 * compared with a counter kept beside it (a missing tail shows as fewer entries than written), and
 * each head recorded outside the database must still be in the chain with the same hash (a rewrite
 * from before an anchor changes the anchored entry's hash).
 */
export function verifyWitnessedChain(entries: readonly AuditEntry[], witnesses: ChainWitnesses): ChainVerdict {
  const own = verifyChain(entries);
  if (!own.ok) return own;
  const { written, anchors = [] } = witnesses;
  if (written !== undefined && entries.length < written.atLeast) {
    const first = entries.length + 1;
    const last = written.atLeast;
    return {
      ok: false, brokenAt: first,
      reason: `${first === last ? `Entry ${first} was` : `Entries ${first}–${last} were`} written (the audit counter says ${last}) but ${first === last ? 'is' : 'are'} no longer stored: the newest entries were deleted.`,
    };
  }
  if (written !== undefined && entries.length > written.atMost) {
    const beyond = written.atMost + 1;
    return { ok: false, brokenAt: beyond, reason: `Entry ${beyond} is beyond the audit counter (${written.atMost}): it was not written by the Store API.` };
  }
  for (const anchor of [...anchors].sort((a, b) => a.seq - b.seq)) {
    const entry = entries[anchor.seq - 1];
    if (entry === undefined) {
      return { ok: false, brokenAt: anchor.seq, reason: `Entry ${anchor.seq} was recorded outside the database (hash ${anchor.hash.slice(0, 12)}…) but is no longer in the chain.` };
    }
    if (entry.hash !== anchor.hash) {
      return {
        ok: false, brokenAt: anchor.seq,
        reason: `Entry ${anchor.seq} is not the entry recorded outside the database (hash ${anchor.hash.slice(0, 12)}…, now ${entry.hash.slice(0, 12)}…): the chain was rewritten at or before it.`,
      };
    }
  }
  return own;
}

/** `seq:hash`, the way a head is printed on a Z report and given to `npm run audit:verify -- --anchor`. */
export const formatChainHead = (head: ChainHead): string => `${head.seq}:${head.hash}`;

/** A head written `seq:hash`; null when the text is not one. */
export function parseChainHead(text: string): ChainHead | null {
  const match = /^\s*(\d+):([0-9a-f]{64})\s*$/i.exec(text);
  if (match === null) return null;
  const seq = Number(match[1]);
  return Number.isSafeInteger(seq) && seq >= 1 ? { seq, hash: match[2]!.toLowerCase() } : null;
}

/** The Store API's location-chain record of a register entry it received (see the top of this file). */
export function registerEntryReceived(entry: AuditEntry, at: string): AuditFields {
  return {
    at,
    location_id: entry.location_id,
    register_id: null,
    kind: 'register-entry-received',
    subject: entry.subject,
    details: { register_id: entry.register_id, seq: entry.seq, hash: entry.hash, kind: entry.kind },
    actor_id: entry.actor_id,
  };
}
