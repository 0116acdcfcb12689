import { describe, expect, it } from 'vitest';
import { CCRS_SALE_COLUMNS, ccrsDate, ccrsMoney, ccrsQuantity, ccrsSaleCsv, type CcrsSaleRow } from './ccrs-sale-file.ts';

const row = (overrides: Partial<CcrsSaleRow> = {}): CcrsSaleRow => ({
  ...(Object.fromEntries(CCRS_SALE_COLUMNS.map((c) => [c, ''])) as CcrsSaleRow), LicenseNumber: '412345', Operation: 'Insert', ...overrides,
});

describe('the CCRS Sale file as text', () => {
  it('three header rows padded to the 18 columns, the column header, then the rows; NumberRecords counts the rows; CRLF line ends', () => {
    const text = ccrsSaleCsv({ submittedBy: 'Dana Manager', submittedDate: '11/22/2026', rows: [row(), row({ Operation: 'Delete' })] });
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe('');
    expect(lines[0]).toBe(`SubmittedBy,Dana Manager${','.repeat(16)}`);
    expect(lines[1]).toBe(`SubmittedDate,11/22/2026${','.repeat(16)}`);
    expect(lines[2]).toBe(`NumberRecords,2${','.repeat(16)}`);
    expect(lines[3]).toBe(CCRS_SALE_COLUMNS.join(','));
    expect(lines[5]!.endsWith(',Delete')).toBe(true);
    expect(ccrsSaleCsv({ submittedBy: 'x', submittedDate: '11/22/2026', rows: [] }).split('\r\n')[2]).toBe(`NumberRecords,0${','.repeat(16)}`);
  });

  it('quotes a field holding a comma or a quote (RFC 4180), and only such fields', () => {
    const text = ccrsSaleCsv({ submittedBy: 'Smith, "Dana"', submittedDate: '11/22/2026', rows: [row({ CreatedBy: 'O, K' })] });
    expect(text.split('\r\n')[0]).toBe(`SubmittedBy,"Smith, ""Dana"""${','.repeat(16)}`);
    expect(text.split('\r\n')[4]).toContain(',"O, K",');
    expect(text.split('\r\n')[4]!.startsWith('412345,,')).toBe(true);
  });

  it('starts no cell the store influenced as a formula: a licence like -1-1, a name like =HYPERLINK(…), @, +, a tab', () => {
    const text = ccrsSaleCsv({ submittedBy: '@SUM(A1)', submittedDate: '11/22/2026', rows: [row({ LicenseNumber: '-1-1', CreatedBy: '=HYPERLINK("http://x")', UpdatedBy: '+1', InventoryExternalIdentifier: '\tx' })] });
    const lines = text.split('\r\n');
    expect(lines[0]!.startsWith("SubmittedBy,'@SUM(A1),")).toBe(true);
    expect(lines[4]!.startsWith("'-1-1,,'\tx,")).toBe(true);
    expect(lines[4]).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(lines[4]).toContain(",'+1,");
  });

  it('dates MM/DD/YYYY, dollars with two decimals and never negative, quantities without trailing zeros', () => {
    expect(ccrsDate('2026-11-21T10:30:00')).toBe('11/21/2026');
    expect(ccrsMoney(1234)).toBe('12.34');
    expect(ccrsMoney(5)).toBe('0.05');
    expect(ccrsMoney(-3)).toBe('0.00');
    expect(ccrsQuantity(3500)).toBe('3.5');
    expect(ccrsQuantity(1000)).toBe('1');
  });
});
