import type { PrintJob, PrintJobPurpose, PrintOutcome } from '../../shared/printer.ts';
import type { LocalPrintJob, RegisterDatabase } from '../db/schema.ts';

/**
 * Receipts the printer did not take wait here, in IndexedDB, and print in order once it is back.
 * Printing is never on a sale's path: the sale is on disk before anything is sent to the printer,
 * and a printer that is off leaves a queued receipt, never an unfinished sale.
 */
export type SendJob = (job: PrintJob) => Promise<PrintOutcome>;

export interface ReceiptToPrint {
  purpose: PrintJobPurpose;
  orderId: string | null;
  /** What is sent now (with the drawer pulse, when the sale opens the drawer). */
  now: string;
  /** What is kept if the printer does not take it: the same receipt without any pulse. */
  later: string;
}

/**
 * Sends one receipt. Receipts already waiting print first, so the paper keeps the order of sales;
 * if the printer does not take them, this one waits behind them.
 */
export async function printOrQueue(db: RegisterDatabase, send: SendJob, receipt: ReceiptToPrint): Promise<PrintOutcome> {
  const waiting = await waitingReceiptCount(db);
  const flushed = waiting === 0 ? null : await printQueued(db, send);
  if (flushed !== null && !flushed.ok) {
    if (flushed.reason === 'offline') await queue(db, receipt, flushed.message);
    return flushed;
  }
  const outcome = await send({ purpose: receipt.purpose, base64: receipt.now });
  // No printer set up: nothing to keep (the receipt is on screen and the order on disk).
  if (!outcome.ok && outcome.reason === 'offline') await queue(db, receipt, outcome.message);
  return outcome;
}

async function queue(db: RegisterDatabase, receipt: ReceiptToPrint, problem: string): Promise<void> {
  await db.printJobs.add({
    purpose: receipt.purpose, orderId: receipt.orderId, base64: receipt.later, state: 'queued',
    attempts: 1, lastProblem: problem, createdAt: new Date().toISOString(),
  });
}

/** Prints waiting receipts oldest first until one is not taken; null when none waited. */
export async function printQueued(db: RegisterDatabase, send: SendJob): Promise<PrintOutcome | null> {
  let last: PrintOutcome | null = null;
  for (;;) {
    const next = await db.printJobs.where('state').equals('queued').first();
    if (next?.seq === undefined) return last;
    const outcome = await send({ purpose: next.purpose, base64: next.base64 });
    if (!outcome.ok) {
      await db.printJobs.update(next.seq, { attempts: next.attempts + 1, lastProblem: outcome.message });
      return outcome;
    }
    // Printed: nothing more to keep (the order itself is on disk and reprints from there).
    await db.printJobs.delete(next.seq);
    last = outcome;
  }
}

export const queuedReceipts = (db: RegisterDatabase): Promise<LocalPrintJob[]> => db.printJobs.where('state').equals('queued').sortBy('seq');

/** How many receipts wait for the printer (the status bar's count). */
export const waitingReceiptCount = (db: RegisterDatabase): Promise<number> => db.printJobs.where('state').equals('queued').count();
