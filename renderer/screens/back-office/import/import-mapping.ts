import { guessColumns, IMPORT_FIELDS, type ImportColumns, type ImportKind, type ImportPreviewRow, type ImportProblem } from '../../../../shared/api/imports.ts';

/**
 * The mapping a file starts with: the remembered one, for each field whose column the file has
 * (another POS's next export usually has the same headers), and a guess from the headers for the
 * fields it leaves unmapped.
 */
export function startingColumns(kind: ImportKind, headers: readonly string[], remembered: ImportColumns): ImportColumns {
  const byHeader = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const guessed = guessColumns(kind, headers);
  const columns: ImportColumns = {};
  for (const { field } of IMPORT_FIELDS[kind]) {
    const saved = remembered[field];
    const found = saved === undefined ? undefined : byHeader.get(saved.trim().toLowerCase());
    const column = found ?? guessed[field];
    if (column !== undefined) columns[field] = column;
  }
  return columns;
}

/** The problems of the file or its mapping, not of a row (line 1 is the header). */
export const fileProblems = (problems: readonly ImportProblem[], rows: readonly ImportPreviewRow[]): ImportProblem[] => {
  const rowLines = new Set(rows.map((row) => row.line));
  return problems.filter((problem) => !rowLines.has(problem.line));
};

/** A problem in the store's words: "Line 3, Price: is not an amount such as $1,234.50". */
export const problemText = (problem: ImportProblem): string =>
  `Line ${problem.line}${problem.column === '' ? '' : `, ${problem.column}`}: ${problem.reason}`;

/** What the kind is, in words, for headings and messages. */
export const KIND_LABELS: Record<ImportKind, { title: string; records: string }> = {
  products: { title: 'Products with stock', records: 'products' },
  customers: { title: 'Customers', records: 'customers' },
  patients: { title: 'Patients', records: 'patients' },
};
