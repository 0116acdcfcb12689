import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrinterSettings } from '../../shared/printer.ts';
import { layoutReceipt, type ReceiptDocument } from './receipt-document.ts';

/**
 * ESC/POS bytes from a receipt document, by @point-of-sale/receipt-printer-encoder: it picks the
 * code page for each character (an em dash prints as one), encodes CODE128, the drawer pulse and the
 * cut, and needs no printer to do it. The lines themselves are laid out by `layoutReceipt`, so the
 * paper and the on-screen preview agree character for character.
 */
type DrawerSettings = Pick<PrinterSettings, 'drawerPin' | 'drawerOnMs' | 'drawerOffMs'>;

const encoderFor = (columns: number) => new ReceiptPrinterEncoder({
  language: 'esc-pos',
  columns,
  newline: '\n',
  // Epson's code page numbering, which the TM-T88/TM-m30 and the Star and clone printers in ESC/POS mode share.
  codepageMapping: 'epson',
  // A printed receipt gets a few lines of paper past the tear bar before the cut.
  feedBeforeCut: 4,
});

/** ESC p: pin 2 is connector 0, pin 5 is connector 1; the encoder takes the times in milliseconds. */
const pulse = (encoder: ReceiptPrinterEncoder, drawer: DrawerSettings) =>
  encoder.pulse(drawer.drawerPin === 2 ? 0 : 1, drawer.drawerOnMs, drawer.drawerOffMs);

export interface EncodeOptions {
  columns: PrinterSettings['columns'];
  /** Kick the drawer after the receipt (a cash sale or cash refund). */
  openDrawer?: DrawerSettings | null;
}

export function encodeReceipt(document: ReceiptDocument, { columns, openDrawer = null }: EncodeOptions): Uint8Array {
  const encoder = encoderFor(columns).initialize().codepage('auto');
  for (const line of layoutReceipt(document, columns)) {
    if (line.kind === 'barcode') {
      encoder.align('center').barcode(line.value, 'code128', { height: 60, text: 'below' }).align('left');
    } else {
      encoder.bold(line.bold).line(line.text).bold(false);
    }
  }
  // The drawer opens as the receipt is cut, not before the receipt has printed.
  if (openDrawer !== null) pulse(encoder, openDrawer);
  return encoder.cut('partial').encode();
}

/** The drawer alone ("No sale", a cash refund whose receipt is not printed). */
export function encodeDrawerKick(drawer: DrawerSettings): Uint8Array {
  return pulse(encoderFor(42).initialize(), drawer).encode();
}
