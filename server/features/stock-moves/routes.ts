import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import {
  AdjustmentReasonsAnswer, InventoryAdjustmentAnswer, InventoryAdjustmentCreate, InventoryAdjustmentsAnswer,
} from '../../../shared/api/stock-moves.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { ApiError } from '../../http/errors.ts';
import { paging, pagingFields } from '../../http/paging.ts';
import { stateReasons } from './adjustment-reasons.ts';
import { listAdjustments, recordAdjustment } from './adjustments.ts';

const tags = ['stock moves'];

/** Extension (v2, managers only): adjustments of stock other than sales, and the state's names for their reasons. */
export const stockMoveRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, config }) => {
  const reasonsFor = stateReasons(db, config);

  app.get('/state_reporting/adjustment_reasons', {
    schema: {
      tags, summary: "Extension: the state's names for the reasons stock is adjusted (manager only)",
      description: "Metrc: the licence's list as Metrc answers GET /packages/v2/adjust/reasons (502 when Metrc cannot be read). " +
        "CCRS (Washington): the AdjustmentReason values of the CCRS Upload User Guide's InventoryAdjustment file. none: empty.",
      response: { 200: AdjustmentReasonsAnswer, 403: ErrorBody, 502: ErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const found = await reasonsFor(request.session.companyId);
    if (found.system === 'metrc' && found.reasons === null) throw new ApiError(502, { error: found.failure ?? 'Metrc could not be read' });
    return { system: found.system, adjustment_reasons: [...(found.reasons ?? [])], source: found.source };
  });

  app.get('/inventory_adjustments', {
    schema: {
      tags, summary: 'Extension: stock adjustments, newest first (manager only)',
      querystring: Type.Object({ ...pagingFields, by_inventory_item_id: Type.Optional(Type.String({ maxLength: 255 })) }),
      response: { 200: InventoryAdjustmentsAnswer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { records, total } = await listAdjustments(db, request.session.companyId, { ...paging(request.query), inventoryItemId: request.query.by_inventory_item_id });
    return { inventory_adjustments: records, meta: { total } };
  });

  app.post('/inventory_adjustments', {
    schema: {
      tags, summary: 'Extension: adjust an item\'s stock with the state\'s reason (manager only)',
      description: 'A signed quantity in the item\'s unit (negative takes stock away); reason is the state\'s name ' +
        '(GET /state_reporting/adjustment_reasons). Stock never goes below zero by an adjustment (422). The item, its product ' +
        'and one place change in one transaction with a push notification and an entry in the location\'s audit chain. ' +
        'Idempotent on id: sent again, it answers the adjustment recorded (201 the first time, 200 after); the same id with a ' +
        'different adjustment is 422. state_report says where its report to the state stands, as for orders.',
      body: InventoryAdjustmentCreate,
      response: { 200: InventoryAdjustmentAnswer, 201: InventoryAdjustmentAnswer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const input = request.body.inventory_adjustment;
    // Checked against the state's list where it can be read; otherwise the state's own answer to the report decides.
    const { reasons } = await reasonsFor(request.session.companyId);
    const { adjustment, created } = await recordAdjustment(db, input, { session: request.session, reasons });
    return reply.status(created ? 201 : 200).send({ inventory_adjustment: adjustment });
  });
};
