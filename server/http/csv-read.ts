import { CsvError, parse } from 'csv-parse/sync';
import type { ImportProblem } from '../../shared/api/imports.ts';

/** A data row of a CSV file: its cells and the line of the file it starts on (the header is line 1). */
export interface CsvRow { line: number; cells: string[] }

export type ParsedCsv =
  | { ok: true; headers: string[]; rows: CsvRow[] }
  | { ok: false; problem: ImportProblem };

const NEWLINE = 0x0a;

/**
 * Reads a store's CSV export as other POSes write them: a byte-order mark (Excel's "CSV UTF-8"),
 * CRLF or LF line ends, quoted cells with commas, quotes and line breaks inside, blank lines, rows
 * shorter or longer than the header. The first non-blank row is the header. Each row keeps the line
 * it starts on, counted in the file as a text editor shows it, so a problem names the line the
 * manager can find.
 */
export function parseCsv(text: string): ParsedCsv {
  let records: unknown[];
  try {
    // Blank lines are kept as one-cell records and dropped below: skipping them in the parser would
    // lose the byte offsets the line numbers are counted from.
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error['lines'] === 'number' ? error['lines'] : 1;
      return { ok: false, problem: { line, column: '', reason: `the file is not CSV that can be read: ${error.message.replace(/^[^:]*:\s*/, '')}` } };
    }
    throw error;
  }
  // The parser counts bytes of UTF-8; the line a record starts on is one more than the line breaks before its first byte.
  const bytes = Buffer.from(text, 'utf8');
  let counted = 0;
  let breaks = 0;
  let start = 0;
  let headers: string[] | null = null;
  const rows: CsvRow[] = [];
  for (const parsed of records) {
    if (!isRecordWithInfo(parsed)) throw new Error('csv-parse answered a record without its info');
    const { record, info } = parsed;
    for (; counted < start; counted += 1) if (bytes[counted] === NEWLINE) breaks += 1;
    const line = breaks + 1;
    start = info.bytes;
    if (record.every((cell) => cell.trim() === '')) continue;
    if (headers === null) headers = record.map((cell) => cell.trim());
    else rows.push({ line, cells: record });
  }
  if (headers === null) return { ok: false, problem: { line: 1, column: '', reason: 'the file is empty: it needs a header row, then one row per record' } };
  return { ok: true, headers, rows };
}

/** What csv-parse answers for each record with `info: true`: the cells and where the record ends. */
function isRecordWithInfo(value: unknown): value is { record: string[]; info: { bytes: number } } {
  if (typeof value !== 'object' || value === null || !('record' in value) || !('info' in value)) return false;
  const { record, info } = value;
  return Array.isArray(record) && record.every((cell) => typeof cell === 'string')
    && typeof info === 'object' && info !== null && 'bytes' in info && typeof info.bytes === 'number';
}
