import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { OrderType, PaymentType } from '../../shared/api/sales.ts';
import type { RegisterBridge, SessionInfo } from '../../shared/bridge.ts';
import { bytesToBase64, DEFAULT_PRINTER_SETTINGS, type PrinterSettings, type PrintOutcome } from '../../shared/printer.ts';
import { useBridge, useRegister } from '../state/register-context.tsx';
import { getOrder, type LocalOrder, type RegisterDatabase } from '../data/index.ts';
import { readStoreTimeZone } from '../data/store-time-zone.ts';
import { encodeDrawerKick, encodeReceipt } from './escpos.ts';
import { oldestWaitingProblem, printOrQueue, printQueued, waitingReceiptCount, type SendJob } from '../data/print-queue.ts';
import type { ReceiptDocument } from './receipt-document.ts';
import { saleReceipt, type ReceiptContext } from './sale-receipt.ts';

/** What the counter knows of its printer: shown in the status bar and on the receipt screen. */
export interface PrinterState {
  /** The printer did not take the last job (off, out of paper, unreachable). */
  offline: boolean;
  problem: string | null;
  /** The last sale or refund printed (or tried) and what became of its receipt and drawer. */
  last: { orderId: string; receipt: PrintOutcome | 'not-printed'; drawer: PrintOutcome | null } | null;
  /** Receipts kept in IndexedDB for the printer. */
  waiting: number;
  set(state: Partial<Omit<PrinterState, 'set'>>): void;
}

export const usePrinterState = create<PrinterState>()((set) => ({
  offline: false, problem: null, last: null, waiting: 0,
  set: (state) => set(state),
}));

const note = (outcome: PrintOutcome): void => {
  if (outcome.ok) usePrinterState.getState().set({ offline: false, problem: null });
  else if (outcome.reason === 'offline') usePrinterState.getState().set({ offline: true, problem: outcome.message });
};

export const PRINTER_SETTINGS_KEY = ['printer-settings'] as const;

/** This register's printer settings, from its host (kept there: they belong to the counter, not the account). */
export function usePrinterSettings() {
  const bridge = useBridge();
  return useQuery({ queryKey: PRINTER_SETTINGS_KEY, queryFn: () => bridge.printer({ action: 'settings' }) });
}

/** A cash payment on the order (a sale paid in cash, a refund paid back in cash): the drawer opens. */
export const opensDrawer = (order: Pick<LocalOrder, 'payments' | 'changeDue'>): boolean =>
  order.changeDue > 0 || order.payments.some((payment) => payment.paymentType === PaymentType.cash && payment.total > 0);

export async function receiptContextFor(db: RegisterDatabase, session: SessionInfo, device: { name: string }, settings: PrinterSettings, order: LocalOrder | null): Promise<ReceiptContext> {
  const original = order?.originalOrderId == null ? null : await getOrder(db, order.originalOrderId);
  return {
    store: session.location, licenceNumber: settings.licenceNumber, timeZone: await readStoreTimeZone(db, session.location.state),
    registerName: device.name, employeeName: session.user.name, originalReceiptId: original?.receiptId ?? null,
  };
}

const countWaiting = async (db: RegisterDatabase): Promise<void> => {
  usePrinterState.getState().set({ waiting: await waitingReceiptCount(db) });
};

const sender = (bridge: RegisterBridge): SendJob => async (job) => {
  const outcome = await bridge.printer({ action: 'print', job });
  note(outcome);
  return outcome;
};

/** The counter's printing: receipts, the drawer, reprints. None of it needs the Store API. */
export function useReceiptPrinter() {
  const bridge = useBridge();
  const { db, session, device } = useRegister();
  const queryClient = useQueryClient();
  const send = useMemo(() => sender(bridge), [bridge]);
  const settingsNow = useCallback(
    () => queryClient.fetchQuery({ queryKey: PRINTER_SETTINGS_KEY, queryFn: () => bridge.printer({ action: 'settings' }) }).catch(() => DEFAULT_PRINTER_SETTINGS),
    [bridge, queryClient],
  );

  const documentOf = useCallback(async (order: LocalOrder, settings: PrinterSettings): Promise<ReceiptDocument> =>
    saleReceipt(order, await receiptContextFor(db, session, device, settings, order)), [db, session, device]);

  /**
   * After a sale, refund or void is on disk: print its receipt (when the register prints them
   * automatically) and open the drawer when cash changed hands. A failure is recorded, never thrown.
   */
  const printCompleted = useCallback(async (order: LocalOrder): Promise<void> => {
    const settings = await settingsNow();
    const drawer = opensDrawer(order) ? settings : null;
    if (settings.destination.kind === 'none') {
      usePrinterState.getState().set({ last: { orderId: order.id, receipt: 'not-printed', drawer: null } });
      return;
    }
    if (!settings.autoPrint) {
      const kicked = drawer === null ? null : await send({ purpose: 'drawer', base64: bytesToBase64(encodeDrawerKick(drawer)) });
      usePrinterState.getState().set({ last: { orderId: order.id, receipt: 'not-printed', drawer: kicked } });
      return;
    }
    const document = await documentOf(order, settings);
    const purpose = order.orderType === OrderType.sale ? 'receipt' : 'refund-receipt';
    const outcome = await printOrQueue(db, send, {
      purpose, orderId: order.id,
      now: bytesToBase64(encodeReceipt(document, { columns: settings.columns, openDrawer: drawer })),
      later: bytesToBase64(encodeReceipt(document, { columns: settings.columns })),
    });
    usePrinterState.getState().set({ last: { orderId: order.id, receipt: outcome, drawer: drawer === null ? null : outcome } });
    await countWaiting(db);
  }, [db, documentOf, send, settingsNow]);

  /** Prints a receipt again (Reprint last, or any receipt from the orders screen); never opens the drawer. */
  const reprint = useCallback(async (order: LocalOrder): Promise<PrintOutcome> => {
    const settings = await settingsNow();
    const document = await documentOf(order, settings);
    const bytes = bytesToBase64(encodeReceipt(document, { columns: settings.columns }));
    const outcome = await printOrQueue(db, send, { purpose: order.orderType === OrderType.sale ? 'receipt' : 'refund-receipt', orderId: order.id, now: bytes, later: bytes });
    await countWaiting(db);
    return outcome;
  }, [db, documentOf, send, settingsNow]);

  /** Any document (the Z report), queued like a receipt if the printer does not take it. */
  const printDocument = useCallback(async (document: ReceiptDocument, purpose: 'z-report' | 'test-page'): Promise<PrintOutcome> => {
    const settings = await settingsNow();
    const bytes = bytesToBase64(encodeReceipt(document, { columns: settings.columns }));
    if (purpose === 'test-page') return send({ purpose, base64: bytes });
    return printOrQueue(db, send, { purpose, orderId: null, now: bytes, later: bytes });
  }, [db, send, settingsNow]);

  /** Opens the drawer alone ("No sale"); never queued: a drawer opening later, unasked, is worse than not at all. */
  const kickDrawer = useCallback(async (): Promise<PrintOutcome> => {
    const settings = await settingsNow();
    if (settings.destination.kind === 'none') return { ok: false, reason: 'no-printer', message: 'No receipt printer is set up on this register, so the drawer cannot be opened from here.' };
    return send({ purpose: 'drawer', base64: bytesToBase64(encodeDrawerKick(settings)) });
  }, [send, settingsNow]);

  return { printCompleted, reprint, printDocument, kickDrawer, documentOf, settingsNow };
}

/** How often receipts waiting for the printer are tried again. */
const RETRY_EVERY_MS = 5_000;

/**
 * What the status bar shows as the register starts: receipts kept from before the restart wait for
 * a printer that did not take them, so "Printer offline · N waiting" shows at once, not after the
 * next failed try.
 */
export async function showKeptReceipts(db: RegisterDatabase): Promise<void> {
  const waiting = await waitingReceiptCount(db);
  if (waiting === 0) return;
  usePrinterState.getState().set({ offline: true, problem: await oldestWaitingProblem(db), waiting });
}

/** Prints the receipts waiting in IndexedDB once the printer is back; one loop per register window. */
export function usePrintQueueRetry(): void {
  const bridge = useBridge();
  const { db } = useRegister();
  useEffect(() => {
    let running = false;
    const send = sender(bridge);
    void showKeptReceipts(db).catch(() => null);
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      // A receipt another sender is printing ('held') is left to it.
      void waitingReceiptCount(db)
        .then((waiting) => (waiting === 0 ? null : printQueued(db, send)))
        .then(() => countWaiting(db))
        .catch(() => null)
        .finally(() => { running = false; });
    }, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [bridge, db]);
}
