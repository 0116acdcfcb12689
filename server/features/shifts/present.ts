import type { Shift, ShiftSummary, ShiftWithSummary } from '../../../shared/api/sales.ts';
import type { ShiftRow } from './repository.ts';

export function presentShift(row: ShiftRow): Shift {
  return {
    id: row.id, device_name: row.device_name, opened_at: row.opened_at, closed_at: row.closed_at, locked: row.locked === 1,
    number_of_transactions: Number(row.number_of_transactions), employee_name: row.employee_name, note: row.note,
    open_amount: row.open_amount, close_drop_amount: row.close_drop_amount, close_drawer_amount: row.close_drawer_amount,
    close_note: row.close_note, receipt_id: row.receipt_id, device_id: row.device_id, employee_id: row.employee_id,
  };
}

/** A shift with its Z report: the figures, and the audit chain's head recorded when it closed. */
export function presentShiftWithSummary(row: ShiftRow, summary: ShiftSummary): ShiftWithSummary {
  const head = row.audit_head_seq === null || row.audit_head_hash === null ? null : { seq: Number(row.audit_head_seq), hash: row.audit_head_hash };
  return { ...presentShift(row), summary, audit_chain_head: head };
}
