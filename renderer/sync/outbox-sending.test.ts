import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../shared/bridge.ts';
import type { ClosedShift, OutboxRowOf } from '../db/schema.ts';
import { auditAnchorOf } from '../data/audit-anchors.ts';
import { freshDatabase } from '../data/catalog.test-support.ts';
import { withRequest } from '../data/orders.test-support.ts';
import { enqueue } from '../data/outbox.ts';
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

  it('a customer the Store API stored under another id renames the queued orders that name it: their fields, their kept request and their rows', async () => {
    const db = freshDatabase();
    const localId = crypto.randomUUID();
    const storedId = crypto.randomUUID();
    const customer = {
      id: localId, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: null, birthDate: null, kind: 'customer' as const,
      carryLimit: null, expirationDate: null, loyaltyPoints: null, searchText: 'ann lee', pending: true,
    };
    const order = withRequest({
      id: crypto.randomUUID(), receiptId: '0A1B2C3D4E5F', shiftId: crypto.randomUUID(), customerId: localId, personId: null, orderType: 0,
      originalOrderId: null, chargedOn: '2026-11-24T17:00:00.000Z', lines: [], payments: [], tenderedAmount: 0, changeDue: 0, subtotal: 0,
      discountTotal: 0, taxTotal: 0, taxes: [], total: 0, orderDiscount: null, discountApprovedBy: null, loyaltyPointsEarned: 0,
      loyaltyPointsRedeemed: 0, rungOffline: false, syncState: 'pending',
    });
    const customerRow = await db.transaction('rw', rowTables(db), async () => {
      await db.customers.add(customer);
      await db.orders.add(order);
      await enqueue(db, 'order.create', order);
      return enqueue(db, 'customer.create', { customer, locationId: 'location-1' });
    });
    const stored = {
      id: storedId, company_id: 'location-1', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: null, birth_date: null,
      id_number: null, expiration_date: null, loyalty_points: 0, driver_license_number: null, driver_license_state: null,
      driver_license_zip_code: null, driver_license_expiration_date: null, location_id: 'location-1', account_id: 'account-1',
      file_attachments: [], person_group_id: null,
    };
    // The Store API's answer is played here: the test is about what the register does with it.
    const api = { api: async () => ({ kind: 'ok' as const, status: 200, body: { customer: stored } }) };
    const sent = await outboxSending['customer.create'].send(api, customerRow, customerRow.request!.body, 1000);
    if (sent.kind !== 'ok') throw new Error(`not acknowledged: ${sent.kind}`);
    await db.transaction('rw', rowTables(db), () => sent.acknowledged(db, customerRow));
    const renamed = await db.orders.get(order.id);
    expect(renamed).toMatchObject({ customerId: storedId, request: { customer_id: storedId } });
    expect(renamed === undefined ? null : rowFor('order.create', renamed).request.body.order.customer_id).toBe(storedId);
    const orderRow = await db.outbox.where('clientId').equals(order.id).first();
    expect(orderRow?.kind === 'order.create' ? orderRow.request?.body.order.customer_id : null).toBe(storedId);
  });
});
