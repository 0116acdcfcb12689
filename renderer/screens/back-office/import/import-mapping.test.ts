import { describe, expect, it } from 'vitest';
import { fileProblems, problemText, startingColumns } from './import-mapping.ts';

describe('the mapping a file starts with', () => {
  it('takes the remembered column where the file has it, ignoring case, and guesses the rest from the headers', () => {
    const headers = ['item sku', 'Product Name', 'Retail Price', 'Qty', 'Category', 'Notes'];
    const remembered = { sku: 'Item SKU', name: 'Description', sell_price: 'Retail Price' };
    expect(startingColumns('products', headers, remembered)).toEqual({
      sku: 'item sku', name: 'Product Name', product_type: 'Category', sell_price: 'Retail Price', quantity: 'Qty',
    });
  });

  it('leaves a field unmapped when neither the memory nor a guess finds its column', () => {
    expect(startingColumns('patients', ['Whatever'], {})).toEqual({});
  });
});

describe('the problems shown', () => {
  it('keeps the file\'s and the mapping\'s problems apart from the rows\'', () => {
    const problems = [{ line: 1, column: '', reason: 'no column is mapped to Price' }, { line: 3, column: 'Price', reason: 'is not an amount' }];
    expect(fileProblems(problems, [{ line: 3, action: 'create', values: {}, problems: [problems[1]!] }])).toEqual([problems[0]]);
    expect(problemText(problems[1]!)).toBe('Line 3, Price: is not an amount');
    expect(problemText(problems[0]!)).toBe('Line 1: no column is mapped to Price');
  });
});
