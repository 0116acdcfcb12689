import { describe, expect, it } from 'vitest';
import { csvText, neutralizedCell } from './csv.ts';

describe('CSV cells the store writes', () => {
  it('a cell starting like a formula gets a leading apostrophe; others are left as they are', () => {
    for (const formula of ['=1+1', '+1', '-1-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralizedCell(formula), formula).toBe(`'${formula}`);
    for (const plain of ['412345', 'Dana Manager', '12.34', '', "'quoted", 'a=b']) expect(neutralizedCell(plain), plain).toBe(plain);
  });
  it('every cell of every record, quoted per RFC 4180 where needed, CRLF line ends', () => {
    expect(csvText([['-1-1', 'a,b'], ['=x', 'ok']])).toBe(`'-1-1,"a,b"\r\n'=x,ok\r\n`);
  });
});
