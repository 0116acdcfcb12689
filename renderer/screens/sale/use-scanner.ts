import { useEffect, useRef } from 'react';
import { createScanDetector } from './scan-detector.ts';

/**
 * Listens to every key on the window while mounted and calls `onScan` with each scanned code,
 * wherever focus is. The scan's Enter is swallowed so it does not also submit a form, and the
 * code is taken back out of the field it was typed into.
 */
export function useScanner(onScan: (code: string) => void): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    const detector = createScanDetector();
    const onKey = (event: KeyboardEvent) => {
      const code = detector.feed({ key: event.key, time: event.timeStamp, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey });
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      removeTypedCode(document.activeElement, code);
      latest.current(code);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}

/** The scanner typed into whatever had focus; take its code back out (through React's value setter). */
function removeTypedCode(element: Element | null, code: string): void {
  if (!(element instanceof HTMLInputElement) || !element.value.endsWith(code)) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(element, element.value.slice(0, -code.length));
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
