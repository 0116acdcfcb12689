import type { ReceiptDocument } from './receipt-document.ts';
import { storeTime } from './sale-receipt.ts';

/**
 * A page that shows the columns fit, the code page's characters, a barcode and the cut. Its time is
 * the store's (its time zone), as on everything the register prints: a manager compares it with
 * the clock on the wall.
 */
export function testPage(store: string, columns: number, now: string, timeZone: string): ReceiptDocument {
  return {
    blocks: [
      { kind: 'heading', text: store },
      { kind: 'heading', text: 'PRINTER TEST PAGE' },
      { kind: 'text', text: storeTime(now, timeZone) },
      { kind: 'rule' },
      { kind: 'text', text: '1234567890'.repeat(10).slice(0, columns) },
      { kind: 'row', label: `${columns} columns`, amount: '$0.00' },
      { kind: 'text', text: 'Accents: é ñ ü — “quotes”' },
      { kind: 'barcode', value: 'TEST00000000' },
    ],
  };
}
