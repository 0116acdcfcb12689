/**
 * Barcode scanners in keyboard-wedge mode "type" a code: a burst of characters, far faster than a
 * person types, ending in Enter. This tells such a burst apart from typing by the gap between keys.
 * It is fed every keydown of the sale screen wherever focus is, so a scan works from any field.
 */

export interface ScanDetectorOptions {
  /** The longest gap between two keys of one scan, ms. People rarely type under ~50 ms a key. */
  maxGapMs?: number;
  /** The shortest code taken for a scan. */
  minLength?: number;
}

export interface KeyInput {
  key: string;
  /** The event's timestamp, ms. */
  time: number;
  ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean;
}

export interface ScanDetector {
  /** Feeds one keydown; returns the scanned code when this key (an Enter) ends a scan. */
  feed(input: KeyInput): string | null;
  reset(): void;
}

export function createScanDetector({ maxGapMs = 35, minLength = 4 }: ScanDetectorOptions = {}): ScanDetector {
  let buffer = '';
  let lastTime = Number.NEGATIVE_INFINITY;
  return {
    feed({ key, time, ctrlKey, altKey, metaKey }) {
      const gap = time - lastTime;
      lastTime = time;
      if (ctrlKey === true || altKey === true || metaKey === true) {
        buffer = '';
        return null;
      }
      if (key === 'Enter') {
        const code = buffer;
        buffer = '';
        return code.length >= minLength && gap <= maxGapMs ? code : null;
      }
      if (key.length !== 1) return null; // Shift and the like arrive inside scans of capitals
      buffer = gap <= maxGapMs ? buffer + key : key;
      return null;
    },
    reset() {
      buffer = '';
      lastTime = Number.NEGATIVE_INFINITY;
    },
  };
}
