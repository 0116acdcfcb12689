import { describe, expect, it } from 'vitest';
import { createScanDetector, type ScanDetector } from './scan-detector.ts';

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
