import { apiBridgeTimeoutMs, type ApiOutcome } from '../../shared/bridge.ts';
import type { OutboxRow, OutboxRowOf, RegisterDatabase } from '../db/schema.ts';
import { announceChange, type ChangeTopic } from '../data/changes.ts';
import { isOutboxRow, putRow, rowTables } from '../data/outbox-kinds.ts';
import { resendAfterRefusal, sendRow, type Resend, type Sent } from './outbox-sending.ts';
import type { ApiTransport } from '../../shared/api/operations.ts';
import { describeReasons, type SyncApi, type SyncLog } from './api.ts';
import { batchingTransport } from './api-batch.ts';
import { backoffDelay } from './backoff.ts';

export interface PushOptions {
  now?: () => number;
  random?: () => number;
  /** How long a claim on a row lasts; a sender that crashed loses it after this. Always longer than a call may take. */
  leaseMs?: number;
  timeoutMs?: number;
  /** Send rows still in backoff now (the network just came back). */
  ignoreBackoff?: boolean;
  /** How often settled rows are announced to the windows (ANNOUNCE_EVERY_MS). */
  announceEveryMs?: number;
  log: SyncLog;
}

export interface PushResult {
  acknowledged: number;
  refused: number;
  /** Set when a transient failure ended the pass (the network or the server is unwell). */
  transient: Exclude<ApiOutcome, { kind: 'ok' | 'rejected' | 'unauthorized' }> | null;
  /** The session ended: sync pauses until someone signs in again. */
  unauthorized: boolean;
  /** Epoch ms of the earliest row still waiting on its backoff, or null. */
  nextAttemptAt: number | null;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * A claim outlives the longest a send can take: the bridge gives up on the host after
 * `apiBridgeTimeoutMs`, so a row whose sender is still waiting is never claimed by another.
 */
export const leaseFor = (timeoutMs: number): number => apiBridgeTimeoutMs(timeoutMs) + 5_000;
export const DEFAULT_LEASE_MS = leaseFor(DEFAULT_TIMEOUT_MS);
/**
 * Rows claimed, sent and settled together: one IndexedDB transaction claims them, one bridge call
 * carries their requests (each still its own Store API call), one transaction acknowledges them.
 * Per row, those two transactions (each waits for the disk) and the bridge crossing cost more than
 * the Store API's answer; a batch shares them.
 */
export const BATCH_SIZE = 20;
/** Batches on their way at once: while one is answered, another is claimed or acknowledged. */
export const BATCHES_IN_FLIGHT = 3;
export const ROWS_IN_FLIGHT = BATCH_SIZE * BATCHES_IN_FLIGHT;

/** What one pass needs at hand: the database, the options resolved, and what it has found so far. */
interface Sender {
  db: RegisterDatabase;
  /** Carries the requests of rows sent together in one bridge call. */
  api: ApiTransport;
  now: () => number;
  random: (() => number) | undefined;
  timeoutMs: number;
  log: SyncLog;
  changes: Changes;
  result: PushResult;
  pass: Pass;
}

/**
 * Replays the outbox, oldest row first, in batches of up to BATCH_SIZE rows with up to
 * BATCHES_IN_FLIGHT batches on their way at once, until nothing more can be sent now.
 *
 * Each row goes pending → sending (claimed with a lease, inside a transaction, so a second window
 * or a reload never sends it twice at once; a lapsed lease is claimed again) → acknowledged or
 * needs-attention. A row is sent only once every row it depends on (`dependsOn`: the shift's open,
 * the customer it names, the sale a refund undoes, a close's orders) is acknowledged: while one
 * of those is still on its way in this pass, the row waits for it; rows without such a link go
 * side by side. A refused row blocks nothing but its dependants. Offline, time-outs and a bridge
 * call that threw end the pass (rows already on their way finish, the row backs off); a server
 * error backs that one row off and the pass goes on.
 */
export async function pushOutbox(db: RegisterDatabase, api: SyncApi, options: PushOptions): Promise<PushResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sender: Sender = {
    db, api: batchingTransport(api), now: options.now ?? Date.now, random: options.random, timeoutMs, log: options.log,
    changes: coalescedChanges(db, options.announceEveryMs ?? ANNOUNCE_EVERY_MS),
    result: { acknowledged: 0, refused: 0, transient: null, unauthorized: false, nextAttemptAt: null },
    // One look at the queue per pass: a claim re-reads only the row it takes, so a pass over n
    // waiting rows costs n reads, not n² (rows queued meanwhile go in the next pass).
    pass: newPass(await waitingSeqs(db)),
  };
  const claimOptions = { leaseMs: options.leaseMs ?? leaseFor(timeoutMs), ignoreBackoff: options.ignoreBackoff === true };
  try {
    await runLanes(sender, claimOptions);
  } finally {
    sender.changes.flush();
  }
  // Offline or timed out: the next try is when the row that learnt it may go again (or the poll,
  // whichever comes first), not at once with the next row; trying every queued row in turn while
  // the network is down only gave each its own backoff, and they trickled out one by one after.
  sender.result.nextAttemptAt = sender.pass.retryAt ?? await nextAttemptAt(db);
  return sender.result;
}

/**
 * One row goes first: when the network or the Store API is down, one row per pass learns it (and
 * backs off), not ROWS_IN_FLIGHT of them. Once it is answered the others join.
 */
async function runLanes(sender: Sender, claimOptions: ClaimOptions): Promise<void> {
  const { pass } = sender;
  const lane = async (firstBatch: number): Promise<void> => {
    try {
      await sendWhileRowsCanGo(sender, claimOptions, firstBatch);
    } catch (error) {
      // A database failure ends the pass for every sender, and none is left waiting.
      pass.stopped = true;
      pass.settle();
      throw error;
    }
  };
  const lead = lane(1);
  const rest = Array.from({ length: BATCHES_IN_FLIGHT - 1 }, async () => {
    await Promise.race([pass.settled, lead.catch(() => undefined)]);
    await lane(BATCH_SIZE);
  });
  await Promise.all([lead, ...rest]);
}

async function sendWhileRowsCanGo(sender: Sender, claimOptions: ClaimOptions, firstBatch: number): Promise<void> {
  const { pass } = sender;
  // Rows the last batch's acknowledgement claimed: already `sending` under our lease, so they go
  // even if another sender stopped the pass meanwhile (as rows on their way then do).
  let claimedAhead: OutboxRow[] = [];
  for (let batch = firstBatch; !pass.stopped || claimedAhead.length > 0; batch = BATCH_SIZE) {
    const settled = pass.settled;
    const claims = claimedAhead.length > 0 ? claimedAhead : await claimRows(sender.db, pass, sender.now(), claimOptions, batch);
    claimedAhead = [];
    if (claims.length === 0) {
      // Rows wait only on rows this pass has on their way; once none is, nothing more can go.
      if (pass.waiting.size === 0 || pass.sending.size === 0) return;
      await settled;
      continue;
    }
    try {
      // Sent in one loop, so the transport carries them in one bridge call.
      const sent = await Promise.all(claims.map((claim) => sendClaimed(sender, claim)));
      claimedAhead = await settleBatch(sender, claims, sent, claimOptions);
    } finally {
      for (const claim of claims) pass.sending.delete(claim.clientId);
      pass.settle();
    }
  }
}

/** Sends a claimed row; a bridge call that throws (the host did not answer) counts as offline. */
async function sendClaimed(sender: Sender, claim: OutboxRow): Promise<Sent<OutboxRow['kind']>> {
  try {
    return await sendRow(sender.api, claim, sender.timeoutMs);
  } catch (error) {
    return { kind: 'offline', message: `the host did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * What becomes of a batch after its sends: the acknowledged rows in one transaction, then each
 * other row on its own. When every row was acknowledged, that same transaction claims the next
 * batch, which it returns: each write transaction waits for the disk (strict durability), and
 * during a replay those waits, not the Store API, were most of the time a batch took.
 */
async function settleBatch(sender: Sender, claims: OutboxRow[], sent: Array<Sent<OutboxRow['kind']>>, claimOptions: ClaimOptions): Promise<OutboxRow[]> {
  const acknowledged: Acknowledged[] = [];
  claims.forEach((claim, index) => {
    const answer = sent[index]!;
    if (answer.kind === 'ok') acknowledged.push({ claim, acknowledged: answer.acknowledged });
  });
  const allAcknowledged = acknowledged.length === claims.length;
  let claimedAhead: OutboxRow[] = [];
  if (acknowledged.length > 0) {
    const { pass } = sender;
    await acknowledge(sender.db, acknowledged, sender.changes, allAcknowledged ? async () => {
      if (pass.stopped) return;
      // These rows are acknowledged now (in this transaction): rows that waited on them may go.
      for (const claim of claims) pass.sending.delete(claim.clientId);
      pass.checked.clear();
      claimedAhead = await claimWithin(sender.db, pass, sender.now(), claimOptions, BATCH_SIZE);
    } : undefined);
    sender.result.acknowledged += acknowledged.length;
  }
  for (const [index, claim] of claims.entries()) {
    const answer = sent[index]!;
    if (answer.kind !== 'ok') await settle(sender, claim, answer);
  }
  return claimedAhead;
}

/** What becomes of a claimed row whose send was not acknowledged. */
async function settle(sender: Sender, claim: OutboxRow, sent: Exclude<Sent<OutboxRow['kind']>, { kind: 'ok' }>): Promise<void> {
  const { db, changes, result, pass, log } = sender;
  const later = (retryAfterMs?: number): number => sender.now() + backoffDelay(claim.attempts, retryAfterMs, sender.random);
  switch (sent.kind) {
    case 'malformed':
      // The write probably happened; a resend is safe (the API returns the stored record), so retry.
      log.error(`sync: the answer to outbox row ${claim.seq} (${claim.kind}) is malformed; it will be sent again`, sent.problems);
      await release(db, changes, claim, { state: 'pending', notBefore: later(), problem: `malformed answer: ${sent.problems.join('; ')}` });
      return;
    case 'rejected': {
      const resend = resendAfterRefusal(claim, sent);
      if (resend !== null) {
        log.info(`sync: outbox row ${claim.seq} (${claim.kind}) ${resend.reason} (${sent.status}: ${describeReasons(sent.body)})`);
        await sendAgain(db, changes, claim, resend);
        // Once more in this pass.
        pass.tried.delete(claim.seq!);
        pass.seqs.push(claim.seq!);
        return;
      }
      await refuse(db, changes, claim, `${sent.status}: ${describeReasons(sent.body)}`);
      result.refused += 1;
      return;
    }
    case 'unauthorized':
      // Not this row's fault: put it back untouched and stop until someone signs in.
      await release(db, changes, claim, { state: 'pending', attempts: claim.attempts - 1, notBefore: 0, problem: null });
      result.unauthorized = true;
      pass.stopped = true;
      return;
    case 'server-error':
      await release(db, changes, claim, { state: 'pending', notBefore: later(sent.retryAfterMs), problem: `server error ${sent.status}` });
      result.transient = sent;
      return;
    case 'offline':
    case 'timeout': {
      const notBefore = later();
      await release(db, changes, claim, { state: 'pending', notBefore, problem: sent.kind === 'offline' ? `offline: ${sent.message}` : 'timed out' });
      pass.retryAt = Math.min(pass.retryAt ?? notBefore, notBefore);
      result.transient = sent;
      pass.stopped = true;
    }
  }
}

/**
 * How often a pass tells the windows what it settled. Every acknowledged sale changes orders and
 * stock, and each announcement makes screens and the search index re-read; a replay of a thousand
 * rows announced once a row kept every window re-reading.
 */
export const ANNOUNCE_EVERY_MS = 250;

interface Changes { add(...topics: ChangeTopic[]): void; flush(): void }

/** Announces settled rows at most once per `everyMs`, and whatever is left when the pass ends. */
function coalescedChanges(db: RegisterDatabase, everyMs: number): Changes {
  const waiting = new Set<ChangeTopic>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting.size === 0) return;
    const topics = [...waiting];
    waiting.clear();
    announceChange(db, ...topics);
  };
  return {
    add(...topics) {
      for (const topic of topics) waiting.add(topic);
      timer ??= setTimeout(flush, everyMs);
    },
    flush,
  };
}

/** One push pass: the rows it looks at, those it has on their way and those waiting on them. */
interface Pass {
  seqs: number[];
  next: number;
  /** Rows already claimed (or given up on) in this pass: none is sent twice in one pass. */
  tried: Set<number>;
  /** Client ids of the rows this pass is sending now. */
  sending: Set<string>;
  /** Rows whose dependencies are on their way in this pass, by seq, with their client ids. */
  waiting: Map<number, string>;
  /** Waiting rows looked at since a row last settled: nothing has changed for them yet. */
  checked: Set<number>;
  stopped: boolean;
  /** Set when the network failed a row: when that row may be tried again. */
  retryAt: number | null;
  /** Resolves when a row this pass sent is settled (then a waiting row may go). */
  settled: Promise<void>;
  settle(): void;
}

function newPass(seqs: number[]): Pass {
  let wake: () => void = () => undefined;
  const pass: Pass = {
    seqs, next: 0, tried: new Set(), sending: new Set(), waiting: new Map(), checked: new Set(), stopped: false, retryAt: null,
    settled: new Promise<void>((resolve) => { wake = resolve; }),
    settle() {
      pass.checked.clear();
      const resolve = wake;
      pass.settled = new Promise<void>((next) => { wake = next; });
      resolve();
    },
  };
  return pass;
}

async function waitingSeqs(db: RegisterDatabase): Promise<number[]> {
  const seqs = await db.outbox.where('state').anyOf(['pending', 'sending']).primaryKeys();
  return seqs.filter((seq): seq is number => typeof seq === 'number').sort((a, b) => a - b);
}

interface ClaimOptions { leaseMs: number; ignoreBackoff: boolean }

/**
 * Takes up to `max` rows that can go now, first come first, and marks them `sending` with a lease,
 * in one transaction: IndexedDB runs read-write transactions on a store one at a time, so two
 * windows (or two senders of one pass) cannot both claim a row. Rows waiting on a row on its way
 * are looked at first, oldest first, then the rest of the queue. A row depending on one claimed
 * earlier in the same batch waits for it, as for any row on its way.
 */
async function claimRows(db: RegisterDatabase, pass: Pass, now: number, options: ClaimOptions, max: number): Promise<OutboxRow[]> {
  return db.transaction('rw', db.outbox, () => claimWithin(db, pass, now, options, max));
}

/** claimRows' work, inside a read-write transaction over the outbox (its own, or an acknowledgement's). */
async function claimWithin(db: RegisterDatabase, pass: Pass, now: number, options: ClaimOptions, max: number): Promise<OutboxRow[]> {
  const claimed: OutboxRow[] = [];
  while (claimed.length < max) {
    const seq = nextCandidate(pass);
    if (seq === null) break;
    // Read again inside the transaction: another window may have claimed or settled it since.
    const row = await db.outbox.get(seq);
    if (row === undefined || (row.state !== 'pending' && row.state !== 'sending')) { pass.tried.add(seq); continue; }
    if (row.state === 'sending' && row.leaseUntil > now) { pass.tried.add(seq); continue; }
    if (row.state === 'pending' && row.notBefore > now && !options.ignoreBackoff) { pass.tried.add(seq); continue; }
    const dependencies = await dependencyState(db, row, pass);
    if (dependencies === 'wait') { pass.waiting.set(seq, row.clientId); continue; }
    pass.tried.add(seq);
    if (dependencies === 'blocked') continue;
    const claimedRow: OutboxRow = { ...row, state: 'sending', leaseUntil: now + options.leaseMs, attempts: row.attempts + 1, updatedAt: new Date(now).toISOString() };
    await putRow(db, claimedRow, row.state);
    // Counted as on its way before the transaction ends, so a row naming it waits for it.
    pass.sending.add(claimedRow.clientId);
    claimed.push(claimedRow);
  }
  return claimed;
}

/**
 * The next row to look at: a waiting row first (each is looked at again once per settled row),
 * then the queue. Taken synchronously, so two senders never look at the same row at once.
 */
function nextCandidate(pass: Pass): number | null {
  for (const [seq] of pass.waiting) {
    if (pass.checked.has(seq)) continue;
    pass.checked.add(seq);
    pass.waiting.delete(seq);
    return seq;
  }
  while (pass.next < pass.seqs.length) {
    const seq = pass.seqs[pass.next++]!;
    if (!pass.tried.has(seq)) return seq;
  }
  return null;
}

/**
 * `ready` when every row it depends on is acknowledged; `wait` when one that is not is on its way
 * in this pass (or itself waits on one); `blocked` otherwise (refused, backing off, set aside).
 */
async function dependencyState(db: RegisterDatabase, row: OutboxRow, pass: Pass): Promise<'ready' | 'wait' | 'blocked'> {
  if (row.dependsOn === undefined || row.dependsOn.length === 0) return 'ready';
  const waitingIds = new Set(pass.waiting.values());
  const onItsWay = (clientId: string): boolean => pass.sending.has(clientId) || waitingIds.has(clientId);
  // Decided without a read while one is on its way: a close names every order of its shift.
  if (row.dependsOn.some(onItsWay)) return 'wait';
  const dependencies = await db.outbox.where('clientId').anyOf(row.dependsOn).toArray();
  return dependencies.every((dependency) => dependency.state === 'acknowledged') ? 'ready' : 'blocked';
}

type RowChange = Pick<Partial<OutboxRow>, 'state' | 'attempts' | 'notBefore' | 'problem'>;

/** Changes a row we claimed, unless our claim lapsed and someone else holds it now. */
async function changeClaimed(db: RegisterDatabase, claim: OutboxRow, change: RowChange, more?: (current: OutboxRow) => Promise<void>): Promise<void> {
  await db.transaction('rw', [...rowTables(db), db.meta], async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state !== 'sending' || current.leaseUntil !== claim.leaseUntil) return;
    const next: OutboxRow = { ...current, ...change, leaseUntil: 0, updatedAt: new Date().toISOString() };
    await putRow(db, next, current.state);
    await more?.(next);
  });
}

async function release(db: RegisterDatabase, changes: Changes, claim: OutboxRow, change: RowChange): Promise<void> {
  await changeClaimed(db, claim, change);
  changes.add('outbox');
}

/** A refused row goes back in the queue with the body its kind gave, to be sent in the next pass. */
async function sendAgain<K extends OutboxRow['kind']>(db: RegisterDatabase, changes: Changes, claim: OutboxRowOf<K>, resend: Resend<K>): Promise<void> {
  await db.transaction('rw', [...rowTables(db), db.meta], async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state !== 'sending' || current.leaseUntil !== claim.leaseUntil || current.kind !== claim.kind || claim.request === null) return;
    const next: OutboxRowOf<K> = { ...claim, request: { ...claim.request, body: resend.body }, state: 'pending', leaseUntil: 0, notBefore: 0, problem: resend.reason, updatedAt: new Date().toISOString() };
    if (!isOutboxRow(next)) return;
    await putRow(db, next, current.state);
    await resend.record(db, claim);
  });
  changes.add('outbox', 'orders');
}

async function refuse(db: RegisterDatabase, changes: Changes, claim: OutboxRow, problem: string): Promise<void> {
  await changeClaimed(db, claim, { state: 'needs-attention', problem });
  changes.add('outbox', 'orders', 'customers');
}

interface Acknowledged { claim: OutboxRow; acknowledged: (db: RegisterDatabase, row: OutboxRow) => Promise<void> }

/**
 * Each row, the record it sent and what its kind does with the answer (a customer the server
 * stored under another id is renamed) are settled in ONE transaction, for every acknowledged row
 * of a batch together: all of them, or (should it fail) none, to be sent again, which the Store
 * API answers with the stored record.
 */
async function acknowledge(db: RegisterDatabase, rows: Acknowledged[], changes: Changes, andThen?: () => Promise<void>): Promise<void> {
  const stamp = new Date().toISOString();
  await db.transaction('rw', [...rowTables(db), db.meta], async () => {
    const current = await db.outbox.bulkGet(rows.map(({ claim }) => claim.seq!));
    for (const [index, { acknowledged }] of rows.entries()) {
      const row = current[index];
      if (row === undefined || row.state === 'acknowledged') continue;
      const next: OutboxRow = { ...row, state: 'acknowledged', leaseUntil: 0, problem: null, updatedAt: stamp };
      await putRow(db, next, row.state);
      await acknowledged(db, next);
    }
    await db.meta.put({ key: 'lastPushAt', value: stamp });
    await andThen?.();
  });
  changes.add('outbox', 'orders', 'customers');
}

async function nextAttemptAt(db: RegisterDatabase): Promise<number | null> {
  const waiting = await db.outbox.where('state').anyOf(['pending', 'sending']).toArray();
  if (waiting.length === 0) return null;
  return Math.min(...waiting.map((row) => (row.state === 'sending' ? row.leaseUntil : row.notBefore)));
}

/** Counts for the status bar: what waits to be sent and what a manager must look at. */
/**
 * `pending` counts the records a person is waiting on (sales, shifts, customers); the audit entries
 * that travel with them are not counted there (a sale makes several), only in `queued`.
 */
export async function outboxCounts(db: RegisterDatabase): Promise<{ pending: number; queued: number; needsAttention: number }> {
  // Counted on the indexes: no row is read, however long the queue (this runs on every change).
  const [queued, auditEntries, needsAttention] = await Promise.all([
    db.outbox.where('state').anyOf(['pending', 'sending']).count(),
    db.outbox.where('[state+kind]').anyOf([['pending', 'audit.append'], ['sending', 'audit.append']]).count(),
    db.outbox.where('state').equals('needs-attention').count(),
  ]);
  return { pending: queued - auditEntries, queued, needsAttention };
}
