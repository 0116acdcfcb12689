import { describe, expect, it } from 'vitest';
import { layoutReceipt, wrap } from './receipt-document.ts';

describe('wrap', () => {
  it('breaks at spaces and cuts a word longer than the line', () => {
    expect(wrap('Blue Dream Flower Top Shelf', 12)).toEqual(['Blue Dream', 'Flower Top', 'Shelf']);
    expect(wrap('ABCDEFGHIJKLMN', 6)).toEqual(['ABCDEF', 'GHIJKL', 'MN']);
    expect(wrap('', 6)).toEqual(['']);
  });
});

describe('layoutReceipt', () => {
  it('puts the amount flush right and wraps a long label above it, never past the columns', () => {
    const lines = layoutReceipt({ blocks: [{ kind: 'row', label: 'A very long product name that will not fit on one line', amount: '$1,234.56' }] }, 42);
    const texts = lines.map((line) => (line.kind === 'text' ? line.text : ''));
    expect(texts.at(-1)).toMatch(/ \$1,234\.56$/);
    expect(texts.at(-1)).toHaveLength(42);
    expect(texts.every((text) => text.length <= 42)).toBe(true);
  });

  it('centres headings in bold and draws rules the paper’s width', () => {
    const lines = layoutReceipt({ blocks: [{ kind: 'heading', text: 'SALE' }, { kind: 'rule' }] }, 48);
    expect(lines).toEqual([{ kind: 'text', text: `${' '.repeat(22)}SALE`, bold: true }, { kind: 'text', text: '-'.repeat(48), bold: false }]);
  });
});
