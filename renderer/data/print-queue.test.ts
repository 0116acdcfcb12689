import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PrintJob, PrintOutcome } from '../../shared/printer.ts';
import { freshDatabase } from './catalog.test-support.ts';
import { printOrQueue, printQueued, queuedReceipts, type SendJob } from './print-queue.ts';

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
