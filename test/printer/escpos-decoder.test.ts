import { describe, expect, it } from 'vitest';
import { decodeEscPos, EscPosDecodeError } from './escpos-decoder.ts';

const bytes = (...parts: Array<number | string>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'number' ? [part] : [...Buffer.from(part, 'latin1')])));

describe('decodeEscPos', () => {
  it('reads text lines, bold, a code page switch, a CODE128 barcode, a drawer pulse and a cut in order', () => {
    const job = decodeEscPos(bytes(
      0x1b, 0x40, 0x1c, 0x2e, 0x1b, 0x4d, 0, 0x1b, 0x74, 0,
      0x1b, 0x45, 1, 'TOTAL  $84.00', 0x1b, 0x45, 0, 0x0a,
      'Rung offline ', 0x1b, 0x74, 16, 0x97, ' will be reported', 0x0a, 0x0d,
      0x1b, 0x61, 1, 0x1d, 0x68, 60, 0x1d, 0x77, 3, 0x1d, 0x48, 2, 0x1d, 0x6b, 73, 14, '{B0A1B2C3D4E5F', 0x0a,
      0x1b, 0x70, 1, 50, 250,
      0x1d, 0x56, 1,
    ));
    expect(job.events).toEqual([
      { kind: 'line', text: 'TOTAL  $84.00', bold: true },
      { kind: 'line', text: 'Rung offline — will be reported', bold: false },
      { kind: 'barcode', symbology: 'code128', value: '0A1B2C3D4E5F' },
      { kind: 'line', text: '', bold: false },
      { kind: 'pulse', pin: 5, onMs: 100, offMs: 500 },
      { kind: 'cut', partial: true },
    ]);
  });

  it('reads code set C digit pairs in a CODE128 barcode', () => {
    expect(decodeEscPos(bytes(0x1d, 0x6b, 73, 5, '{C', 12, 34, 5)).barcodes).toEqual(['123405']);
  });

  it('reads pin 2 from connector 0', () => {
    expect(decodeEscPos(bytes(0x1b, 0x70, 0, 25, 25)).pulses).toEqual([{ pin: 2, onMs: 50, offMs: 50 }]);
  });

  it('refuses a command it does not know, a barcode other than CODE128 and a command cut short', () => {
    expect(() => decodeEscPos(bytes(0x1b, 0x5a, 1))).toThrow(EscPosDecodeError);
    expect(() => decodeEscPos(bytes(0x1d, 0x6b, 67, 2, '12'))).toThrow(/not CODE128/);
    expect(() => decodeEscPos(bytes(0x1b, 0x70, 0))).toThrow(/cut short/);
  });

  it('refuses bytes above 0x7f in a code page it cannot read', () => {
    expect(() => decodeEscPos(bytes(0x1b, 0x74, 2, 0x97, 0x0a))).toThrow(/code page 2/);
  });
});
