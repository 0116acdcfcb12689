import { describe, expect, it } from 'vitest';
import type { OperationFailure } from '../../../../shared/api/operations.ts';
import { countLines, forLine, itemName, itemsAtPlace, lineRefused, packageStatusWords, signedQuantity, varianceWords, type PlacedItem } from './stock-words.ts';

const refused = (errors: Record<string, string[]>): OperationFailure => ({ kind: 'rejected', status: 422, body: { errors } });

describe('signedQuantity', () => {
  it('takes a signed decimal as the Store API wants it', () => {
    expect(signedQuantity('-1.5')).toBe('-1.5');
    expect(signedQuantity('+2')).toBe('2');
    expect(signedQuantity(' −0.25 ')).toBe('-0.25');
    expect(signedQuantity('007')).toBe('7');
    expect(signedQuantity('-0.125')).toBe('-0.125');
  });
  it('refuses what moves nothing or is no quantity', () => {
    for (const text of ['', '0', '-0.000', 'abc', '1.2345', '1,5', '--1', '1e3']) expect(signedQuantity(text), text).toBeNull();
  });
});

describe('countLines', () => {
  const items = [{ id: 'a', unit: 0 }, { id: 'b', unit: 5 }, { id: 'c', unit: 0 }];
  it('sends only the lines counted: a blank line is not a zero', () => {
    expect(countLines(items, { a: '3.5', b: '', c: '0' })).toEqual({
      lines: [{ inventory_item_id: 'a', counted: { value: '3.5', unit: 0 } }, { inventory_item_id: 'c', counted: { value: '0', unit: 0 } }], problems: {},
    });
  });
  it('refuses a line that is no quantity, at that line', () => {
    const { problems } = countLines(items, { a: '-1', b: 'two', c: '1.0001' });
    expect(Object.keys(problems).sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('the words of stock', () => {
  it('says where a package stands, Metrc acceptance first', () => {
    expect(packageStatusWords('waiting_in_metrc')).toBe('Waiting for acceptance in Metrc');
    expect(packageStatusWords('ready')).toBe('Accepted in Metrc: ready to receive');
  });
  it('shows a variance with its sign', () => {
    expect(varianceWords('-0.25', 0)).toBe('−0.25 g');
    expect(varianceWords('2', 5)).toBe('+2 units');
    expect(varianceWords('0', 0)).toBe('0 g');
  });
  it('names an item by product, SKU and package tag', () => {
    expect(itemName({ sku: '42', package_label: null, product: null })).toBe('No product · SKU 42');
    expect(itemName({ sku: '42', package_label: '1A40603000000000000000AB', product: { name: 'Gelato' } })).toBe('Gelato · SKU 42 · 1A40603000000000000000AB');
    expect(itemName({ sku: '1A40603000000000000000AB', package_label: '1A40603000000000000000AB', product: { name: 'Gelato' } })).toBe('Gelato · 1A40603000000000000000AB');
  });
});

describe('itemsAtPlace', () => {
  const at = (id: string, name: string | null, places: string[]): PlacedItem & { id: string } => ({
    id, sku: id, package_label: null, product: name === null ? null : { name },
    inventory_item_places: places.map((place) => ({ place_id: place })),
  });
  it('lists the items with a product kept at the place, by name', () => {
    const items = [at('1', 'Zkittlez', ['p']), at('2', 'Apple', ['p', 'q']), at('3', 'Elsewhere', ['q']), at('4', null, ['p'])];
    expect(itemsAtPlace(items, 'p').map((item) => item.id)).toEqual(['2', '1']);
  });
});

describe('a refusal of one line of a list', () => {
  it('is renamed to the field of that line, so it shows there', () => {
    const failure = forLine(refused({ 'packages[0].product_id': ['must be a product of this location'], id: ['x'] }), 'packages', 0);
    expect(failure).toEqual(refused({ product_id: ['must be a product of this location'], id: ['x'] }));
  });
  it('finds the line a 422 is about', () => {
    const failure = refused({ 'lines[2].counted.value': ['must be zero or more'] });
    expect([0, 1, 2].map((index) => lineRefused(failure, index))).toEqual([false, false, true]);
    expect(lineRefused({ kind: 'offline', message: 'connection refused' }, 0)).toBe(false);
  });
});
