import { Type } from 'typebox';
import { InventoryItemV2, ProductV2 } from '../../../../shared/api/catalog.ts';
import { ListMeta, pagingFields } from '../../../../shared/api/common.ts';
import { NoBody, None, callOperation, type ApiTransport, type Operation } from '../../../../shared/api/operations.ts';
import {
  AdjustmentReasonsAnswer, CcrsManifestAnswer, CcrsManifestPreviewInput, CcrsManifestReceiptInput, IncomingTransfersAnswer, InventoryAdjustmentAnswer, InventoryAdjustmentCreate, InventoryAdjustmentsAnswer,
  InventoryCountAnswer, InventoryCountCreate, InventoryCountPost, ManualReceiptInput, PackageReconciliationAnswer, ReceiptAnswer, ReceiptInput,
} from '../../../../shared/api/stock-moves.ts';

/**
 * The Store API's stock moves (extension, v2, managers only) as the back office calls them. The
 * bodies and answers are the Store API's own schemas (shared/api/stock-moves.ts), so a change there
 * shows here as a type error; every answer is checked against them before a screen reads it.
 */
const ById = Type.Object({ id: Type.String() });
const described = <O extends Omit<Operation, 'registerAnswer'>>(operation: O): O & { registerAnswer: O['answer'] } => ({ ...operation, registerAnswer: operation.answer });
const noInput = { params: {}, query: {}, body: undefined };

export const stockOperations = {
  adjustmentReasons: described({ method: 'GET', path: '/state_reporting/adjustment_reasons', params: None, query: None, body: NoBody, answer: AdjustmentReasonsAnswer }),
  adjustments: described({ method: 'GET', path: '/inventory_adjustments', params: None, query: Type.Object(pagingFields), body: NoBody, answer: InventoryAdjustmentsAnswer }),
  adjust: described({ method: 'POST', path: '/inventory_adjustments', params: None, query: None, body: InventoryAdjustmentCreate, answer: InventoryAdjustmentAnswer }),
  incomingTransfers: described({ method: 'GET', path: '/incoming_transfers', params: None, query: None, body: NoBody, answer: IncomingTransfersAnswer }),
  receive: described({ method: 'POST', path: '/incoming_transfers/:id/receive', params: ById, query: None, body: ReceiptInput, answer: ReceiptAnswer }),
  recordCount: described({ method: 'POST', path: '/inventory_counts', params: None, query: None, body: InventoryCountCreate, answer: InventoryCountAnswer }),
  postCount: described({ method: 'POST', path: '/inventory_counts/:id/post', params: ById, query: None, body: InventoryCountPost, answer: InventoryCountAnswer }),
  /** Per package: ours, Metrc's and what is owed to Metrc and not yet there, with one action per finding (reads Metrc, changes nothing). */
  packageReconciliation: described({ method: 'GET', path: '/state_reporting/package_reconciliation', params: None, query: None, body: NoBody, answer: PackageReconciliationAnswer }),
  /** Receiving a supplier's manifest typed in, where the state has no API (Washington). */
  receiveManifest: described({ method: 'POST', path: '/inventory_receipts', params: None, query: None, body: ManualReceiptInput, answer: ReceiptAnswer }),
  /** Washington: the sender's CCRS Manifest.CSV read (changes nothing), then every item of it received, or none. */
  previewCcrsManifest: described({ method: 'POST', path: '/inventory_receipts/ccrs_manifest/preview', params: None, query: None, body: CcrsManifestPreviewInput, answer: CcrsManifestAnswer }),
  receiveCcrsManifest: described({ method: 'POST', path: '/inventory_receipts/ccrs_manifest', params: None, query: None, body: CcrsManifestReceiptInput, answer: ReceiptAnswer }),
  /** The spec's product list: every product a package can be received into, with stock or not. */
  products: described({
    method: 'GET', path: '/products', params: None, query: Type.Object(pagingFields), body: NoBody,
    answer: Type.Object({ products: Type.Array(ProductV2), meta: ListMeta }),
  }),
  /** The spec's item list, whole items: their product, package tag and places (a count sheet is per place). */
  inventoryItems: described({
    method: 'GET', path: '/inventory_items', params: None, query: Type.Object(pagingFields), body: NoBody,
    answer: Type.Object({ inventory_items: Type.Array(InventoryItemV2), meta: ListMeta }),
  }),
};

/** The largest page GET /inventory_items answers; a store with more items than this sees the first ones only (said on screen). */
export const ITEMS_PAGE = 1000;

export const readAdjustmentReasons = (api: ApiTransport) => callOperation(api, stockOperations.adjustmentReasons, noInput);
export const readAdjustments = (api: ApiTransport) => callOperation(api, stockOperations.adjustments, { ...noInput, query: { limit: 100, offset: 0 } });
export const readIncomingTransfers = (api: ApiTransport) => callOperation(api, stockOperations.incomingTransfers, noInput);
export const readInventoryItems = (api: ApiTransport) => callOperation(api, stockOperations.inventoryItems, { ...noInput, query: { limit: ITEMS_PAGE, offset: 0 } });
export const readProducts = (api: ApiTransport) => callOperation(api, stockOperations.products, { ...noInput, query: { limit: ITEMS_PAGE, offset: 0 } });
export const readPackageReconciliation = (api: ApiTransport, timeoutMs?: number) => callOperation(api, stockOperations.packageReconciliation, noInput, timeoutMs);
