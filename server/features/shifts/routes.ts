import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { Shift } from '../../../shared/api/sales.ts';
import { operations } from '../../../shared/api/operations.ts';
import { shiftSummary } from './summary.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { BooleanParam, parseBooleanParam } from '../../http/query.ts';
import { requireDevice } from '../devices/request-device.ts';
import { isShiftHolder } from './employees.ts';
import { presentShift, presentShiftWithSummary } from './present.ts';
import { shifts } from './repository.ts';

/** POST /shifts (spec §4.8) and the extensions: list, read and close. v2 only. */
export const shiftRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const records = shifts(db);
  const tags = ['shifts'];

  // Paths, parameters, bodies and answers as the register's client describes the calls (shared/api/operations.ts): one description, both sides.
  const { openShift, shift: oneShift, closeShift } = operations;
  app.post(openShift.path, {
    config: { auth: 'token-or-basic' },
    schema: {
      tags, summary: 'Open a shift on the register named by X-CNPY-DeviceId',
      description: 'One open shift per device. A client-made `id` makes the call idempotent: repeating it returns the stored ' +
        'shift with 200; the same id with a different body is 422.',
      security: [{ token: [] }, { basic: [] }],
      body: openShift.body,
      response: { 200: openShift.answer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const device = await requireDevice(db, request);
    return { shift: presentShift(await records.open(request.session, device, request.body.shift)) };
  });

  app.get('/shifts', {
    config: { auth: 'token-or-basic' },
    schema: {
      tags, summary: 'Extension: the shifts of the location, newest first; open=true for open ones only',
      querystring: Type.Object({ ...pagingFields, open: Type.Optional(BooleanParam) }),
      response: { 200: Type.Object({ shifts: Type.Array(Shift), meta: ListMeta }), 422: ValidationErrorBody },
    },
  }, async (request) => {
    const { shifts: rows, total } = await records.list(request.session.companyId, { ...paging(request.query), open: parseBooleanParam(request.query.open) });
    return { shifts: rows.map(presentShift), meta: { total } };
  });

  app.get(oneShift.path, {
    config: { auth: 'token-or-basic' },
    schema: {
      tags, summary: 'Extension: one shift, with its summary (Z report, an extension) computed from its stored orders',
      params: oneShift.params, response: { 200: oneShift.answer, 404: ErrorBody },
    },
  }, async (request) => {
    const shift = await records.find(request.session.companyId, request.params.id);
    if (shift === undefined) throw notFound('Shift');
    return { shift: presentShiftWithSummary(shift, await shiftSummary(db, request.session.companyId, shift.id)) };
  });

  app.post(closeShift.path, {
    config: { auth: 'token-or-basic' },
    schema: {
      tags, summary: 'Extension: close a shift with the counted drawer and the drop',
      description: 'Closing an already closed shift with the same amounts returns it (200); with different amounts is 422. '
        + 'The answer is the shift with its Z report: `summary`, and `audit_chain_head`, the location audit chain\'s head '
        + '(`seq` and hash of its newest entry) recorded at the close, the same on every later read.',
      params: closeShift.params, body: closeShift.body,
      response: { 200: closeShift.answer, 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const { session } = request;
    const shift = await records.find(session.companyId, request.params.id);
    if (shift === undefined) throw notFound('Shift');
    // A budtender closes their own shift; someone else's needs a manager (docs/security.md, "Who may do what").
    if (!(await isShiftHolder(db, shift, session.user.id))) requirePermission(session, 'close-others-shift');
    const closed = await records.close(session.companyId, request.params.id, request.body.shift);
    if (closed === undefined) throw notFound('Shift');
    return { shift: presentShiftWithSummary(closed, await shiftSummary(db, session.companyId, closed.id)) };
  });
};
