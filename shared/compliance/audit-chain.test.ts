import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../canonical-json.ts';
import {
  appendEntry, chainHead, FIRST_PREV_HASH, formatChainHead, hashEntry, parseChainHead, registerEntryReceived, verifyChain, verifyWitnessedChain,
  type AuditEntry, type AuditFields,
} from './audit-chain.ts';

const decision = (n: number, overrides: Partial<AuditFields> = {}): AuditFields => ({
  at: `2026-11-24T18:0${n}:00.000Z`,
  location_id: 'loc-1',
  register_id: 'reg-A',
  kind: 'age-verdict',
  subject: `cust-${n}`,
  details: { verdict: 'ok', method: 'scan', age: 30 + n, checks: ['age', 'id-expiry'] },
  actor_id: 'emp-7',
  ...overrides,
});

function chainOf(length: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let n = 1; n <= length; n++) entries.push(appendEntry(entries.at(-1) ?? null, decision(n)));
  return entries;
}

describe('appending to an audit chain', () => {
  it('numbers entries from 1 and links each to the hash of the one before, the first to 64 zeros', () => {
    const [first, second] = chainOf(2);
    expect(first).toMatchObject({ seq: 1, prev_hash: FIRST_PREV_HASH });
    expect(FIRST_PREV_HASH).toMatch(/^0{64}$/);
    expect(second).toMatchObject({ seq: 2, prev_hash: first!.hash });
    expect(first!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes SHA-256 over the canonical JSON of every field but the hash', () => {
    const entry = appendEntry(null, decision(1, { details: { b: 2, a: { d: null, c: 'x' } } }));
    const text = '{"actor_id":"emp-7","at":"2026-11-24T18:01:00.000Z","details":{"a":{"c":"x","d":null},"b":2},'
      + '"kind":"age-verdict","location_id":"loc-1","prev_hash":"' + FIRST_PREV_HASH + '","register_id":"reg-A","seq":1,"subject":"cust-1"}';
    const { hash: _hash, ...fields } = entry;
    expect(canonicalJson(fields)).toBe(text);
    expect(entry.hash).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('gives the same hash whatever order the keys were written in', () => {
    const entry = chainOf(1)[0]!;
    const shuffled = {
      hash: entry.hash, details: { checks: ['age', 'id-expiry'], age: 31, method: 'scan', verdict: 'ok' }, prev_hash: entry.prev_hash,
      subject: entry.subject, seq: entry.seq, actor_id: entry.actor_id, kind: entry.kind, register_id: entry.register_id,
      location_id: entry.location_id, at: entry.at,
    } satisfies AuditEntry;
    expect(hashEntry(shuffled)).toBe(entry.hash);
    expect(verifyChain([shuffled])).toMatchObject({ ok: true });
  });

  it('ignores fields storage keeps beside an entry, and survives a JSON round trip (sync)', () => {
    const chain = chainOf(3).map((entry) => ({ ...entry, synced: true }));
    expect(verifyChain(chain)).toMatchObject({ ok: true, count: 3 });
    expect(verifyChain(JSON.parse(JSON.stringify(chainOf(3))) as AuditEntry[])).toMatchObject({ ok: true, count: 3 });
  });

  it('refuses to append an entry of another location or register to a chain', () => {
    const [last] = chainOf(1);
    expect(() => appendEntry(last!, decision(2, { register_id: 'reg-B' }))).toThrow(RangeError);
    expect(() => appendEntry(last!, decision(2, { location_id: 'loc-2' }))).toThrow(RangeError);
    expect(() => appendEntry(last!, decision(2, { register_id: null }))).toThrow(RangeError);
  });
});

describe('verifying an audit chain', () => {
  it('accepts an intact chain and an empty one', () => {
    const chain = chainOf(5);
    expect(verifyChain(chain)).toEqual({ ok: true, count: 5, lastHash: chain[4]!.hash });
    expect(verifyChain([])).toEqual({ ok: true, count: 0, lastHash: FIRST_PREV_HASH });
  });

  it('detects an edited entry', () => {
    const chain = chainOf(4);
    chain[1] = { ...chain[1]!, details: { ...chain[1]!.details, age: 17 } };
    expect(verifyChain(chain)).toEqual({ ok: false, brokenAt: 2, reason: expect.stringContaining('changed after it was written') });
    for (const field of ['at', 'subject', 'actor_id', 'kind'] as const) {
      const edited = chainOf(4);
      edited[2] = { ...edited[2]!, [field]: field === 'kind' ? 'manager-override' : 'other' };
      expect(verifyChain(edited)).toMatchObject({ ok: false, brokenAt: 3 });
    }
  });

  it('detects an edited entry whose hash was recomputed, at the entry after it', () => {
    const chain = chainOf(4);
    const { hash: _hash, ...rest } = { ...chain[1]!, details: { verdict: 'under-age' } };
    chain[1] = { ...rest, hash: hashEntry(rest) };
    expect(verifyChain(chain)).toEqual({ ok: false, brokenAt: 3, reason: expect.stringContaining('does not follow entry 2') });
  });

  it('detects a deleted entry', () => {
    const chain = chainOf(4);
    chain.splice(1, 1);
    expect(verifyChain(chain)).toEqual({ ok: false, brokenAt: 2, reason: expect.stringContaining('missing or out of order') });
  });

  it('detects a deleted entry even when the later ones were renumbered', () => {
    const chain = chainOf(4);
    chain.splice(1, 1);
    const renumbered = chain.map((entry, index) => ({ ...entry, seq: index + 1 }));
    expect(verifyChain(renumbered)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('detects an inserted entry', () => {
    const chain = chainOf(3);
    const forged = appendEntry(chain[0]!, decision(9, { kind: 'manager-override' }));
    chain.splice(1, 0, forged);
    expect(verifyChain(chain)).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('detects reordered entries', () => {
    const chain = chainOf(4);
    [chain[1], chain[2]] = [chain[2]!, chain[1]!];
    expect(verifyChain(chain)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('detects an entry taken from another register chain', () => {
    const chain = chainOf(3);
    const other: AuditEntry[] = [];
    for (let n = 1; n <= 3; n++) other.push(appendEntry(other.at(-1) ?? null, decision(n, { register_id: 'reg-B' })));
    chain[1] = other[1]!;
    expect(verifyChain(chain)).toEqual({ ok: false, brokenAt: 2, reason: expect.stringContaining('another chain') });
  });

  it('a dropped tail is caught by the hash the Store API recorded on receipt', () => {
    const register = chainOf(3);
    let location: AuditEntry | null = null;
    const received: AuditEntry[] = [];
    for (const entry of register) {
      location = appendEntry(location, registerEntryReceived(entry, '2026-11-24T19:00:00.000Z'));
      received.push(location);
    }
    expect(verifyChain(received)).toMatchObject({ ok: true, count: 3 });
    expect(received[2]).toMatchObject({ register_id: null, kind: 'register-entry-received', details: { register_id: 'reg-A', seq: 3, hash: register[2]!.hash } });
    // The register's copy lost its last entry: it still chains, but stops short of what was received.
    const anchor = received.at(-1)!.details;
    expect(verifyChain(register.slice(0, 2))).toMatchObject({ ok: true, count: 2 });
    expect(anchor).toMatchObject({ seq: 3, hash: register[2]!.hash });
  });
});

/** The chain with entry `seq` edited and every entry from it re-hashed: what someone who can write the database could do. */
function rewrittenFrom(chain: readonly AuditEntry[], seq: number): AuditEntry[] {
  const rewritten = chain.slice(0, seq - 1);
  for (const entry of chain.slice(seq - 1)) {
    const { seq: _seq, prev_hash: _prev, hash: _hash, ...fields } = entry;
    const edited = entry.seq === seq ? { ...fields, details: { verdict: 'refused' } } : fields;
    rewritten.push(appendEntry(rewritten.at(-1) ?? null, edited));
  }
  return rewritten;
}

describe('verifying a chain against what is kept outside it', () => {
  const chain = chainOf(6);
  const exactly = (count: number) => ({ atLeast: count, atMost: count });

  it('accepts a chain as long as its counter, holding every anchored head', () => {
    expect(verifyWitnessedChain(chain, { written: exactly(6), anchors: [chainHead(chain.slice(0, 3))!, chainHead(chain)!] })).toMatchObject({ ok: true, count: 6 });
    expect(verifyWitnessedChain([], { written: exactly(0), anchors: [] })).toMatchObject({ ok: true, count: 0 });
  });

  it('detects the newest entries deleted, which the chain alone cannot', () => {
    const cut = chain.slice(0, 4);
    expect(verifyChain(cut)).toMatchObject({ ok: true });
    expect(verifyWitnessedChain(cut, { written: exactly(6) })).toEqual({
      ok: false, brokenAt: 5, reason: 'Entries 5–6 were written (the audit counter says 6) but are no longer stored: the newest entries were deleted.',
    });
    expect(verifyWitnessedChain(chain.slice(0, 5), { written: exactly(6) })).toMatchObject({ ok: false, brokenAt: 6, reason: expect.stringMatching(/^Entry 6 was written/) });
    // Without the counter, an anchor taken at the old head catches it too.
    expect(verifyWitnessedChain(cut, { anchors: [chainHead(chain)!] })).toMatchObject({ ok: false, brokenAt: 6, reason: expect.stringContaining('no longer in the chain') });
  });

  it('detects entries beyond the counter', () => {
    expect(verifyWitnessedChain(chain, { written: exactly(5) })).toMatchObject({ ok: false, brokenAt: 6 });
  });

  it('accepts entries appended while the chain was read: between the counter before and after', () => {
    expect(verifyWitnessedChain(chain, { written: { atLeast: 4, atMost: 7 } })).toMatchObject({ ok: true, count: 6 });
    expect(verifyWitnessedChain(chain.slice(0, 3), { written: { atLeast: 4, atMost: 7 } })).toMatchObject({ ok: false, brokenAt: 4 });
  });

  it('detects one entry edited (through the chain itself)', () => {
    const edited = chain.map((entry) => (entry.seq === 3 ? { ...entry, subject: 'someone else' } : entry));
    expect(verifyWitnessedChain(edited, { written: exactly(6), anchors: [chainHead(chain)!] })).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('detects the whole chain re-hashed after an anchor was taken, at the anchored entry', () => {
    const rewritten = rewrittenFrom(chain, 2);
    // It verifies alone and against the counter: only the anchor outside the database tells.
    expect(verifyWitnessedChain(rewritten, { written: exactly(6) })).toMatchObject({ ok: true });
    const verdict = verifyWitnessedChain(rewritten, { written: exactly(6), anchors: [chainHead(chain.slice(0, 4))!] });
    expect(verdict).toMatchObject({ ok: false, brokenAt: 4, reason: expect.stringContaining('rewritten at or before it') });
    // An anchor taken before the rewritten entry still holds: the rewrite is after it.
    expect(verifyWitnessedChain(rewritten, { written: exactly(6), anchors: [chainHead(chain.slice(0, 1))!] })).toMatchObject({ ok: true });
  });

  it('reads and writes a head as seq:hash', () => {
    const head = chainHead(chain)!;
    expect(formatChainHead(head)).toBe(`6:${chain[5]!.hash}`);
    expect(parseChainHead(` ${formatChainHead(head).toUpperCase()} `)).toEqual(head);
    for (const bad of ['6', `0:${head.hash}`, `x:${head.hash}`, `6:${head.hash.slice(1)}`, `6:${head.hash}:7`]) expect(parseChainHead(bad)).toBeNull();
  });
});
