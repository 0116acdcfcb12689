/**
 * Barcode scanners in keyboard-wedge mode "type" a code: a burst of characters, far faster than a
 * person types, ending in Enter. This tells such a burst apart from typing by the gap between keys.
 * It is fed every keydown of the sale screen wherever focus is, so a scan works from any field.
 *
 * A driver's licence scan (the AAMVA text of its PDF417 barcode) is one burst that starts with '@'
 * and holds many Enters, since the scanner types each separator in it as Enter. Its end cannot be
 * told from the keys themselves — any Enter may be followed by more — so it ends when the keys stop:
 * at the next key after a pause, or when the caller's timer calls `flush` after the last key.
 */
import { looksLikeAamvaScan } from '../../../shared/compliance/id-scan.ts';

export interface ScanDetectorOptions {
  /** The longest gap between two keys of one scan, ms. People rarely type under ~50 ms a key. */
  maxGapMs?: number;
  /**
   * The longest gap inside a licence scan once it is recognised, ms: a scan of several hundred
   * characters may pause briefly while the scanner refills its buffer.
   */
  idMaxGapMs?: number;
  /** The shortest code taken for a scan. */
  minLength?: number;
}

export interface KeyInput {
  key: string;
  /** The event's timestamp, ms. */
  time: number;
  ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean;
}

export type Scan =
  | { kind: 'barcode'; code: string }
  /**
   * `text` is the AAMVA text with each Enter as '\n'. `typed` is what reached the focused field
   * before the burst was recognised as a licence (usually '@'), for the caller to take back out.
   */
  | { kind: 'id'; text: string; typed: string };

export interface KeyOutcome {
  /** The scan this key ended, if any. */
  scan: Scan | null;
  /** The key belongs to a licence scan: the caller should cancel it, so it neither types nor submits a form. */
  swallow: boolean;
}

export interface ScanDetector {
  /** Feeds one keydown: what it ended, and whether to swallow it. */
  read(input: KeyInput): KeyOutcome;
  /** Ends a licence scan whose last key is more than the gap before `time`; call from a timer. */
  flush(time: number): Scan | null;
  /**
   * Feeds one keydown; returns the barcode this key (an Enter) ends. Licence scans are kept out of
   * it, so they never come out as several barcodes; they come from `read` and `flush`.
   */
  feed(input: KeyInput): string | null;
  reset(): void;
}

/** Scanners that type control characters as Ctrl+letter send LF as Ctrl+J and CR as Ctrl+M. */
const CONTROL_LINE_BREAKS = new Set(['j', 'J', 'm', 'M']);

/** At an Enter: a licence scan begins '@' then a line break, or '@ANSI …' where the scanner dropped it. */
const startsLicenceScan = (code: string): boolean => code === '@' || looksLikeAamvaScan(code);

export function createScanDetector({ maxGapMs = 35, idMaxGapMs = 100, minLength = 4 }: ScanDetectorOptions = {}): ScanDetector {
  let buffer = '';
  let lastTime = Number.NEGATIVE_INFINITY;
  /** Set while a licence scan is being read: what reached the field before it was recognised. */
  let licenceTyped: string | null = null;

  const endLicence = (): Scan | null => {
    if (licenceTyped === null) return null;
    const scan: Scan = { kind: 'id', text: buffer, typed: licenceTyped };
    buffer = '';
    licenceTyped = null;
    return scan;
  };

  const read = ({ key, time, ctrlKey, altKey, metaKey }: KeyInput): KeyOutcome => {
    const gap = time - lastTime;
    lastTime = time;
    const ended = licenceTyped !== null && gap > idMaxGapMs ? endLicence() : null;
    const modified = ctrlKey === true || altKey === true || metaKey === true;

    if (licenceTyped !== null) {
      if (key === 'Enter' || (ctrlKey === true && CONTROL_LINE_BREAKS.has(key))) buffer += '\n';
      else if (key.length === 1 && !modified) buffer += key;
      // Other keys inside a licence scan (Shift, Ctrl+^ for RS) carry nothing the parser needs.
      return { scan: null, swallow: true };
    }
    if (modified) {
      buffer = '';
      return { scan: ended, swallow: false };
    }
    if (key === 'Enter') {
      const code = buffer;
      buffer = '';
      if (gap > maxGapMs) return { scan: ended, swallow: false };
      if (startsLicenceScan(code)) {
        licenceTyped = code;
        buffer = `${code}\n`;
        return { scan: ended, swallow: true };
      }
      return { scan: code.length >= minLength ? { kind: 'barcode', code } : ended, swallow: false };
    }
    if (key.length !== 1) return { scan: ended, swallow: false }; // Shift and the like arrive inside scans of capitals
    buffer = gap <= maxGapMs ? buffer + key : key;
    return { scan: ended, swallow: false };
  };

  return {
    read,
    flush(time) {
      return licenceTyped !== null && time - lastTime > idMaxGapMs ? endLicence() : null;
    },
    feed(input) {
      const { scan } = read(input);
      return scan?.kind === 'barcode' ? scan.code : null;
    },
    reset() {
      buffer = '';
      lastTime = Number.NEGATIVE_INFINITY;
      licenceTyped = null;
    },
  };
}
