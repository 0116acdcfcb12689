import { Type, type Static } from 'typebox';
import { ListMeta, Nullable, Quantity } from './common.ts';
import { StateReport } from './state-reporting.ts';
import { InventoryItemV2 } from './catalog.ts';

/**
 * Stock moves other than sales (extension, v2, managers only): adjustments and the state's names
 * for their reasons.
 */

/** Canopy's own word for an adjustment; the state's name for it is `reason`. */
export const AdjustmentKind = Type.Union([
  Type.Literal('waste'), Type.Literal('damage'), Type.Literal('theft'), Type.Literal('drying_loss'),
  Type.Literal('lab_sample'), Type.Literal('count_correction'), Type.Literal('return'), Type.Literal('other'),
]);
export type AdjustmentKind = Static<typeof AdjustmentKind>;

/** POST /inventory_adjustments: a signed quantity (negative takes stock away) in the item's unit. */
export const InventoryAdjustmentCreate = Type.Object({
  inventory_adjustment: Type.Object({
    /** The client's id for it: the same adjustment sent again is recorded once. */
    id: Type.Optional(Type.String({ format: 'uuid' })),
    inventory_item_id: Type.String({ minLength: 1, maxLength: 255 }),
    quantity: Quantity,
    /** The state's name for the reason (GET /state_reporting/adjustment_reasons). */
    reason: Type.String({ maxLength: 255 }),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    kind: Type.Optional(AdjustmentKind),
    /** Where the stock moves; by default the item's For Sale place. */
    place_id: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  }),
});
export type InventoryAdjustmentCreate = Static<typeof InventoryAdjustmentCreate>;

export const InventoryAdjustment = Type.Object({
  id: Type.String(),
  inventory_item_id: Type.String(),
  package_label: Nullable(Type.String()),
  quantity: Quantity,
  kind: Type.String(),
  reason: Type.String(),
  note: Type.String(),
  employee_id: Nullable(Type.String()),
  inventory_count_id: Nullable(Type.String()),
  order_id: Nullable(Type.String()),
  adjusted_at: Type.String(),
  created_at: Type.String(),
  state_report: StateReport,
});
export type InventoryAdjustment = Static<typeof InventoryAdjustment>;

export const InventoryAdjustmentAnswer = Type.Object({ inventory_adjustment: InventoryAdjustment });
export const InventoryAdjustmentsAnswer = Type.Object({ inventory_adjustments: Type.Array(InventoryAdjustment), meta: ListMeta });

/** One of the state's reasons: its exact name, whether a note must go with it, and where the list comes from. */
export const AdjustmentReason = Type.Object({ name: Type.String(), requires_note: Type.Boolean() });
export const AdjustmentReasonsAnswer = Type.Object({
  adjustment_reasons: Type.Array(AdjustmentReason),
  system: Type.Union([Type.Literal('metrc'), Type.Literal('ccrs'), Type.Literal('none')]),
  /** Where the names come from (Metrc's list for the licence, or the CCRS guide's values). */
  source: Type.String(),
});

/** Where a package of an incoming transfer stands: waiting for the licensee to accept it in Metrc, ready to receive here, received or rejected. */
export const IncomingPackageStatus = Type.Union([
  Type.Literal('waiting_in_metrc'), Type.Literal('ready'), Type.Literal('received'), Type.Literal('rejected'), Type.Literal('rejected_in_metrc'),
]);

export const IncomingTransfer = Type.Object({
  id: Type.String(),
  manifest_number: Type.String(),
  shipper_license_number: Type.String(),
  packages: Type.Array(Type.Object({
    label: Type.String(),
    product_name: Type.String(),
    /** The manifest's quantity, or Metrc's once the package is accepted there. */
    quantity: Quantity,
    status: IncomingPackageStatus,
    inventory_item_id: Nullable(Type.String()),
  })),
});
export const IncomingTransfersAnswer = Type.Object({ incoming_transfers: Type.Array(IncomingTransfer) });

/** POST /incoming_transfers/{id}/receive: each package accepted into an item (a product, a place, a unit cost in cents) or rejected with a reason. */
export const ReceiptInput = Type.Object({
  receipt: Type.Object({
    packages: Type.Array(Type.Object({
      label: Type.String({ minLength: 1, maxLength: 100 }),
      accepted: Type.Boolean(),
      rejection_reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
      product_id: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
      place_id: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
      unit_cost: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    }), { minItems: 1, maxItems: 1000 }),
  }),
});
export type ReceiptInput = Static<typeof ReceiptInput>;

export const ReceiptLine = Type.Object({
  label: Type.String(), accepted: Type.Boolean(), inventory_item_id: Nullable(Type.String()), rejection_reason: Nullable(Type.String()),
  quantity: Quantity, received_at: Type.String(),
});

export const ReceiptAnswer = Type.Object({
  /** The inventory items the accepted packages became (made now, or by an earlier receipt of the same package). */
  inventory_items: Type.Array(InventoryItemV2),
  receipt: Type.Object({ transfer_id: Type.String(), packages: Type.Array(ReceiptLine) }),
});

/** POST /inventory_counts: what was counted at one place, in each item's unit. */
export const InventoryCountCreate = Type.Object({
  inventory_count: Type.Object({
    /** The client's id for it: the same count sent again is recorded once. */
    id: Type.Optional(Type.String({ format: 'uuid' })),
    place_id: Type.String({ minLength: 1, maxLength: 255 }),
    lines: Type.Array(Type.Object({ inventory_item_id: Type.String({ minLength: 1, maxLength: 255 }), counted: Quantity }), { minItems: 1, maxItems: 5000 }),
  }),
});
export type InventoryCountCreate = Static<typeof InventoryCountCreate>;

export const InventoryCount = Type.Object({
  id: Type.String(),
  place_id: Type.String(),
  counted_by: Nullable(Type.String()),
  counted_at: Type.String(),
  posted_at: Nullable(Type.String()),
  /** Each line with what the store expected at the place when it was counted, and the difference (counted − expected). */
  lines: Type.Array(Type.Object({
    id: Type.String(), inventory_item_id: Type.String(), counted: Quantity, expected: Quantity, variance: Quantity,
    /** The adjustment posting made for the line (its id is the line's), or null. */
    inventory_adjustment_id: Nullable(Type.String()),
  })),
});
export const InventoryCountAnswer = Type.Object({ inventory_count: InventoryCount });

/** POST /inventory_counts/{id}/post: the state's reason name the variances are adjusted with (Metrc's list, or CCRS's). */
export const InventoryCountPost = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 255 }), note: Type.Optional(Type.String({ maxLength: 1000 })) });

/** GET /state_reporting/package_reconciliation: per package ours, Metrc's and what is owed to Metrc (thousandths), and one action per finding. */
const PackageRow = {
  package_label: Type.String(), inventory_item_id: Nullable(Type.String()), ours_milli: Nullable(Type.Integer()), metrc_milli: Nullable(Type.Integer()), pending_milli: Type.Integer(),
};
export const PackageReconciliationAnswer = Type.Object({
  packages: Type.Array(Type.Object(PackageRow)),
  findings: Type.Array(Type.Object({
    kind: Type.Union([Type.Literal('quantity_differs'), Type.Literal('not_at_metrc'), Type.Literal('unknown_to_store'), Type.Literal('unreported')]),
    ...PackageRow, action: Type.String(),
  })),
});

/**
 * POST /inventory_receipts: receiving from a supplier's manifest typed in, where the state has no API
 * (Washington): each line a product, quantity, unit, the supplier's external identifier and a unit cost.
 */
export const ManualReceiptInput = Type.Object({
  inventory_receipt: Type.Object({
    /** The manifest's id here (client-made): the same manifest sent again is received once. */
    id: Type.String({ format: 'uuid' }),
    manifest_number: Type.String({ minLength: 1, maxLength: 100 }),
    shipper_license_number: Type.String({ minLength: 1, maxLength: 100 }),
    lines: Type.Array(Type.Object({
      product_id: Type.String({ minLength: 1, maxLength: 255 }),
      quantity: Quantity,
      external_identifier: Type.String({ minLength: 1, maxLength: 100 }),
      unit_cost: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
      place_id: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
    }), { minItems: 1, maxItems: 1000 }),
  }),
});
export type ManualReceiptInput = Static<typeof ManualReceiptInput>;

/**
 * POST /inventory_receipts/ccrs_manifest/preview: Washington's transportation manifest as the sender
 * filed it in CCRS (the Manifest.CSV, header block then one row per item), read without receiving.
 */
export const CcrsManifestPreviewInput = Type.Object({ manifest_csv: Type.String({ minLength: 1, maxLength: 1_000_000 }) });
export type CcrsManifestPreviewInput = Static<typeof CcrsManifestPreviewInput>;

/** One item row of a CCRS manifest, as the sender filed it. */
export const CcrsManifestLine = Type.Object({
  /** The line of the file the row is on. */
  line: Type.Integer(),
  /** The sender's identifier of the inventory: it becomes the received item's SKU and CCRS's FromInventoryExternalIdentifier. */
  inventory_external_identifier: Type.String(),
  /** As filed: decimal, at most two places, in `uom`. */
  quantity: Type.String(),
  uom: Type.Union([Type.Literal('Each'), Type.Literal('Gram')]),
  weight_per_unit: Nullable(Type.String()),
  servings_per_unit: Nullable(Type.String()),
  external_identifier: Nullable(Type.String()),
  lab_test_external_identifier: Nullable(Type.String()),
  /** The item of this location whose SKU is already this identifier (received before: receiving it again is refused), else null. */
  inventory_item_id: Nullable(Type.String()),
});
export type CcrsManifestLine = Static<typeof CcrsManifestLine>;

export const CcrsManifest = Type.Object({
  external_manifest_identifier: Type.String(),
  origin_license_number: Type.String(),
  destination_license_number: Type.String(),
  transportation_type: Type.String(),
  departure_date_time: Type.String(),
  arrival_date_time: Type.String(),
  lines: Type.Array(CcrsManifestLine),
});
export type CcrsManifest = Static<typeof CcrsManifest>;
export const CcrsManifestAnswer = Type.Object({ manifest: CcrsManifest });

/**
 * POST /inventory_receipts/ccrs_manifest: receives every item of the uploaded manifest, or none: each
 * line of the file names the product it is received into (by the sender's identifier), its unit
 * cost in cents and its place (default: the first For Sale place).
 */
export const CcrsManifestReceiptInput = Type.Object({
  inventory_receipt: Type.Object({
    /** The receipt's id here (client-made): the same receipt sent again is received once. */
    id: Type.String({ format: 'uuid' }),
    manifest_csv: Type.String({ minLength: 1, maxLength: 1_000_000 }),
    lines: Type.Array(Type.Object({
      inventory_external_identifier: Type.String({ minLength: 1, maxLength: 100 }),
      product_id: Type.String({ minLength: 1, maxLength: 255 }),
      unit_cost: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
      place_id: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
    }), { minItems: 1, maxItems: 1000 }),
  }),
});
export type CcrsManifestReceiptInput = Static<typeof CcrsManifestReceiptInput>;
