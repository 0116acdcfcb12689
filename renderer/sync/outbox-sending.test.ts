import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../shared/bridge.ts';
import type { ClosedShift, OutboxRowOf } from '../db/schema.ts';
import { auditAnchorOf } from '../data/audit-anchors.ts';
import { freshDatabase } from '../data/catalog.test-support.ts';
import { rowFor, rowTables } from '../data/outbox-kinds.ts';
import { outboxSending } from './outbox-sending.ts';

const head = (seq: number) => ({ seq, hash: String(seq % 10).repeat(64) });

describe('what an answer to an outbox row does', () => {
  it('a shift\'s close keeps the head of the audit chain the Store API answers, in the acknowledgement\'s transaction', async () => {
    const db = freshDatabase();
    const shift: ClosedShift = {
      id: crypto.randomUUID(), deviceId: 'device-1', employeeId: 'emp-1', employeeName: 'Ann', openedAt: '2026-11-24T17:00:00Z',
      closedAt: '2026-11-25T05:00:00Z', openAmount: 100, closeDrawerAmount: 100, closeDropAmount: 0, closeNote: null,
    };
    const row: OutboxRowOf<'shift.close'> = {
      ...rowFor('shift.close', shift), kind: 'shift.close', state: 'sending', attempts: 0, notBefore: 0, leaseUntil: 0, problem: null,
      createdAt: shift.openedAt, updatedAt: shift.openedAt,
    };
    const answered = {
      shift: {
        id: shift.id, device_name: 'Counter', opened_at: shift.openedAt, closed_at: shift.closedAt, locked: false, number_of_transactions: 0,
        employee_name: 'Ann', note: null, open_amount: 100, close_drop_amount: 0, close_drawer_amount: 100, close_note: null,
        receipt_id: 'ABC', device_id: 'device-1', employee_id: 'emp-1',
        summary: { gross_sales: 0, discounts: 0, net_sales: 0, taxes: [], refunds: 0, refunded_taxes: [], by_tender: [], transaction_count: 0, loyalty_points_earned: 0 },
        audit_chain_head: head(15),
      },
    };
    const requests: ApiRequest[] = [];
    const api = { api: async (request: ApiRequest) => { requests.push(request); return { kind: 'ok' as const, status: 200, body: answered }; } };
    const sent = await outboxSending['shift.close'].send(api, row, row.request!.body, 1000);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST /shifts/${shift.id}/close`]);
    if (sent.kind !== 'ok') throw new Error(`not acknowledged: ${sent.kind}`);
    await db.transaction('rw', rowTables(db), () => sent.acknowledged(db, row));
    expect(await auditAnchorOf(db, shift.id)).toMatchObject({ seq: 15, hash: head(15).hash });
  });
});
