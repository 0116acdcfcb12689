// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Scan } from './scan-detector.ts';
import { LICENCE_SCAN_SETTLE_MS, wireScanner } from './use-scanner.ts';

/**
 * The wiring between keydown events and the scan detector, driven by a fake key stream: a fake
 * clock gives each key its time and a fake timer runs the settle timer when the test says so.
 */
function harness() {
  let clock = 1_000;
  const timers = new Map<number, { run: () => void; at: number }>();
  let nextTimer = 1;
  const scans: Scan[] = [];
  const input = document.createElement('input');
  document.body.append(input);
  input.focus();
  const stop = wireScanner({
    target: window, onScan: (scan) => scans.push(scan), now: () => clock, timeOf: () => clock, focused: () => document.activeElement,
    setTimer: (run, ms) => { const id = nextTimer++; timers.set(id, { run, at: clock + ms }); return id; },
    clearTimer: (id) => { if (typeof id === 'number') timers.delete(id); },
  });
  /** Types a key as a keyboard would: the event, then (unless cancelled) the character reaches the field. */
  const key = (name: string, gapMs: number): boolean => {
    clock += gapMs;
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    const delivered = input.dispatchEvent(event);
    if (delivered && name.length === 1) input.value += name;
    return delivered;
  };
  const type = (text: string, gapMs: number) => [...text].map((character) => key(character === '\n' ? 'Enter' : character, gapMs));
  /** Lets time pass; timers due by then run. */
  const wait = (ms: number) => {
    clock += ms;
    for (const [id, timer] of [...timers]) if (timer.at <= clock) { timers.delete(id); timer.run(); }
  };
  return { scans, input, stop, key, type, wait, timers };
}

const LICENCE = '@\n\x1e\rANSI 636029090102DL00410278ZO03190008DLDAQD1234567\nDCSRIVER\nDACALEX\nDBB05012000\nDBA05012030\nDAJOR\n';

let stopAll: (() => void) | null = null;
afterEach(() => { stopAll?.(); document.body.innerHTML = ''; });

describe('wireScanner', () => {
  it('delivers a licence scan as one id scan once its keys stop, swallowing its keys and taking the typed @ back out', () => {
    const h = harness();
    stopAll = h.stop;
    const delivered = h.type(LICENCE, 5);
    expect(h.scans).toEqual([]);
    // Every key after the scan was recognised (at the first Enter) was cancelled: nothing submits or types.
    expect(delivered.slice(2).every((went) => !went)).toBe(true);
    h.wait(LICENCE_SCAN_SETTLE_MS + 1);
    expect(h.scans).toHaveLength(1);
    const [scan] = h.scans;
    expect(scan?.kind).toBe('id');
    if (scan?.kind === 'id') expect(scan.text).toContain('DAQD1234567');
    expect(h.input.value).toBe('');
  });

  it('does not end a licence scan while its keys keep coming within the gap', () => {
    const h = harness();
    stopAll = h.stop;
    h.type(LICENCE.slice(0, 40), 5);
    h.wait(60);
    h.type(LICENCE.slice(40), 5);
    h.wait(LICENCE_SCAN_SETTLE_MS + 1);
    expect(h.scans).toHaveLength(1);
  });

  it('delivers a barcode on its Enter, cancels that Enter and removes the code from the field', () => {
    const h = harness();
    stopAll = h.stop;
    h.type('PR-1001', 5);
    expect(h.key('Enter', 5)).toBe(false);
    expect(h.scans).toEqual([{ kind: 'barcode', code: 'PR-1001' }]);
    expect(h.input.value).toBe('');
  });

  it('leaves typing by hand alone', () => {
    const h = harness();
    stopAll = h.stop;
    const delivered = h.type('@blue\n', 150);
    expect(delivered.every((went) => went)).toBe(true);
    h.wait(1_000);
    expect(h.scans).toEqual([]);
    expect(h.input.value).toBe('@blue');
  });

  it('stops listening when disposed', () => {
    const h = harness();
    h.stop();
    h.type('PR-1001\n', 5);
    expect(h.scans).toEqual([]);
  });
});
