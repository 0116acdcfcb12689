import { useEffect, useRef } from 'react';
import { createScanDetector, type Scan, type ScanDetector } from './scan-detector.ts';

/** How long after a licence scan's last key it is taken as ended: just over the detector's longest gap inside one. */
export const LICENCE_SCAN_SETTLE_MS = 110;

export interface ScannerWiring {
  /** Where keys are listened to (the window), in the capture phase so no field sees a scan's Enter first. */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  onScan: (scan: Scan) => void;
  detector?: ScanDetector;
  /** The clock keys' timestamps are on (`event.timeStamp` is `performance.now()`'s). */
  now?: () => number;
  timeOf?: (event: KeyboardEvent) => number;
  /** The element with focus, whose typed scan is taken back out. */
  focused?: () => Element | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Feeds every keydown to the scan detector, wherever focus is. A barcode's Enter is cancelled so
 * it does not also submit a form. A licence scan's keys are all cancelled as they come (`swallow`),
 * and the scan is delivered when its keys stop: at the next key after a pause, or by a timer
 * started after each swallowed key. What reached the focused field before the scan was recognised
 * (`typed`, usually '@') is taken back out. Returns the function that stops listening.
 */
export function wireScanner({
  target, onScan, detector = createScanDetector(), now = () => performance.now(), timeOf = (event) => event.timeStamp, focused = () => document.activeElement,
  setTimer = (run, ms) => setTimeout(run, ms), clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ScannerWiring): () => void {
  let timer: unknown = null;
  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const deliver = (scan: Scan) => {
    removeTyped(focused(), scan.kind === 'barcode' ? scan.code : scan.typed);
    onScan(scan);
  };
  const flush = () => {
    timer = null;
    const scan = detector.flush(now());
    if (scan !== null) deliver(scan);
  };
  const onKey = (event: Event) => {
    if (!(event instanceof KeyboardEvent)) return;
    const { scan, swallow } = detector.read({ key: event.key, time: timeOf(event), ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey });
    if (swallow || scan?.kind === 'barcode') {
      event.preventDefault();
      event.stopPropagation();
    }
    stopTimer();
    if (swallow) timer = setTimer(flush, LICENCE_SCAN_SETTLE_MS);
    if (scan !== null) deliver(scan);
  };
  target.addEventListener('keydown', onKey, { capture: true });
  return () => {
    stopTimer();
    target.removeEventListener('keydown', onKey, { capture: true });
  };
}

/** Listens for scans on the window while mounted; `onScan` may change between renders. */
export function useScanner(onScan: (scan: Scan) => void): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => wireScanner({ target: window, onScan: (scan) => latest.current(scan) }), []);
}

/** The scanner typed into whatever had focus; take its text back out (through React's value setter). */
function removeTyped(element: Element | null, typed: string): void {
  if (typed === '' || !(element instanceof HTMLInputElement) || !element.value.endsWith(typed)) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(element, element.value.slice(0, -typed.length));
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
