import { IMPORT_FIELDS, type ImportColumns, type ImportKind, type ImportProblem } from '../../../shared/api/imports.ts';
import type { CsvRow } from '../../http/csv-read.ts';

/** A data row read through the mapping: its line, and each mapped field's cell text. */
export interface MappedRow { line: number; values: Record<string, string> }

export interface Mapped {
  rows: MappedRow[];
  /** The CSV column each mapped field comes from, for naming a problem's column. */
  columnOf: (field: string) => string;
  /** What is wrong with the mapping itself (reported on line 1, the header). */
  problems: ImportProblem[];
}

const header = (text: string) => text.trim().toLowerCase();

/**
 * Applies a mapping (field → CSV header) to the rows. A header is matched ignoring case and
 * surrounding spaces. A field Canopy does not have, a header the file does not have and a required
 * field left unmapped are the header's problems.
 */
export function mapRows(kind: ImportKind, headers: readonly string[], columns: ImportColumns, rows: readonly CsvRow[]): Mapped {
  const fields = IMPORT_FIELDS[kind];
  const problems: ImportProblem[] = [];
  const indexOf = new Map<string, number>();
  headers.forEach((name, index) => { if (!indexOf.has(header(name))) indexOf.set(header(name), index); });
  const mapped: Array<{ field: string; index: number; column: string }> = [];
  for (const [field, column] of Object.entries(columns)) {
    if (column.trim() === '') continue;
    if (!fields.some((known) => known.field === field)) {
      problems.push({ line: 1, column, reason: `is mapped to "${field}", which is not a field of ${kind} (${fields.map((known) => known.field).join(', ')})` });
      continue;
    }
    const index = indexOf.get(header(column));
    if (index === undefined) problems.push({ line: 1, column, reason: `is not a column of the file (its columns: ${headers.join(', ')})` });
    else mapped.push({ field, index, column: headers[index] ?? column });
  }
  for (const required of fields.filter((known) => known.required)) {
    if (!mapped.some((entry) => entry.field === required.field) && !problems.some((problem) => columns[required.field] === problem.column)) {
      problems.push({ line: 1, column: '', reason: `no column is mapped to ${required.label} (${required.field}), which every row needs` });
    }
  }
  const columnByField = new Map(mapped.map((entry) => [entry.field, entry.column]));
  return {
    problems,
    columnOf: (field) => columnByField.get(field) ?? field,
    rows: rows.map((row) => ({
      line: row.line,
      values: Object.fromEntries(mapped.map((entry) => [entry.field, row.cells[entry.index] ?? ''])),
    })),
  };
}
