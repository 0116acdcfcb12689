import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { BUYER_RULE, ROUNDING_RULE } from '../../../shared/pricing/index.ts';
import { ID_CHECK_RULE } from '../../../shared/api/register-settings.ts';
import { NO_NUL_PATTERN, Order, OrderType } from '../../../shared/api/sales.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { BooleanParam, parseBooleanParam } from '../../http/query.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { requirePermission, requireRefundPermission } from '../../auth/permissions.ts';
import { requireDevice } from '../devices/request-device.ts';
import { StateReportStatus } from '../../../shared/api/state-reporting.ts';
import { stateReportsOf } from '../state-reporting/order-report.ts';
import { presentOrder } from './store/present.ts';
import { orders } from './store/repository.ts';
import { metrcPatientLookup } from './rules/statewide-lookup.ts';

/** POST /orders (spec §4.7) and the extensions GET /orders, GET /orders/{id}. v2 only. */
export const orderRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, engine, config }) => {
  // A patient sale in a state keeping the limit statewide asks Metrc first (orders/rules/statewide-lookup.ts).
  const records = orders(db, engine, { patientStatus: metrcPatientLookup(db, config) });
  const tags = ['orders'];

  // Paths, body and answers as the register's client describes the calls (shared/api/operations.ts): one description, both sides.
  const { createOrder, flaggedOrders } = operations;
  app.post(createOrder.path, {
    schema: {
      tags, summary: 'Ring an order (sale, refund, return or void) on the register named by X-CNPY-DeviceId',
      description: [
        'One transaction stores the order, its line items and payments, moves stock and appends push notifications.',
        'Rules: tendered_amount equals the sum of the payments; line items name inventory items of the location (sellable',
        'ones for a sale; a refund, return or void may put goods back on an item that is no longer sellable);',
        'payment methods are the location\'s; receipt_id is 12 uppercase hexadecimal characters, unique per location;',
        'the shift is open. A line\'s price is what was charged for its whole quantity. Stock may go negative.',
        'A sale takes its lines\' quantities off stock; a refund or return adds them back; a void names the sale in',
        'original_order_id, marks it voided and adds back exactly what that sale took.',
        'Idempotent: repeating a create (same client `id` or same receipt_id) returns the stored order with 200;',
        'the same key with a different body is 422.',
        'Extensions (money): each line\'s subtotal, discounts, tax_breakdowns, tax_exemptions and loyalty_points and the',
        'order\'s subtotal, discount_total, tax_total and total are computed with the tax rates in force at charged_on; the',
        'payments must equal total (422 on tendered_amount naming it) unless rung_offline is true: a sale the register',
        'completed offline is recorded as charged (its frozen tax_breakdowns, its payments) and every difference becomes',
        'a review flag (GET /orders?flagged=true). A discount above the location\'s threshold needs discount_approved_by',
        '(a manager). A refund or return naming original_order_id gives back each line\'s share of its price, discounts,',
        'taxes and points. Buyers:', BUYER_RULE, 'Rounding:', ROUNDING_RULE,
        'ID check: the location\'s register settings (GET /register_settings) say which rule is in force.', ID_CHECK_RULE,
      ].join(' '),
      body: createOrder.body,
      response: { 200: createOrder.answer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const device = await requireDevice(db, request);
    const order = request.body.order;
    requirePermission(request.session, 'ring-sale');
    // Money going back out of the drawer above the limit needs a manager (README "Security").
    if (order.order_type !== OrderType.sale) requireRefundPermission(request.session, order.tendered_amount, config.refundLimitCents);
    const { stored, stateReport } = await records.ring(request.session, device, request.body.order);
    // A new order's report is known from its plan (no read after the write); a repeat's is read.
    const report = stateReport ?? (await stateReportsOf(db, request.session.companyId, [stored.order.id]))(stored.order.id);
    return { order: presentOrder(stored, report) };
  });

  // The register reads this list three ways (buyerOrders, flaggedOrders, ordersByStateReport), all with
  // this path and answer; each of its queries is the few filters it sends, in its order, so the route
  // keeps its own query: every filter any client may send.
  app.get(flaggedOrders.path, {
    schema: {
      tags, summary: 'Extension: the orders of the location, newest sale first; filter by shift_id, receipt_id, flagged, customer_id, person_id, charged_after, state_report_status',
      description: 'customer_id keeps a customer\'s orders and person_id a patient\'s; charged_after (an ISO 8601 date-time) keeps orders charged at or after it: a buyer\'s purchases in a limit\'s window. flagged=true keeps the orders with review flags. ' +
        'state_report_status keeps the orders whose state_report has that status (needs_attention: the sales the state refused).',
      querystring: Type.Object({
        flagged: Type.Optional(BooleanParam),
        ...pagingFields,
        shift_id: Type.Optional(Type.String({ pattern: NO_NUL_PATTERN })),
        receipt_id: Type.Optional(Type.String({ pattern: NO_NUL_PATTERN })),
        customer_id: Type.Optional(Type.String({ pattern: NO_NUL_PATTERN })),
        person_id: Type.Optional(Type.String({ pattern: NO_NUL_PATTERN })),
        charged_after: Type.Optional(Type.String({ format: 'date-time' })),
        state_report_status: Type.Optional(StateReportStatus),
      }),
      response: { 200: flaggedOrders.answer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const q = request.query;
    const { orders: rows, total } = await records.list(request.session.companyId, {
      ...paging(q), shiftId: q.shift_id, receiptId: q.receipt_id, flagged: parseBooleanParam(q.flagged), customerId: q.customer_id,
      personId: q.person_id, stateReportStatus: q.state_report_status,
      chargedAfter: q.charged_after === undefined ? undefined : new Date(q.charged_after).toISOString(),
    });
    const reports = await stateReportsOf(db, request.session.companyId, rows.map((r) => r.order.id));
    return { orders: rows.map((r) => presentOrder(r, reports(r.order.id))), meta: { total } };
  });

  app.get('/orders/:id', {
    schema: {
      tags, summary: 'Extension: one order', params: Type.Object({ id: Type.String() }),
      response: { 200: Type.Object({ order: Order }), 404: ErrorBody },
    },
  }, async (request) => {
    const order = await records.find(request.session.companyId, request.params.id);
    if (order === undefined) throw notFound('Order');
    const reports = await stateReportsOf(db, request.session.companyId, [order.order.id]);
    return { order: presentOrder(order, reports(order.order.id)) };
  });
};
