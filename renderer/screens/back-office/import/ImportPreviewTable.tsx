import { IMPORT_FIELDS, type ImportColumns, type ImportKind, type ImportPreviewAnswer } from '../../../../shared/api/imports.ts';
import { problemText } from './import-mapping.ts';
import { stockChangeText } from './import-stock.ts';

/** Rows shown at once: a preview of 10,000 rows shows its problems first, then as many rows as a manager reads. */
const SHOWN_ROWS = 200;

/**
 * Each row of the file as it would be imported: its line, new or update, the mapped values, for
 * products what it does to stock (opening stock, or the adjustment the state hears of), and its problems.
 */
export function ImportPreviewTable({ kind, preview, columns }: { kind: ImportKind; preview: ImportPreviewAnswer['preview']; columns: ImportColumns }) {
  const fields = IMPORT_FIELDS[kind].filter((field) => columns[field.field] !== undefined);
  const stock = kind === 'products';
  // Rows with problems first, so none is missed below the fold.
  const ordered = [...preview.rows.filter((row) => row.problems.length > 0), ...preview.rows.filter((row) => row.problems.length === 0)];
  const shown = ordered.slice(0, SHOWN_ROWS);
  return (
    <div className="back-office__list import__preview">
      <table className="record-list" aria-label="Import preview">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Does</th>
            {fields.map((field) => <th scope="col" key={field.field}>{field.label}</th>)}
            {stock && <th scope="col">Stock change</th>}
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} className={row.problems.length > 0 ? 'import__row--problem' : undefined}>
              <td>{row.line}</td>
              <td>{row.action === 'create' ? 'New' : 'Update'}</td>
              {fields.map((field) => <td key={field.field}>{row.values[field.field] ?? ''}</td>)}
              {stock && <td className="import__stock-change">{stockChangeText(row)}</td>}
              <td>{row.problems.length === 0 ? '—' : <ul className="import__problems">{row.problems.map((problem) => <li key={problemText(problem)}>{problem.column}: {problem.reason}</li>)}</ul>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ordered.length > shown.length && <p className="muted">And {ordered.length - shown.length} more rows without problems.</p>}
    </div>
  );
}
