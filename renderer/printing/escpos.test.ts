import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../test/printer/escpos-decoder.ts';
import { encodeDrawerKick, encodeReceipt } from './escpos.ts';
import { layoutReceipt } from './receipt-document.ts';
import { seattleStore, washingtonCashSale } from './receipt.test-support.ts';
import { saleReceipt } from './sale-receipt.ts';

const drawer = { drawerPin: 5, drawerOnMs: 120, drawerOffMs: 240 } as const;

describe('encodeReceipt', () => {
  it('prints exactly the laid-out lines (the preview’s), the receipt id as CODE128, then the cut', () => {
    const document = saleReceipt(washingtonCashSale({ rungOffline: true }), seattleStore);
    for (const columns of [42, 48] as const) {
      const job = decodeEscPos(encodeReceipt(document, { columns }));
      const laid = layoutReceipt(document, columns);
      const printed = job.events.filter((event) => event.kind === 'line' || event.kind === 'barcode');
      // The encoder ends the barcode with a line feed of its own: an empty line after it.
      const expected = laid.flatMap((line) => (line.kind === 'barcode'
        ? [{ kind: 'barcode', symbology: 'code128', value: line.value }, { kind: 'line', text: '', bold: false }]
        : [{ kind: 'line', text: line.text, bold: line.bold }]));
      expect(printed.slice(0, expected.length)).toEqual(expected);
      expect(job.barcodes).toEqual(['0A1B2C3D4E5F']);
      expect(job.lines.every((line) => line.length <= columns)).toBe(true);
      expect(job.events.at(-1)?.kind === 'cut' || job.events.at(-2)?.kind === 'cut').toBe(true);
      expect(job.pulses).toEqual([]);
    }
  });

  it('kicks the drawer on the configured pin with its times after the receipt, before the cut', () => {
    const job = decodeEscPos(encodeReceipt(saleReceipt(washingtonCashSale(), seattleStore), { columns: 42, openDrawer: drawer }));
    expect(job.pulses).toEqual([{ pin: 5, onMs: 120, offMs: 240 }]);
    const kinds = job.events.map((event) => event.kind);
    expect(kinds.indexOf('pulse')).toBeGreaterThan(kinds.lastIndexOf('barcode'));
    expect(kinds.indexOf('pulse')).toBeLessThan(kinds.indexOf('cut'));
  });
});

describe('encodeDrawerKick', () => {
  it('is the pulse alone: no paper, no cut', () => {
    const job = decodeEscPos(encodeDrawerKick({ drawerPin: 2, drawerOnMs: 100, drawerOffMs: 500 }));
    expect(job.pulses).toEqual([{ pin: 2, onMs: 100, offMs: 500 }]);
    expect(job.cuts).toBe(0);
    expect(job.lines.filter((line) => line !== '')).toEqual([]);
  });
});
