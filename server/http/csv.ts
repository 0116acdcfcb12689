import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would take for a formula (it starts with = + - @, a tab or a carriage
 * return: OWASP's "CSV Injection") begins with an apostrophe instead, so a name or a number the
 * store typed is shown as text and never run when the file is opened.
 */
export function neutralizedCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The CSV text of records, every cell neutralized (above): the one writer of the Store API's CSV
 * files. CRLF line ends; cells holding the delimiter, a quote or a line break are quoted (RFC 4180).
 */
export function csvText(records: ReadonlyArray<readonly string[]>): string {
  return stringify(records.map((record) => record.map(neutralizedCell)), { record_delimiter: '\r\n' });
}
