import { Value } from 'typebox/value';
import { CustomerV2 } from '../../shared/api/customers.ts';
import { Order, Shift } from '../../shared/api/sales.ts';
import type { ApiOutcome } from '../../shared/bridge.ts';
import type { LocalCustomer, OutboxRow, RegisterDatabase } from '../db/schema.ts';
import { announceChange } from '../data/changes.ts';
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
 * Replays the outbox in `seq` order until nothing more can be sent now.
 *
 * Each row goes pending → sending (claimed with a lease, inside a transaction, so a second window
 * or a reload never sends it twice at once; a lapsed lease is claimed again) → acknowledged or
 * needs-attention. A row waits while a row it depends on is not acknowledged. A refused row blocks
 * nothing but its dependants. Offline and time-outs end the pass; a server error backs that one
 * row off and the pass goes on.
 */
export async function pushOutbox(db: RegisterDatabase, api: SyncApi, options: PushOptions): Promise<PushResult> {
  const now = options.now ?? Date.now;
  const result: PushResult = { acknowledged: 0, refused: 0, transient: null, unauthorized: false, nextAttemptAt: null };
  const tried = new Set<number>();
  // One look at the queue per pass: a claim re-reads only the row it takes, so a pass over n
  // waiting rows costs n reads, not n² (rows queued meanwhile go in the next pass).
  const queue: Queue = { seqs: await waitingSeqs(db), next: 0 };
  for (;;) {
    const claim = await claimNext(db, queue, now(), options.leaseMs ?? DEFAULT_LEASE_MS, tried, options.ignoreBackoff === true);
    if (claim === null) break;
    tried.add(claim.seq!);
    const outcome = await api.api({
      method: claim.request.method, path: claim.request.path, body: claim.request.body,
      idempotencyKey: claim.clientId, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    if (outcome.kind === 'ok') {
      const problems = checkAnswer(claim, outcome.body);
      if (problems.length === 0) {
        await acknowledge(db, claim, outcome.body);
        result.acknowledged += 1;
        continue;
      }
      // The write probably happened; a resend is safe (the API returns the stored record), so retry.
      options.log.error(`sync: the answer to outbox row ${claim.seq} (${claim.kind}) is malformed; it will be sent again`, problems);
      await release(db, claim, { state: 'pending', notBefore: now() + backoffDelay(claim.attempts, undefined, options.random), problem: `malformed answer: ${problems.join('; ')}` });
      continue;
    }
    if (outcome.kind === 'rejected') {
      await refuse(db, claim, `${outcome.status}: ${describeReasons(outcome.body)}`);
      result.refused += 1;
      continue;
    }
    if (outcome.kind === 'unauthorized') {
      // Not this row's fault: put it back untouched and stop until someone signs in.
      await release(db, claim, { state: 'pending', attempts: claim.attempts - 1, notBefore: 0, problem: null });
      result.unauthorized = true;
      break;
    }
    const retryAfter = outcome.kind === 'server-error' ? outcome.retryAfterMs : undefined;
    await release(db, claim, {
      state: 'pending', notBefore: now() + backoffDelay(claim.attempts, retryAfter, options.random),
      problem: outcome.kind === 'offline' ? `offline: ${outcome.message}` : outcome.kind === 'timeout' ? 'timed out' : `server error ${outcome.status}`,
    });
    result.transient = outcome;
    if (outcome.kind !== 'server-error') break;
  }
  result.nextAttemptAt = await nextAttemptAt(db);
  return result;
}

/**
 * Takes the first row that can go now and marks it `sending` with a lease, in one transaction:
 * IndexedDB runs read-write transactions on a store one at a time, so two windows cannot both
 * claim a row.
 */
interface Queue { seqs: number[]; next: number }

async function waitingSeqs(db: RegisterDatabase): Promise<number[]> {
  const seqs = await db.outbox.where('state').anyOf(['pending', 'sending']).primaryKeys();
  return seqs.filter((seq): seq is number => typeof seq === 'number').sort((a, b) => a - b);
}

async function claimNext(db: RegisterDatabase, queue: Queue, now: number, leaseMs: number, tried: Set<number>, ignoreBackoff: boolean): Promise<OutboxRow | null> {
  return db.transaction('rw', db.outbox, async () => {
    while (queue.next < queue.seqs.length) {
      const seq = queue.seqs[queue.next++]!;
      if (tried.has(seq)) continue;
      // Read again inside the transaction: another window may have claimed or settled it since.
      const row = await db.outbox.get(seq);
      if (row === undefined || (row.state !== 'pending' && row.state !== 'sending')) continue;
      if (row.state === 'sending' && row.leaseUntil > now) continue;
      if (row.state === 'pending' && row.notBefore > now && !ignoreBackoff) continue;
      if (!(await dependenciesAcknowledged(db, row))) continue;
      const claimed: OutboxRow = { ...row, state: 'sending', leaseUntil: now + leaseMs, attempts: row.attempts + 1, updatedAt: new Date(now).toISOString() };
      await db.outbox.put(claimed);
      return claimed;
    }
    return null;
  });
}

async function dependenciesAcknowledged(db: RegisterDatabase, row: OutboxRow): Promise<boolean> {
  if (row.dependsOn === undefined || row.dependsOn.length === 0) return true;
  const dependencies = await db.outbox.where('clientId').anyOf(row.dependsOn).toArray();
  return dependencies.every((dependency) => dependency.state === 'acknowledged');
}

/** Updates a row we claimed, unless our claim lapsed and someone else holds it now. */
async function release(db: RegisterDatabase, claim: OutboxRow, change: Partial<OutboxRow>): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state !== 'sending' || current.leaseUntil !== claim.leaseUntil) return;
    await db.outbox.put({ ...current, ...change, leaseUntil: 0, updatedAt: new Date().toISOString() });
  });
  announceChange(db, 'outbox');
}

async function refuse(db: RegisterDatabase, claim: OutboxRow, problem: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.orders, async () => {
    const current = await db.outbox.get(claim.seq!);
    if (current === undefined || current.state !== 'sending' || current.leaseUntil !== claim.leaseUntil) return;
    await db.outbox.put({ ...current, state: 'needs-attention', leaseUntil: 0, problem, updatedAt: new Date().toISOString() });
    if (claim.kind === 'order.create') await db.orders.update(claim.recordId, { syncState: 'needs-attention' });
  });
  announceChange(db, 'outbox', 'orders');
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
async function acknowledge(db: RegisterDatabase, claim: OutboxRow, body: unknown): Promise<void> {
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
  announceChange(db, 'outbox', 'orders', 'customers');
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
