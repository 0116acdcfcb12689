import { describe, expect, it } from 'vitest';
import { guessColumns } from '../../../shared/api/imports.ts';
import { mapRows } from './map.ts';
import { parseCsv } from '../../http/csv-read.ts';

const read = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.problem.reason);
  return parsed;
};

describe('reading a CSV export', () => {
  it('drops a byte-order mark (Excel\'s "CSV UTF-8") from the first header', () => {
    const parsed = read('\uFEFFSKU,Name\nA1,Blue Dream\n');
    expect(parsed.headers).toEqual(['SKU', 'Name']);
    expect(parsed.rows).toEqual([{ line: 2, cells: ['A1', 'Blue Dream'] }]);
  });

  it('takes CRLF line ends as LF ones, leaving no carriage return in a cell', () => {
    const parsed = read('SKU,Name\r\nA1,Blue Dream\r\nA2,Jack\r\n');
    expect(parsed.rows.map((row) => row.cells)).toEqual([['A1', 'Blue Dream'], ['A2', 'Jack']]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    const parsed = read('SKU,Name,Price\nA1,"Blue Dream, 3.5g","$1,234.50"\nA2,"The ""Jack""",1\n');
    expect(parsed.rows.map((row) => row.cells)).toEqual([['A1', 'Blue Dream, 3.5g', '$1,234.50'], ['A2', 'The "Jack"', '1']]);
  });

  it('numbers each row by the line it starts on, past blank lines and quoted line breaks, with a BOM and CRLF', () => {
    const parsed = read('\uFEFFSKU,Note\r\nA1,"two\r\nlines"\r\n\r\nA2,après\r\nA3,x\r\n');
    expect(parsed.rows.map((row) => [row.line, row.cells[0]])).toEqual([[2, 'A1'], [5, 'A2'], [6, 'A3']]);
  });

  it('names the line of a quote never closed, and an empty file', () => {
    const unclosed = parseCsv('SKU,Name\nA1,"Blue\n');
    expect(unclosed.ok).toBe(false);
    if (!unclosed.ok) expect(unclosed.problem).toMatchObject({ line: 2, column: '' });
    const empty = parseCsv('\uFEFF\r\n\r\n');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.problem.reason).toMatch(/empty/);
  });
});

describe('mapping the columns', () => {
  const parsed = read('Item SKU,Product Name,Retail Price,Qty,Type\nA1,Blue Dream,$12.00,4,Flower\n');

  it('fills each field from the header mapped to it, ignoring case and spaces', () => {
    const mapped = mapRows('products', parsed.headers, { sku: 'item sku', name: ' Product Name', sell_price: 'Retail Price', quantity: 'QTY', product_type: 'Type' }, parsed.rows);
    expect(mapped.problems).toEqual([]);
    expect(mapped.rows).toEqual([{ line: 2, values: { sku: 'A1', name: 'Blue Dream', sell_price: '$12.00', quantity: '4', product_type: 'Flower' } }]);
    expect(mapped.columnOf('sell_price')).toBe('Retail Price');
  });

  it('names on line 1 a header the file lacks, a field Canopy lacks and a required field left unmapped', () => {
    const mapped = mapRows('products', parsed.headers, { sku: 'Barcode', colour: 'Type', name: 'Product Name' }, parsed.rows);
    expect(mapped.problems.map((problem) => [problem.line, problem.column, problem.reason.slice(0, 24)])).toEqual([
      [1, 'Barcode', 'is not a column of the f'],
      [1, 'Type', 'is mapped to "colour", w'],
      [1, '', 'no column is mapped to P'],
      [1, '', 'no column is mapped to P'],
      [1, '', 'no column is mapped to Q'],
    ]);
  });

  it('guesses a first mapping from the headers other POSes use', () => {
    expect(guessColumns('products', parsed.headers)).toEqual({ sku: 'Item SKU', name: 'Product Name', product_type: 'Type', sell_price: 'Retail Price', quantity: 'Qty' });
  });
});
