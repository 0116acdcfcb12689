/**
 * A receipt as the printer and the screen both show it, independent of any printer language.
 * `layoutReceipt` lays it out to the paper's columns once; the ESC/POS encoder prints those lines
 * and the preview draws the same lines, so what the screen shows is what was printed.
 */
export type ReceiptBlock =
  /** Bold and centred (the store's name, the kind of receipt). */
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; align?: 'left' | 'center'; bold?: boolean; indent?: number }
  /** A label on the left and an amount flush right; a long label wraps above its amount. */
  | { kind: 'row'; label: string; amount: string; bold?: boolean; indent?: number }
  | { kind: 'rule' }
  /** A CODE128 barcode with its value printed under it. */
  | { kind: 'barcode'; value: string }
  | { kind: 'blank' };

export interface ReceiptDocument {
  blocks: ReceiptBlock[];
}

export type LaidLine =
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'barcode'; value: string };

export const RECEIPT_COLUMNS = [42, 48] as const;
export type ReceiptColumns = (typeof RECEIPT_COLUMNS)[number];

/** Splits text into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    let rest = word;
    while (rest.length > width) {
      if (current !== '') { lines.push(current); current = ''; }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (current === '') current = rest;
    else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
    else { lines.push(current); current = rest; }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

const center = (text: string, width: number): string => `${' '.repeat(Math.floor((width - text.length) / 2))}${text}`;

function row(label: string, amount: string, width: number, indent: number): string[] {
  const pad = ' '.repeat(indent);
  // The amount keeps its whole width; the label gets what is left, less one space between them.
  const labelWidth = Math.max(1, width - indent - amount.length - 1);
  const labels = wrap(label, labelWidth).map((part) => `${pad}${part}`);
  const last = labels.pop() ?? pad;
  return [...labels, `${last}${' '.repeat(Math.max(1, width - last.length - amount.length))}${amount}`];
}

/** The receipt's lines at `columns` characters: no line is longer, and trailing spaces are dropped. */
export function layoutReceipt(document: ReceiptDocument, columns: ReceiptColumns): LaidLine[] {
  const lines: LaidLine[] = [];
  const text = (value: string, bold = false) => lines.push({ kind: 'text', text: value.trimEnd(), bold });
  for (const block of document.blocks) {
    switch (block.kind) {
      case 'heading':
        for (const part of wrap(block.text, columns)) text(center(part, columns), true);
        break;
      case 'text':
        for (const part of wrap(block.text, columns - (block.indent ?? 0))) {
          text(block.align === 'center' ? center(part, columns) : `${' '.repeat(block.indent ?? 0)}${part}`, block.bold ?? false);
        }
        break;
      case 'row':
        for (const part of row(block.label, block.amount, columns, block.indent ?? 0)) text(part, block.bold ?? false);
        break;
      case 'rule':
        text('-'.repeat(columns));
        break;
      case 'barcode':
        lines.push({ kind: 'barcode', value: block.value });
        break;
      case 'blank':
        text('');
        break;
    }
  }
  return lines;
}

/** The laid-out receipt as plain text (fixtures, and a printer-less store's record); a barcode shows as its value in brackets. */
export function receiptText(document: ReceiptDocument, columns: ReceiptColumns): string {
  return layoutReceipt(document, columns)
    .map((line) => (line.kind === 'barcode' ? center(`[CODE128 ${line.value}]`, columns) : line.text))
    .join('\n');
}
