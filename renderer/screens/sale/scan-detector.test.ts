import { describe, expect, it } from 'vitest';
import { parseIdScan } from '../../../shared/compliance/id-scan.ts';
import { createScanDetector, type KeyOutcome, type ScanDetector } from './scan-detector.ts';

/** Feeds a string as keys `gap` ms apart, then Enter; returns what the detector said at Enter. */
function type(detector: ScanDetector, text: string, gap: number, start = 1000): string | null {
  let time = start;
  for (const key of text) {
    detector.feed({ key, time });
    time += gap;
  }
  return detector.feed({ key: 'Enter', time });
}

describe('keyboard-wedge scan detection', () => {
  it('takes a fast burst ending in Enter as a scan', () => {
    expect(type(createScanDetector(), 'FL-0002', 8)).toBe('FL-0002');
  });

  it('leaves a person typing alone', () => {
    expect(type(createScanDetector(), 'blue', 120)).toBeNull();
  });

  it('ignores a slow Enter after a fast burst (typed Enter, not the scanner)', () => {
    const detector = createScanDetector();
    let time = 0;
    for (const key of '12345') detector.feed({ key, time: (time += 5) });
    expect(detector.feed({ key: 'Enter', time: time + 500 })).toBeNull();
  });

  it('starts the code at the burst, not at what a person typed before it', () => {
    const detector = createScanDetector();
    detector.feed({ key: 'o', time: 0 });
    detector.feed({ key: 'g', time: 300 });
    expect(type(detector, 'PR-001', 5, 1000)).toBe('PR-001');
  });

  it('passes Shift through so capitals scan, and drops codes shorter than the minimum', () => {
    const detector = createScanDetector();
    detector.feed({ key: 'Shift', time: 0 });
    expect(type(detector, 'AB', 5, 3)).toBeNull();
    expect(type(detector, 'ABCD', 5, 5000)).toBe('ABCD');
  });

  it('a shortcut with Ctrl breaks the burst', () => {
    const detector = createScanDetector();
    detector.feed({ key: 'A', time: 0 });
    detector.feed({ key: 'B', time: 5 });
    detector.feed({ key: 'v', time: 10, ctrlKey: true });
    detector.feed({ key: 'C', time: 15 });
    expect(detector.feed({ key: 'Enter', time: 20 })).toBeNull();
  });
});

/** A version 10 Oregon licence barcode as the scanner reads it (LF between elements, RS and CR in the header). */
const LICENCE = '@\n\x1e\rANSI 636029100001DL00310081DLDAQD1234567\nDCSRIVERA\nDACSAM\nDBB11252005\nDBA11252029\nDAJOR\nDAK972010000\nDCGUSA\r';

/** The keys a keyboard-wedge scanner sends for `text`: LF and CR as Enter, RS dropped. */
const wedgeKeys = (text: string): string[] =>
  [...text.replaceAll('\x1e', '')].map((char) => (char === '\n' || char === '\r' ? 'Enter' : char));

/** Feeds keys `gap` ms apart; returns every outcome. */
function readKeys(detector: ScanDetector, keys: string[], gap: number, start = 1000): KeyOutcome[] {
  return keys.map((key, i) => detector.read({ key, time: start + i * gap }));
}

describe('driver licence scans (AAMVA text spanning Enters)', () => {
  const licenceText = '@\n\nANSI 636029100001DL00310081DLDAQD1234567\nDCSRIVERA\nDACSAM\nDBB11252005\nDBA11252029\nDAJOR\nDAK972010000\nDCGUSA\n';

  it('delivers the whole burst as one licence scan when the keys stop, never as barcodes', () => {
    const detector = createScanDetector();
    const outcomes = readKeys(detector, wedgeKeys(LICENCE), 6);
    expect(outcomes.filter((outcome) => outcome.scan !== null)).toEqual([]);
    const last = 1000 + (outcomes.length - 1) * 6;
    expect(detector.flush(last + 50)).toBeNull(); // still inside the scan's allowed pause
    const scan = detector.flush(last + 101);
    expect(scan).toEqual({ kind: 'id', text: licenceText, typed: '@' });
    expect(detector.flush(last + 500)).toBeNull();
  });

  it('what it delivers parses as the licence', () => {
    const detector = createScanDetector();
    const outcomes = readKeys(detector, wedgeKeys(LICENCE), 6);
    const scan = detector.flush(1000 + outcomes.length * 6 + 200);
    expect(scan?.kind === 'id' && parseIdScan(scan.text)).toMatchObject({
      ok: true, licence: { number: 'D1234567', birthDate: '2005-11-25', expirationDate: '2029-11-25', state: 'OR' },
    });
  });

  it('swallows every key of the scan after the leading @, Enters included, so no form is submitted', () => {
    const outcomes = readKeys(createScanDetector(), wedgeKeys(LICENCE), 6);
    expect(outcomes[0]).toEqual({ scan: null, swallow: false });
    expect(outcomes.slice(1).every((outcome) => outcome.swallow)).toBe(true);
  });

  it('ends the scan at the next key after a pause, and that key then works as usual', () => {
    const detector = createScanDetector();
    const outcomes = readKeys(detector, wedgeKeys(LICENCE), 6);
    const after = 1000 + outcomes.length * 6 + 400;
    expect(detector.read({ key: 'x', time: after })).toEqual({ scan: { kind: 'id', text: licenceText, typed: '@' }, swallow: false });
    // A product scanned next is a barcode again.
    expect(type(detector, 'FL-0002', 8, after + 500)).toBe('FL-0002');
  });

  it('is recognised even when the scanner drops the line breaks before the first element', () => {
    const detector = createScanDetector();
    const keys = wedgeKeys('@ANSI 636029100001DL00310081DLDAQD1234567\nDCSRIVERA\r');
    const outcomes = readKeys(detector, keys, 5);
    expect(outcomes.some((outcome) => outcome.scan !== null)).toBe(false);
    expect(detector.flush(1000 + keys.length * 5 + 200)).toEqual({
      kind: 'id', text: '@ANSI 636029100001DL00310081DLDAQD1234567\nDCSRIVERA\n', typed: '@ANSI 636029100001DL00310081DLDAQD1234567',
    });
  });

  it('reads Ctrl+J and Ctrl+M as line breaks and ignores other control keys inside a scan', () => {
    const detector = createScanDetector();
    detector.read({ key: '@', time: 0 });
    detector.read({ key: 'Enter', time: 5 });
    detector.read({ key: '^', time: 10, ctrlKey: true });
    for (const [i, key] of [...'ANSI 6360291000'].entries()) detector.read({ key, time: 15 + i * 5 });
    detector.read({ key: 'j', time: 100, ctrlKey: true });
    detector.read({ key: 'D', time: 105 });
    expect(detector.flush(400)).toEqual({ kind: 'id', text: '@\nANSI 6360291000\nD', typed: '@' });
  });

  it('the legacy feed never reports a licence scan as barcodes', () => {
    const detector = createScanDetector();
    let time = 0;
    const codes = wedgeKeys(LICENCE).map((key) => detector.feed({ key, time: (time += 6) }));
    expect(codes.filter((code) => code !== null)).toEqual([]);
  });

  it('keeps a barcode that starts with @ but has no Enter inside a barcode', () => {
    expect(type(createScanDetector(), '@ABC123', 6)).toBe('@ABC123');
    const detector = createScanDetector();
    expect(detector.read({ key: '@', time: 0 })).toEqual({ scan: null, swallow: false });
    expect(detector.read({ key: 'Enter', time: 400 })).toEqual({ scan: null, swallow: false }); // a person typed '@', then Enter
  });

  it('rides out a scanner pause longer than a barcode allows but within the licence allowance', () => {
    const detector = createScanDetector();
    const keys = wedgeKeys(LICENCE);
    readKeys(detector, keys.slice(0, 40), 6, 0);
    const resumed = readKeys(detector, keys.slice(40), 6, 40 * 6 + 60); // a 66 ms pause mid-scan
    expect(resumed.every((outcome) => outcome.scan === null && outcome.swallow)).toBe(true);
    expect(detector.flush(5000)).toEqual({ kind: 'id', text: licenceText, typed: '@' });
  });

  it('a reset drops a licence scan in progress', () => {
    const detector = createScanDetector();
    readKeys(detector, wedgeKeys(LICENCE).slice(0, 20), 6);
    detector.reset();
    expect(detector.flush(10_000)).toBeNull();
  });
});
