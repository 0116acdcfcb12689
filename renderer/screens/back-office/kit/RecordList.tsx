import type { ReactNode } from 'react';
import { Notice } from '../../../ui/Notice.tsx';

export interface Column<T> {
  label: string;
  cell(record: T): ReactNode;
}

interface RecordListProps<T> {
  label: string;
  records: readonly T[] | undefined;
  columns: ReadonlyArray<Column<T>>;
  keyOf(record: T): string;
  /** The record open in the form beside the list, or null. */
  openId: string | null;
  onOpen?: (record: T) => void;
  problem: string | null;
  empty: string;
}

/** A back-office list: one row per record; a row opens its record in the form beside it (Enter or a click). */
export function RecordList<T>({ label, records, columns, keyOf, openId, onOpen, problem, empty }: RecordListProps<T>) {
  if (problem !== null) return <Notice tone="problem">{problem}</Notice>;
  if (records === undefined) return <p className="muted">Reading from the Store API…</p>;
  if (records.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="back-office__list">
      <table className="record-list" aria-label={label}>
        <thead><tr>{columns.map((column) => <th key={column.label} scope="col">{column.label}</th>)}</tr></thead>
        <tbody>
          {records.map((record) => {
            const id = keyOf(record);
            const [first, ...rest] = columns;
            return (
              <tr key={id} className={id === openId ? 'record-list__open' : undefined}>
                <td>
                  {onOpen === undefined ? first?.cell(record) : (
                    <button type="button" className="link" aria-current={id === openId || undefined} onClick={() => onOpen(record)}>{first?.cell(record)}</button>
                  )}
                </td>
                {rest.map((column) => <td key={column.label}>{column.cell(record)}</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
