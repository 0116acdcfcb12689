import { layoutReceipt, type ReceiptColumns, type ReceiptDocument } from './receipt-document.ts';

/**
 * The receipt as the printer prints it: the same laid-out lines the ESC/POS encoder sends, at the
 * paper's columns, so a store without a printer (and the tests) see exactly what paper would show.
 * The barcode is drawn as a labelled band with its value: the printer draws the real CODE128.
 */
export function ReceiptPreview({ document, columns, label }: { document: ReceiptDocument; columns: ReceiptColumns; label: string }) {
  const lines = layoutReceipt(document, columns);
  return (
    <figure className="paper" aria-label={label} data-testid="receipt-preview" data-columns={columns} style={{ width: `calc(${columns}ch + 2rem)` }}>
      {lines.map((line, index) => (line.kind === 'barcode'
        ? <div key={index} className="paper__barcode" data-testid="receipt-preview-barcode" title={`CODE128 ${line.value}`}><span className="paper__bars" aria-hidden="true" />{line.value}</div>
        : <div key={index} className={line.bold ? 'paper__line paper__line--bold' : 'paper__line'}>{line.text === '' ? '\u00a0' : line.text}</div>))}
      <figcaption className="paper__caption">{label}</figcaption>
    </figure>
  );
}
