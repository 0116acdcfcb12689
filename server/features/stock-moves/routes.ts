import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import {
  AdjustmentReasonsAnswer, CcrsManifestAnswer, CcrsManifestPreviewInput, CcrsManifestReceiptInput, IncomingTransfersAnswer, InventoryCountAnswer, InventoryCountCreate, InventoryCountPost, ManualReceiptInput, PackageReconciliationAnswer, InventoryAdjustmentAnswer, InventoryAdjustmentCreate, InventoryAdjustmentsAnswer, ReceiptAnswer, ReceiptInput,
} from '../../../shared/api/stock-moves.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import { presentInventoryItem } from '../inventory/present.ts';
import { findInventoryItems } from '../inventory/repository.ts';
import type { PageLimits } from '../state-reporting/metrc-pages.ts';
import { metrcAccessOf } from '../state-reporting/metrc-access.ts';
import { listIncomingTransfers, receiveTransfer } from './receiving.ts';
import { postCount, presentCount, recordCount } from './counts.ts';
import { reconcilePackages } from './package-reconciliation.ts';
import { receiveManifest } from './manual-receiving.ts';
import { readCcrsManifest, receiveCcrsManifest } from './ccrs-manifest-receiving.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { ApiError, invalidField } from '../../http/errors.ts';
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

  const accessOf = metrcAccessOf(db, config);
  const limits: PageLimits = { maxPages: config.metrcMaxPages, budgetMs: config.metrcCallBudgetMs };
  const metrcFor = async (companyId: string) => {
    const access = await accessOf(companyId);
    if ('problem' in access) throw invalidField('system', access.problem);
    return access;
  };
  /** Metrc could not be read: 502 in the Store API's words (Metrc's answer is never echoed). */
  const unreadable = (error: unknown) => (error instanceof ApiError ? error : new ApiError(502, { error: error instanceof Error ? error.message : 'Metrc could not be read' }));

  app.get('/incoming_transfers', {
    schema: {
      tags, summary: "Extension: the licence's incoming transfers in Metrc and where each package stands (manager only)",
      description: 'Read from Metrc (GET /transfers/v2/incoming, /transfers/v2/{id}/deliveries, /transfers/v2/deliveries/{id}/packages). ' +
        'Metrc documents no call that accepts a transfer: a package waits_in_metrc until the licensee accepts it in Metrc, ' +
        'then it is ready (Metrc lists it among the active packages, with the quantity shown), then received or rejected here.',
      response: { 200: IncomingTransfersAnswer, 403: ErrorBody, 422: ValidationErrorBody, 502: ErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const access = await metrcFor(request.session.companyId);
    try {
      return { incoming_transfers: await listIncomingTransfers(db, request.session.companyId, access, limits) };
    } catch (error) {
      throw unreadable(error);
    }
  });

  app.post('/incoming_transfers/:id/receive', {
    schema: {
      tags, summary: 'Extension: receive (or reject) the packages of an incoming transfer (manager only)',
      description: 'Each accepted package becomes an inventory item with the quantity Metrc holds for it, at place_id (default: ' +
        'the first For Sale place), of product_id, at unit_cost (cents); a package not yet accepted in Metrc is 422. One ' +
        'transaction with its push notifications and audit entries. A package received before is answered, not received again.',
      params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      body: ReceiptInput,
      response: { 200: ReceiptAnswer, 403: ErrorBody, 422: ValidationErrorBody, 502: ErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const access = await metrcFor(companyId);
    let receipts;
    try {
      receipts = await receiveTransfer(db, request.session, access, limits, request.params.id, request.body.receipt);
    } catch (error) {
      throw unreadable(error);
    }
    const items = await findInventoryItems(db, companyId, receipts.flatMap((r) => (r.inventory_item_id === null ? [] : [r.inventory_item_id])));
    return {
      inventory_items: [...items.values()].map((record) => presentInventoryItem(2, record)),
      receipt: {
        transfer_id: request.params.id,
        packages: receipts.map((r) => ({
          label: r.package_label ?? '', accepted: r.accepted === 1, inventory_item_id: r.inventory_item_id, rejection_reason: r.rejection_reason,
          quantity: quantityObject(r.quantity_milli, Number(r.unit)), received_at: r.received_at,
        })),
      },
    };
  });

  app.post('/inventory_counts', {
    schema: {
      tags, summary: 'Extension: record a count sheet of one place (manager only)',
      description: "Each line's expected quantity (the store's at the place when the count is recorded) and variance (counted − expected) " +
        'are answered here, for the manager; the register\'s count screen is blind and shows them only after posting. Idempotent on id.',
      body: InventoryCountCreate,
      response: { 200: InventoryCountAnswer, 201: InventoryCountAnswer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { id, created } = await recordCount(db, request.session, request.body.inventory_count);
    return reply.status(created ? 201 : 200).send({ inventory_count: await presentCount(db, request.session.companyId, id) });
  });

  app.get('/inventory_counts/:id', {
    schema: { tags, summary: 'Extension: one count sheet with its variances (manager only)', params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      response: { 200: InventoryCountAnswer, 403: ErrorBody, 404: ErrorBody } },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    return { inventory_count: await presentCount(db, request.session.companyId, request.params.id) };
  });

  app.post('/inventory_counts/:id/post', {
    schema: {
      tags, summary: "Extension: post a count: each variance becomes an adjustment with the state's reason (manager only)",
      description: 'One adjustment per line that differs, at the count\'s place, kind count_correction; its id is the line\'s, so a count posted twice adjusts once.',
      params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      body: InventoryCountPost, ManualReceiptInput, PackageReconciliationAnswer,
      response: { 200: InventoryCountAnswer, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId } = request.session;
    const { reasons } = await reasonsFor(companyId);
    await postCount(db, request.session, request.params.id, request.body.reason.trim(), (request.body.note ?? '').trim(), reasons);
    return { inventory_count: await presentCount(db, companyId, request.params.id) };
  });

  app.get('/state_reporting/package_reconciliation', {
    schema: {
      tags, summary: "Extension: each package's quantity here and at Metrc, with what is owed to Metrc and not yet there (manager only)",
      description: "Metrc's quantity (GET /packages/v2/active) plus pending (sales, returns, voids and adjustments waiting or needing attention, " +
        'signed as they will move it) should equal ours; each difference is one finding with one action. Quantities in thousandths of the package unit.',
      response: { 200: PackageReconciliationAnswer, 403: ErrorBody, 422: ValidationErrorBody, 502: ErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const access = await metrcFor(request.session.companyId);
    try {
      return await reconcilePackages(db, request.session.companyId, access, limits);
    } catch (error) {
      throw unreadable(error);
    }
  });

  /** The answer of a receipt from a manifest (typed in or uploaded): the items it made, and each line as received. */
  const manifestReceiptAnswer = async (companyId: string, transferId: string, receipts: Awaited<ReturnType<typeof receiveManifest>>['receipts']) => {
    const items = await findInventoryItems(db, companyId, receipts.flatMap((r) => (r.inventory_item_id === null ? [] : [r.inventory_item_id])));
    return {
      inventory_items: [...items.values()].map((record) => presentInventoryItem(2, record)),
      receipt: {
        transfer_id: transferId,
        packages: receipts.map((r) => ({
          label: r.external_identifier ?? r.package_label ?? '', accepted: r.accepted === 1, inventory_item_id: r.inventory_item_id, rejection_reason: r.rejection_reason,
          quantity: quantityObject(r.quantity_milli, Number(r.unit)), received_at: r.received_at,
        })),
      },
    };
  };

  app.post('/inventory_receipts', {
    schema: {
      tags, summary: "Extension: receive a supplier's manifest typed in, where the state has no API (Washington; manager only)",
      description: 'Each line becomes an inventory item (sku and lot number its external identifier) with its quantity at place_id (default: ' +
        'the first For Sale place), in one transaction with push notifications and audit entries; CCRS\'s InventoryTransfer file reports it. ' +
        'Idempotent on id: a manifest received before is answered (200), not received again.',
      body: ManualReceiptInput,
      response: { 200: ReceiptAnswer, 201: ReceiptAnswer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { receipts, created } = await receiveManifest(db, request.session, request.body.inventory_receipt);
    return reply.status(created ? 201 : 200).send(await manifestReceiptAnswer(request.session.companyId, request.body.inventory_receipt.id, receipts));
  });

  const manifestFile = 'the CCRS Manifest.CSV the sender filed (WSLCB, CCRS Transportation Manifest User Guide): its header block (label, value rows: ' +
    'SubmittedBy, SubmittedDate, NumberRecords, ExternalManifestIdentifier, HeaderOperation, TransportationType, OriginLicenseNumber, …, ' +
    'DestinationLicenseNumber, …), then the item columns InventoryExternalIdentifier, PlantExternalIdentifier, Quantity, UOM (Each or Gram), ' +
    'WeightPerUnit, ServingsPerUnit, ExternalIdentifier, LabTestExternalIdentifier, CreatedBy, CreatedDate, UpdatedBy, UpdatedDate, Operation ' +
    '(labels and columns matched without case or punctuation; a row with Operation Delete is not on the truck). 422 (manifest_csv) names every ' +
    'problem of the file by its line, a manifest with HeaderOperation Delete, one sent to another licence than the location\'s, or a location ' +
    'that does not report to CCRS.';

  app.post('/inventory_receipts/ccrs_manifest/preview', {
    schema: {
      tags, summary: "Extension: read a Washington manifest uploaded as the sender's CCRS Manifest.CSV, receiving nothing (manager only)",
      description: `Reads ${manifestFile} Answers the manifest and its lines; a line whose identifier is already an item's SKU here says which item ` +
        '(received before: receiving it again is refused). Changes nothing.',
      body: CcrsManifestPreviewInput,
      response: { 200: CcrsManifestAnswer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    return { manifest: await readCcrsManifest(db, request.session.companyId, request.body.manifest_csv) };
  });

  app.post('/inventory_receipts/ccrs_manifest', {
    schema: {
      tags, summary: "Extension: receive every item of a Washington manifest uploaded as the sender's CCRS Manifest.CSV, or none (manager only)",
      description: `Reads ${manifestFile} Each manifest item must be named once in lines (by its InventoryExternalIdentifier) with the product ` +
        "it goes into (sold by the unit for Each, by the gram for Gram), its unit cost in cents and its place (default: the first For Sale place). " +
        'Received as POST /inventory_receipts receives a manifest typed in: the manifest number is ExternalManifestIdentifier, the shipper ' +
        "OriginLicenseNumber, each item's SKU its InventoryExternalIdentifier (CCRS's FromInventoryExternalIdentifier in the InventoryTransfer " +
        'file); one transaction, all or nothing (422 names each problem, lines[i].field). Idempotent on id: received before, answered (200).',
      body: CcrsManifestReceiptInput,
      response: { 200: ReceiptAnswer, 201: ReceiptAnswer, 403: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { receipts, created } = await receiveCcrsManifest(db, request.session, request.body.inventory_receipt);
    return reply.status(created ? 201 : 200).send(await manifestReceiptAnswer(request.session.companyId, request.body.inventory_receipt.id, receipts));
  });
};
