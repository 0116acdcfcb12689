import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PrintJob, PrintOutcome } from '../../shared/printer.ts';
import { freshDatabase } from './catalog.test-support.ts';
import { openRegisterDatabase } from './index.ts';
import { CLAIM_LEASE_MS, claimNext, printOrQueue, printQueued, queuedReceipts, type SendJob } from './print-queue.ts';

/** A printer that takes jobs while on: the boundary the host's real printer sits behind. */
function printer() {
  const taken: PrintJob[] = [];
  let on = true;
  const send: SendJob = async (job): Promise<PrintOutcome> => {
    if (!on) return { ok: false, reason: 'offline', message: 'test: printer off' };
    taken.push(job);
    return { ok: true };
  };
  return { taken, send, switchOff: () => { on = false; }, switchOn: () => { on = true; } };
}

const receipt = (name: string) => ({ purpose: 'receipt' as const, orderId: name, now: `${name}+pulse`, later: name });

describe('printOrQueue', () => {
  it('sends the receipt with its pulse when the printer takes it, and keeps nothing', async () => {
    const db = freshDatabase();
    const counter = printer();
    expect(await printOrQueue(db, counter.send, receipt('A'))).toEqual({ ok: true });
    expect(counter.taken.map((job) => job.base64)).toEqual(['A+pulse']);
    expect(await queuedReceipts(db)).toEqual([]);
  });

  it('keeps a receipt the printer did not take, without its drawer pulse, and prints the waiting ones first and in order once it is back', async () => {
    const db = freshDatabase();
    const counter = printer();
    counter.switchOff();
    expect(await printOrQueue(db, counter.send, receipt('A'))).toMatchObject({ ok: false, reason: 'offline' });
    expect(await printOrQueue(db, counter.send, receipt('B'))).toMatchObject({ ok: false, reason: 'offline' });
    expect((await queuedReceipts(db)).map((job) => job.base64)).toEqual(['A', 'B']);
    counter.switchOn();
    expect(await printOrQueue(db, counter.send, receipt('C'))).toEqual({ ok: true });
    // The late receipts print without their pulses; only the sale at the counter now opens the drawer.
    expect(counter.taken.map((job) => job.base64)).toEqual(['A', 'B', 'C+pulse']);
    expect(await queuedReceipts(db)).toEqual([]);
  });

  it('keeps nothing when no printer is set up: the order itself is the record', async () => {
    const db = freshDatabase();
    const none: SendJob = async () => ({ ok: false, reason: 'no-printer', message: 'none' });
    expect(await printOrQueue(db, none, receipt('A'))).toMatchObject({ reason: 'no-printer' });
    expect(await queuedReceipts(db)).toEqual([]);
  });
});

describe('printQueued', () => {
  it('stops at the first receipt not taken and counts the attempt', async () => {
    const db = freshDatabase();
    const counter = printer();
    counter.switchOff();
    await printOrQueue(db, counter.send, receipt('A'));
    expect(await printQueued(db, counter.send)).toMatchObject({ ok: false });
    expect((await queuedReceipts(db))[0]).toMatchObject({ base64: 'A', attempts: 2 });
    expect(await printQueued(freshDatabase(), counter.send)).toBeNull();
  });
});

/**
 * A printer that takes each job only when the test lets it (as a real one takes seconds per
 * receipt), so a second sender can come while the first is mid-job.
 */
function slowPrinter() {
  const taken: string[] = [];
  const pending: Array<() => void> = [];
  const send: SendJob = (job) => new Promise((resolve) => {
    pending.push(() => { taken.push(job.base64); resolve({ ok: true }); });
  });
  /** Finishes the jobs the printer holds, one at a time, and those that arrive meanwhile, until the senders are done. */
  async function finishAll(senders: ReadonlyArray<Promise<unknown>>): Promise<void> {
    let done = false;
    const all = Promise.all(senders).finally(() => { done = true; });
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      pending.shift()?.();
    }
    await all;
  }
  return { taken, pending, send, finishAll };
}

async function keep(db: ReturnType<typeof freshDatabase>, ...names: string[]): Promise<void> {
  const off: SendJob = async () => ({ ok: false, reason: 'offline', message: 'test: printer off' });
  for (const name of names) await printOrQueue(db, off, receipt(name));
}

describe('one waiting receipt, one sender', () => {
  it('a kept receipt prints once when the retry and a new sale both work through the waiting receipts', async () => {
    const db = freshDatabase();
    await keep(db, 'A');
    const counter = slowPrinter();
    const retry = printQueued(db, counter.send);
    const sale = printOrQueue(db, counter.send, receipt('B'));
    await counter.finishAll([retry, sale]);
    expect(counter.taken).toEqual(['A', 'B+pulse']);
    expect(await queuedReceipts(db)).toEqual([]);
  });

  it('two windows of the register (two connections to the database) never send the same receipt', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = openRegisterDatabase(name);
    const second = openRegisterDatabase(name);
    await keep(first, 'A', 'B', 'C');
    const counter = slowPrinter();
    const runs = [printQueued(first, counter.send), printQueued(second, counter.send), printQueued(first, counter.send)];
    await counter.finishAll(runs);
    expect(counter.taken).toEqual(['A', 'B', 'C']);
  });

  it('claims the oldest receipt only, and not one another sender holds', async () => {
    const db = freshDatabase();
    await keep(db, 'A', 'B');
    const mine = await claimNext(db, 'retry');
    expect(mine).toMatchObject({ kind: 'claimed', job: { base64: 'A', claim: { owner: 'retry' } } });
    expect(await claimNext(db, 'sale')).toEqual({ kind: 'held' });
  });

  it('releases a receipt the printer did not take, so the next sender tries it again', async () => {
    const db = freshDatabase();
    await keep(db, 'A');
    const off: SendJob = async () => ({ ok: false, reason: 'offline', message: 'test: still off' });
    expect(await printQueued(db, off)).toMatchObject({ ok: false });
    expect((await queuedReceipts(db))[0]).toMatchObject({ base64: 'A', claim: null, lastProblem: 'test: still off' });
    expect(await claimNext(db, 'next')).toMatchObject({ kind: 'claimed', job: { base64: 'A' } });
  });

  it('takes over a receipt whose sender crashed once its claim has run out, not before', async () => {
    const db = freshDatabase();
    await keep(db, 'A');
    const claimedAt = Date.now();
    await claimNext(db, 'crashed', claimedAt);
    expect(await claimNext(db, 'later', claimedAt + CLAIM_LEASE_MS - 1)).toEqual({ kind: 'held' });
    expect(await claimNext(db, 'later', claimedAt + CLAIM_LEASE_MS + 1)).toMatchObject({ kind: 'claimed', job: { base64: 'A', claim: { owner: 'later' } } });
  });
});
