import { Value } from 'typebox/value';
import { CustomerV2 } from '../../shared/api/customers.ts';
import { Order, Shift } from '../../shared/api/sales.ts';
import type { ApiOutcome } from '../../shared/bridge.ts';
import type { LocalCustomer, OutboxRow, RegisterDatabase } from '../db/schema.ts';
import { announceChange, type ChangeTopic } from '../data/changes.ts';
import { customerSearchText } from '../data/customers.ts';
import { describeReasons, schemaProblems, type SyncApi, type SyncLog } from './api.ts';
import { backoffDelay } from './backoff.ts';

export interface PushOptions {
  now?: () => number;
  random?: () => number;
  /** How long a claim on a row lasts; a sender that crashed loses it after this. */
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

export const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * Rows sent at once. Each row waits for the server's answer (a transaction there) and two small
 * transactions here; with several on their way the register is not idle while one is answered.
 */
export const ROWS_IN_FLIGHT = 6;

/**
 * Replays the outbox, oldest row first, with up to ROWS_IN_FLIGHT rows on their way at once,
 * until nothing more can be sent now.
 *
 * Each row goes pending → sending (claimed with a lease, inside a transaction, so a second window
 * or a reload never sends it twice at once; a lapsed lease is claimed again) → acknowledged or
 * needs-attention. A row is sent only once every row it depends on (`dependsOn`: the shift's open,
 * the customer it names, the sale a refund undoes, a close's orders) is acknowledged: while one
 * of those is still on its way in this pass, the row waits for it; rows without such a link go
 * side by side. A refused row blocks nothing but its dependants. Offline and time-outs end the
 * pass (rows already on their way finish); a server error backs that one row off and the pass
 * goes on.
 */
export async function pushOutbox(db: RegisterDatabase, api: SyncApi, options: PushOptions): Promise<PushResult> {
  const now = options.now ?? Date.now;
  const result: PushResult = { acknowledged: 0, refused: 0, transient: null, unauthorized: false, nextAttemptAt: null };
  // One look at the queue per pass: a claim re-reads only the row it takes, so a pass over n
  // waiting rows costs n reads, not n² (rows queued meanwhile go in the next pass).
  const pass = newPass(await waitingSeqs(db));
  const claimOptions = { leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS, ignoreBackoff: options.ignoreBackoff === true };
  const changes = coalescedChanges(db, options.announceEveryMs ?? ANNOUNCE_EVERY_MS);

  const sendOne = async (claim: OutboxRow): Promise<void> => {
    const outcome = await api.api({
      method: claim.request.method, path: claim.request.path, body: claim.request.body,
      idempotencyKey: claim.clientId, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    if (outcome.kind === 'ok') {
      const problems = checkAnswer(claim, outcome.body);
      if (problems.length === 0) {
        await acknowledge(db, claim, outcome.body, changes);
        result.acknowledged += 1;
        return;
      }
      // The write probably happened; a resend is safe (the API returns the stored record), so retry.
      options.log.error(`sync: the answer to outbox row ${claim.seq} (${claim.kind}) is malformed; it will be sent again`, problems);
      await release(db, changes, claim, { state: 'pending', notBefore: now() + backoffDelay(claim.attempts, undefined, options.random), problem: `malformed answer: ${problems.join('; ')}` });
      return;
    }
    if (outcome.kind === 'rejected') {
      await refuse(db, changes, claim, `${outcome.status}: ${describeReasons(outcome.body)}`);
      result.refused += 1;
      return;
    }
    if (outcome.kind === 'unauthorized') {
      // Not this row's fault: put it back untouched and stop until someone signs in.
      await release(db, changes, claim, { state: 'pending', attempts: claim.attempts - 1, notBefore: 0, problem: null });
      result.unauthorized = true;
      pass.stopped = true;
      return;
    }
    const retryAfter = outcome.kind === 'server-error' ? outcome.retryAfterMs : undefined;
    await release(db, changes, claim, {
      state: 'pending', notBefore: now() + backoffDelay(claim.attempts, retryAfter, options.random),
      problem: outcome.kind === 'offline' ? `offline: ${outcome.message}` : outcome.kind === 'timeout' ? 'timed out' : `server error ${outcome.status}`,
    });
    result.transient = outcome;
    if (outcome.kind !== 'server-error') pass.stopped = true;
  };

  const worker = async (): Promise<void> => {
    while (!pass.stopped) {
      const settled = pass.settled;
      const claim = await claimNext(db, pass, now(), claimOptions);
      if (claim === null) {
        // Rows wait only on rows this pass has on their way; once none is, nothing more can go.
        if (pass.waiting.size === 0 || pass.sending.size === 0) return;
        await settled;
        continue;
      }
      try {
        await sendOne(claim);
      } finally {
        pass.sending.delete(claim.clientId);
        pass.settle();
      }
    }
  };
  const guarded = async (): Promise<void> => {
    try {
      await worker();
    } catch (error) {
      // A database failure ends the pass for every sender, and none is left waiting.
      pass.stopped = true;
      pass.settle();
      throw error;
    }
  };
  // One row goes first: when the network or the Store API is down, one row per pass learns it
  // (and backs off), not ROWS_IN_FLIGHT of them. Once it is answered the others join.
  const lead = guarded();
  const rest = Array.from({ length: ROWS_IN_FLIGHT - 1 }, async () => {
    await Promise.race([pass.settled, lead.catch(() => undefined)]);
    await guarded();
  });
  try {
    await Promise.all([lead, ...rest]);
  } finally {
    changes.flush();
  }
  result.nextAttemptAt = await nextAttemptAt(db);
  return result;
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
  /** Resolves when a row this pass sent is settled (then a waiting row may go). */
  settled: Promise<void>;
  settle(): void;
}

function newPass(seqs: number[]): Pass {
  let wake: () => void = () => undefined;
  const pass: Pass = {
    seqs, next: 0, tried: new Set(), sending: new Set(), waiting: new Map(), checked: new Set(), stopped: false,
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

/**
 * Takes the first row that can go now and marks it `sending` with a lease, in one transaction:
 * IndexedDB runs read-write transactions on a store one at a time, so two windows (or two
 * senders of one pass) cannot both claim a row. Rows waiting on a row on its way are looked at
 * first, oldest first, then the rest of the queue.
 */
async function claimNext(db: RegisterDatabase, pass: Pass, now: number, options: { leaseMs: number; ignoreBackoff: boolean }): Promise<OutboxRow | null> {
  return db.transaction('rw', db.outbox, async () => {
    for (;;) {
      const seq = nextCandidate(pass);
      if (seq === null) return null;
      // Read again inside the transaction: another window may have claimed or settled it since.
      const row = await db.outbox.get(seq);
      if (row === undefined || (row.state !== 'pending' && row.state !== 'sending')) { pass.tried.add(seq); continue; }
      if (row.state === 'sending' && row.leaseUntil > now) { pass.tried.add(seq); continue; }
      if (row.state === 'pending' && row.notBefore > now && !options.ignoreBackoff) { pass.tried.add(seq); continue; }
      const dependencies = await dependencyState(db, row, pass);
      if (dependencies === 'wait') { pass.waiting.set(seq, row.clientId); continue; }
      pass.tried.add(seq);
      if (dependencies === 'blocked') continue;
      const claimed: OutboxRow = { ...row, state: 'sending', leaseUntil: now + options.leaseMs, attempts: row.attempts + 1, updatedAt: new Date(now).toISOString() };
      await db.outbox.put(claimed);
      // Counted as on its way before the transaction ends, so a row naming it waits for it.
      pass.sending.add(claimed.clientId);
      return claimed;
    }
  });
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

/** Updates a row we claimed, unless our claim lapsed and someone else holds it now. */
async function release(db: RegisterDatabase, changes: Changes, claim: OutboxRow, change: Partial<OutboxRow>): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state !== 'sending' || current.leaseUntil !== claim.leaseUntil) return;
    await db.outbox.put({ ...current, ...change, leaseUntil: 0, updatedAt: new Date().toISOString() });
  });
  changes.add('outbox');
}

async function refuse(db: RegisterDatabase, changes: Changes, claim: OutboxRow, problem: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.orders, async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state !== 'sending' || current.leaseUntil !== claim.leaseUntil) return;
    await db.outbox.put({ ...current, state: 'needs-attention', leaseUntil: 0, problem, updatedAt: new Date().toISOString() });
    if (claim.kind === 'order.create') await db.orders.update(claim.recordId, { syncState: 'needs-attention' });
  });
  changes.add('outbox', 'orders');
}

function checkAnswer(row: OutboxRow, body: unknown): string[] {
  switch (row.kind) {
    case 'order.create': return wrapped(body, 'order', (value) => (Value.Check(Order, value) ? [] : schemaProblems(Order, value)));
    case 'shift.open':
    case 'shift.close': return wrapped(body, 'shift', (value) => (Value.Check(Shift, value) ? [] : schemaProblems(Shift, value)));
    case 'customer.create': return wrapped(body, 'customer', (value) => (Value.Check(CustomerV2, value) ? [] : schemaProblems(CustomerV2, value)));
  }
}

function wrapped(body: unknown, key: string, check: (value: unknown) => string[]): string[] {
  if (typeof body !== 'object' || body === null || !(key in body)) return [`no ${key} in the answer`];
  return check(Object.entries(body).find(([name]) => name === key)?.[1]);
}

/**
 * The row and the record it sent are marked acknowledged in ONE transaction. A customer the
 * server stored under another id is renamed here, with every queued order that names it.
 */
async function acknowledge(db: RegisterDatabase, claim: OutboxRow, body: unknown, changes: Changes): Promise<void> {
  const stamp = new Date().toISOString();
  await db.transaction('rw', [db.outbox, db.orders, db.customers, db.meta], async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state === 'acknowledged') return;
    await db.outbox.put({ ...current, state: 'acknowledged', leaseUntil: 0, problem: null, updatedAt: stamp });
    if (claim.kind === 'order.create') await db.orders.update(claim.recordId, { syncState: 'acknowledged' });
    if (claim.kind === 'customer.create' && typeof body === 'object' && body !== null && 'customer' in body && Value.Check(CustomerV2, body.customer)) {
      await adoptServerCustomer(db, claim.recordId, body.customer);
    }
    await db.meta.put({ key: 'lastPushAt', value: stamp });
  });
  changes.add('outbox', 'orders', 'customers');
}

async function adoptServerCustomer(db: RegisterDatabase, localId: string, stored: CustomerV2): Promise<void> {
  const local = await db.customers.get(localId);
  const base = { firstName: stored.first_name, lastName: stored.last_name, email: stored.email, phone: stored.phone };
  const customer: LocalCustomer = {
    id: stored.id, ...base, birthDate: stored.birth_date, kind: 'customer', carryLimit: null,
    expirationDate: stored.expiration_date, loyaltyPoints: stored.loyalty_points, searchText: customerSearchText(base), pending: false,
    ...(local === undefined ? {} : { kind: local.kind }),
  };
  if (stored.id !== localId) {
    await db.customers.delete(localId);
    await db.orders.where('syncState').anyOf(['pending', 'needs-attention']).modify((order) => {
      if (order.customerId === localId) order.customerId = stored.id;
    });
    await db.outbox.where('state').anyOf(['pending', 'sending', 'needs-attention']).modify((row) => {
      if (row.kind !== 'order.create') return;
      const body = row.request.body;
      if (typeof body === 'object' && body !== null && 'order' in body && typeof body.order === 'object' && body.order !== null
        && 'customer_id' in body.order && body.order.customer_id === localId) {
        row.request = { ...row.request, body: { ...body, order: { ...body.order, customer_id: stored.id } } };
      }
    });
  }
  await db.customers.put(customer);
}

async function nextAttemptAt(db: RegisterDatabase): Promise<number | null> {
  const waiting = await db.outbox.where('state').anyOf(['pending', 'sending']).toArray();
  if (waiting.length === 0) return null;
  return Math.min(...waiting.map((row) => (row.state === 'sending' ? row.leaseUntil : row.notBefore)));
}

/** Counts for the status bar: what waits to be sent and what a manager must look at. */
export async function outboxCounts(db: RegisterDatabase): Promise<{ pending: number; needsAttention: number }> {
  return {
    pending: await db.outbox.where('state').anyOf(['pending', 'sending']).count(),
    needsAttention: await db.outbox.where('state').equals('needs-attention').count(),
  };
}
