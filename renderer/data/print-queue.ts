import type { PrintJob, PrintJobPurpose, PrintOutcome } from '../../shared/printer.ts';
import type { LocalPrintJob, RegisterDatabase } from '../db/schema.ts';

/**
 * Receipts the printer did not take wait here, in IndexedDB, and print in order once it is back.
 * Printing is never on a sale's path: the sale is on disk before anything is sent to the printer,
 * and a printer that is off leaves a queued receipt, never an unfinished sale.
 *
 * Two senders work through the waiting receipts (the retry every few seconds, and the next sale or
 * reprint, which prints them before its own): each claims a receipt before sending it, in one
 * IndexedDB transaction, so one receipt is sent by one sender and prints once.
 */
export type SendJob = (job: PrintJob) => Promise<PrintOutcome>;

/**
 * How long a claim holds. Longer than the host gives one job (5 s) with room for jobs ahead of it;
 * a sender that crashed mid-job leaves its receipt to the next sender after this at most.
 */
export const CLAIM_LEASE_MS = 15_000;
/** How often a sale waiting behind another sender looks again at the receipt it is printing. */
const HELD_POLL_MS = 200;

export interface ReceiptToPrint {
  purpose: PrintJobPurpose;
  orderId: string | null;
  /** What is sent now (with the drawer pulse, when the sale opens the drawer). */
  now: string;
  /** What is kept if the printer does not take it: the same receipt without any pulse. */
  later: string;
}

/** What a sender got: the oldest waiting receipt, or none waiting, or another sender still printing it. */
export type Claim = { kind: 'claimed'; job: LocalPrintJob & { seq: number } } | { kind: 'none' } | { kind: 'held' };

/**
 * Claims the oldest waiting receipt for `owner`, in one transaction (IndexedDB runs read-write
 * transactions on a store one after another, so two senders never both see it free). Only the
 * oldest: while another sender prints it, the ones behind it wait too, so the paper keeps the
 * order of sales.
 */
export async function claimNext(db: RegisterDatabase, owner: string, now = Date.now()): Promise<Claim> {
  return db.transaction('rw', db.printJobs, async (): Promise<Claim> => {
    const head = await db.printJobs.toCollection().first();
    if (head?.seq === undefined) return { kind: 'none' };
    if (head.claim !== null && head.claim.owner !== owner && Date.parse(head.claim.until) > now) return { kind: 'held' };
    const claim = { owner, until: new Date(now + CLAIM_LEASE_MS).toISOString() };
    await db.printJobs.update(head.seq, { claim });
    return { kind: 'claimed', job: { ...head, seq: head.seq, claim } };
  });
}

/**
 * Sends one receipt. Receipts already waiting print first, so the paper keeps the order of sales
 * (when another sender is printing them, this waits for it); if the printer does not take them,
 * this one waits behind them.
 */
export async function printOrQueue(db: RegisterDatabase, send: SendJob, receipt: ReceiptToPrint): Promise<PrintOutcome> {
  for (;;) {
    const flushed = await printQueued(db, send);
    if (flushed === 'held') {
      await new Promise((resolve) => setTimeout(resolve, HELD_POLL_MS));
      continue;
    }
    if (flushed !== null && !flushed.ok) {
      if (flushed.reason === 'offline') await queue(db, receipt, flushed.message);
      return flushed;
    }
    break;
  }
  const outcome = await send({ purpose: receipt.purpose, base64: receipt.now });
  // No printer set up: nothing to keep (the receipt is on screen and the order on disk).
  if (!outcome.ok && outcome.reason === 'offline') await queue(db, receipt, outcome.message);
  return outcome;
}

async function queue(db: RegisterDatabase, receipt: ReceiptToPrint, problem: string): Promise<void> {
  await db.printJobs.add({
    purpose: receipt.purpose, orderId: receipt.orderId, base64: receipt.later, state: 'queued', claim: null,
    attempts: 1, lastProblem: problem, createdAt: new Date().toISOString(),
  });
}

/**
 * Prints waiting receipts oldest first until one is not taken: null when none waited, 'held' when
 * another sender is printing the oldest one (that sender goes on with the rest).
 */
export async function printQueued(db: RegisterDatabase, send: SendJob): Promise<PrintOutcome | 'held' | null> {
  // Each run is its own sender: a run never takes over a receipt another run of this window holds.
  const owner = crypto.randomUUID();
  let last: PrintOutcome | null = null;
  for (;;) {
    const claim = await claimNext(db, owner);
    if (claim.kind === 'none') return last;
    if (claim.kind === 'held') return 'held';
    const { job } = claim;
    const outcome = await send({ purpose: job.purpose, base64: job.base64 });
    if (!outcome.ok) {
      // Released: the next sender tries it again, first in line.
      await db.printJobs.update(job.seq, { claim: null, attempts: job.attempts + 1, lastProblem: outcome.message });
      return outcome;
    }
    // Printed: nothing more to keep (the order itself is on disk and reprints from there).
    await db.printJobs.delete(job.seq);
    last = outcome;
  }
}

export const queuedReceipts = (db: RegisterDatabase): Promise<LocalPrintJob[]> => db.printJobs.where('state').equals('queued').sortBy('seq');

/** How many receipts wait for the printer (the status bar's count). */
export const waitingReceiptCount = (db: RegisterDatabase): Promise<number> => db.printJobs.where('state').equals('queued').count();

/** The problem the printer gave for the oldest waiting receipt, or null when none waits. */
export const oldestWaitingProblem = async (db: RegisterDatabase): Promise<string | null> =>
  (await db.printJobs.toCollection().first())?.lastProblem ?? null;
