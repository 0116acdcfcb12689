import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiTransport } from '../../../shared/api/operations.ts';
import type { StateReporting } from '../../../shared/api/state-reporting.ts';
import type { ApiOutcome, ApiRequest } from '../../../shared/bridge.ts';
import { openRegisterDatabase, type RegisterDatabase } from '../../data/index.ts';
import { readStateReporting } from './state-reporting-read.ts';

const reporting: StateReporting = {
  system: 'metrc', api_url: 'https://api-or.metrc.com', license_number: '050-1010496A3E6', user_api_key_set: true, waiting: 0,
  needs_attention: 250, oldest_waiting_charged_on: null, deadline: null, last_reported_at: null, credentials_rejected_at: null, deadline_rule: null,
};

/** A refused order as the list answers it: only what the panel reads matters here, the rest is a valid order. */
function refused(index: number) {
  return {
    id: `order-${index}`, charged_on: '2026-11-24T15:30:00.000Z', tendered_amount: 100, payment_type: 0, order_type: 0, refund_reason: null,
    receipt_id: `R${String(index).padStart(11, '0')}`, line_items: [], voided: false, discount_flat_amount: 0, discount_percent: '0',
    customer_id: null, original_order_id: null, person_id: null, device_id: 'dev', employee_id: 'emp', payments: [], shift_id: 'shift',
    subtotal: 100, discount_total: 0, tax_total: 0, total: 100, discount_reason: null, discount_approved_by: null, loyalty_points_earned: 0,
    loyalty_points_redeemed: 0, rung_offline: false, age_verification: null, review_flags: [],
    state_report: { system: 'metrc', status: 'needs_attention', external_id: null, reported_at: null, error: `Metrc: problem ${index}` },
  };
}

let db: RegisterDatabase;
beforeEach(() => { db = openRegisterDatabase(`loc-${crypto.randomUUID()}`); });
afterEach(() => { db.close(); });

function storeApi(answer: (request: ApiRequest) => ApiOutcome): ApiTransport & { paths: string[] } {
  const paths: string[] = [];
  return { paths, api: async (request) => { paths.push(request.path); return answer(request); } };
}

describe('reading how state reporting stands', () => {
  it('reads every refused sale page by page, with Metrc\'s message on each, and keeps the answer', async () => {
    const all = Array.from({ length: 250 }, (_, index) => refused(index));
    const api = storeApi((request) => {
      if (request.path === '/state_reporting') return { kind: 'ok', status: 200, body: { state_reporting: reporting } };
      const offset = Number(new URL(request.path, 'http://x').searchParams.get('offset'));
      return { kind: 'ok', status: 200, body: { orders: all.slice(offset, offset + 200), meta: { total: all.length } } };
    });
    const read = await readStateReporting(api, db);
    expect(api.paths).toEqual([
      '/state_reporting',
      '/orders?state_report_status=needs_attention&limit=200&offset=0',
      '/orders?state_report_status=needs_attention&limit=200&offset=200',
    ]);
    expect(read.kind).toBe('live');
    expect(read.refused).toHaveLength(250);
    expect(read.refused[249]).toEqual({ orderId: 'order-249', receiptId: 'R00000000249', chargedOn: '2026-11-24T15:30:00.000Z', total: 100, message: 'Metrc: problem 249' });

    // Later, signed out of the Store API: the kept answer, and what to do.
    const signedOut = await readStateReporting(storeApi(() => ({ kind: 'unauthorized', status: 401, body: { error: 'bad token' } })), db);
    expect(signedOut).toMatchObject({ kind: 'kept', readAt: read.readAt, problem: expect.stringMatching(/signed out of it\. Sign in again/) });
    expect(signedOut.refused).toHaveLength(250);
  });

  it('does not take an answer it cannot read for one: the kept answer stands', async () => {
    const malformed = await readStateReporting(storeApi(() => ({ kind: 'ok', status: 200, body: { state_reporting: { system: 'metrc' } } })), db);
    expect(malformed).toEqual({ kind: 'kept', readAt: null, reporting: null, refused: [], problem: expect.stringMatching(/form this register does not read/) });
  });

  it('reads an answer without deadline_rule (kept before the field, or from an older Store API), live and kept', async () => {
    const { deadline_rule: _rule, ...older } = { ...reporting, needs_attention: 0 };
    const live = await readStateReporting(storeApi(() => ({ kind: 'ok', status: 200, body: { state_reporting: older } })), db);
    expect(live).toMatchObject({ kind: 'live', reporting: older });
    const kept = await readStateReporting(storeApi(() => ({ kind: 'offline', message: 'connection refused' })), db);
    expect(kept).toMatchObject({ kind: 'kept', reporting: older });
  });
});
