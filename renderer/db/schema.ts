import { Dexie, type EntityTable, type Table } from 'dexie';
import type { CustomerCreateInput } from '../../shared/api/operations.ts';
import type { OrderInput, OrderRequest, ShiftCloseInput, ShiftOpenInput } from '../../shared/api/sales.ts';
import { requestBeforeV10, type OrderBeforeV10 } from './order-request-before-v10.ts';
import type { RegisterSettings } from '../../shared/api/register-settings.ts';
import type { HttpMethod } from '../../shared/bridge.ts';
import type { PrintJobPurpose } from '../../shared/printer.ts';
import type { AuditEntriesInput } from '../../shared/api/audit.ts';
import type { AuditEntry } from '../../shared/compliance/audit-chain.ts';
import type { DiscountLine, ExemptionRule, LineDiscountInput, MedicalCardType, OrderDiscountInput, TaxBreakdown, TaxExemption, TaxRounding } from '../../shared/pricing/index.ts';

/**
 * The register's local database (IndexedDB through Dexie): the catalog copy it sells from, the
 * records it made (shifts, customers, orders) and the outbox that carries them to the Store API.
 *
 * Invariants:
 * - A record made here and its outbox row are written in ONE transaction (`db.transaction('rw', …)`),
 *   so there is never a sale without its outbox row or the reverse.
 * - Pulled catalog data and the pull cursor are written in one transaction, after the fetches;
 *   except a register's first catalog (no old data to keep), written page by page, with the cursor
 *   and `catalogLoadedAt` after the last page, so an interrupted first download starts over.
 * - Money is integer cents; quantities are numbers in the item's unit (grams or units), shown as
 *   `{value: string, unit}` only at the API edge.
 */

/** A sellable line of the catalog: one inventory item with what the counter needs of its product. */
export interface CatalogItem {
  /** The inventory item id (what an order line names). */
  id: string;
  productId: string;
  name: string;
  sku: string;
  brand: string | null;
  strain: string | null;
  /** The product's brand and strain ids, so a renamed brand or strain reaches its items (absent on older rows). */
  brandId?: string | null;
  strainId?: string | null;
  productType: string | null;
  /** Flower type as text (Indica, Sativa, Hybrid, …), as v2 inventory items carry it. */
  flowerType: string | null;
  /** Cents per unit, or per gram when `pricedByGram`. */
  sellPrice: number;
  /**
   * The product's patient and member prices (spec), in the same unit as `sellPrice`, each with
   * whether it is enabled; who pays which is decided by the shared engine (unitPriceFor).
   * Absent on rows written before they were kept (v9 reloads the catalog).
   */
  patientSellPrice?: number | null;
  patientPriceEnabled?: boolean;
  memberSellPrice?: number | null;
  memberPriceEnabled?: boolean;
  /** The inventory item is marked medical (spec `medical`; in Washington, DOH-compliant): some medical tax relief holds only on these. */
  medical?: boolean;
  /** The product is sold to patients only (absent on rows kept before it was sent: not known to be). */
  medicalOnly?: boolean;
  pricedByGram: boolean;
  /** Weight unit, as the Store API numbers them (`WeightUnit`: 0 gram … 5 unit). */
  unit: number;
  /** The server's quantity on hand, in `unit`. */
  serverQuantity: number;
  /** 0 sellable; anything else is refused at the counter. */
  sellType: number;
  thc: string | null;
  cbd: string | null;
  active: boolean;
  /** The product's type (its tax items and traceability live there). */
  productTypeId: string | null;
  /** False: the product takes no discount. */
  discountable: boolean;
  /** For purchase limits: the product type's traceability type and test results unit (0 percent, 1 mg)… */
  traceabilityType: number | null;
  testResultsUnit: number | null;
  /** …the product's net weight per unit, its unit of measure and THC figure… */
  weight: { value: string; unit: number } | null;
  unitOfMeasure: number | null;
  productThc: string | null;
  /** …and the item's lab total THC. */
  totalThc: { value: string; unit: number } | null;
  /** Lower-cased name, SKU, brand and strain, for search as you type. */
  searchText: string;
}

export interface LocalCustomer {
  id: string;
  firstName: string | null; lastName: string | null; email: string | null; phone: string | null;
  birthDate: string | null;
  kind: 'customer' | 'patient';
  /** Patients: carry limit and card expiration. */
  carryLimit: { value: string; unit: number } | null;
  expirationDate: string | null;
  loyaltyPoints: number | null;
  /**
   * The person group the buyer is in (the Store API's `person_group_id`): they pay only its taxes.
   * Absent on rows written before it was kept, and null for a buyer in no group.
   */
  personGroupId?: string | null;
  /**
   * Patients: the card they showed (the Store API's patient `card_type`), which decides exemptions
   * that need a particular card (California's sales tax: a county-issued card, R&TC §6414). Absent
   * or null: not known, so such an exemption does not hold. Not indexed: no new Dexie version.
   */
  cardType?: MedicalCardType | null;
  /**
   * Patients: the card number of their designated caregiver (the Store API's `caregiver_id_number`):
   * a caregiver buys for the patient only on this card. Absent or null: none named. Not indexed.
   */
  caregiverCardNumber?: string | null;
  searchText: string;
  /** True while the create is still in the outbox. */
  pending: boolean;
  /**
   * The spec's `driver_license_*` fields. The number is kept as `licenceKey` (upper case, letters
   * and digits only) so a scanned licence finds its buyer through an index however it was typed.
   * Absent on rows written before they were kept.
   */
  driverLicenseNumber?: string | null;
  driverLicenseState?: string | null;
  driverLicenseZipCode?: string | null;
  driverLicenseExpirationDate?: string | null;
  licenceKey?: string | null;
}

export interface LocalPaymentMethod { id: string; name: string; paymentType: number }

/** One of the location's taxes, with the rate in force when it was pulled. */
/**
 * A tax item with the rate in force when pulled, and its rules (absent on rows written before they
 * were kept: the price alone, half up, a group's exemption always).
 */
export interface LocalTaxItem {
  id: string; name: string; rate: string; includedInPrice: boolean;
  baseIncludes?: string[]; rounding?: TaxRounding; exemption?: ExemptionRule | null;
}

/** A product type with the taxes its lines carry. */
export interface LocalProductType {
  id: string; name: string; taxItemIds: string[]; traceabilityType: number; testResultsUnit: number;
  /** The spec's `is_marijuana`: cannabis, which some states forbid to give away. Absent on rows pulled before it was kept. */
  isMarijuana?: boolean;
}

/** A person group with the taxes its members pay (a member is exempt from a line's other taxes). */
export interface LocalPersonGroup { id: string; name: string; medical: boolean; taxItemIds: string[] }

/** The location's money settings and discount approvers, as GET /register_settings answers them. */
export type LocalRegisterSettings = RegisterSettings;

export interface LocalShift {
  id: string;
  deviceId: string; employeeId: string; employeeName: string;
  openedAt: string; closedAt: string | null;
  openAmount: number;
  closeDrawerAmount: number | null; closeDropAmount: number | null; closeNote: string | null;
  /**
   * Who closed it, for its printed Z report (the Store API does not record it); absent on shifts
   * closed before the register kept it.
   */
  closedByName?: string;
}

export interface LocalOrderLine {
  inventoryItemId: string; name: string; sku: string;
  /** In the item's unit; grams may be fractional (3.5). */
  quantity: number; unit: number;
  /** Cents for the whole line's quantity (a price per gram times 3.5 g would need fractional cents). */
  price: number;
  /** The line's own discounts as given at the counter (sent as the line's `discounts`). */
  discountsGiven: LineDiscountInput[];
  /** Every discount on the line in cents: its own, its share of the order's and of a redemption. */
  discounts: DiscountLine[];
  /** price less its discounts. */
  subtotal: number;
  /** The tax charged, frozen when the sale was rung. */
  taxBreakdowns: TaxBreakdown[];
  taxExemptions: TaxExemption[];
  loyaltyPoints: number;
}

export interface LocalPayment { paymentMethodId: string; paymentType: number; name: string; total: number }

/**
 * An order this register rang: its request as it is sent, the figures it was priced at, and its
 * local state. The fields beside `request` that also say what the order is (its receipt, shift,
 * buyer, lines, payments…) are what screens, receipts and the Z report read and what the indexes
 * find orders by; they are written once with the request (`newOrder`) and are never mapped back
 * into it.
 */
export interface LocalOrder {
  id: string;
  /**
   * The order's request (the `order` of POST /orders) exactly as it is sent, kept from the moment
   * the order was rung: the outbox sends it as it is, so a field added to the request's schema
   * needs no mapping here, and a resend is the same body (the Store API's idempotency hash matches).
   */
  request: OrderRequest;
  receiptId: string;
  shiftId: string;
  customerId: string | null;
  orderType: number;
  /** For refunds and voids: the sale they undo. */
  originalOrderId: string | null;
  chargedOn: string;
  lines: LocalOrderLine[];
  payments: LocalPayment[];
  /** Sum of payments, cents. */
  tenderedAmount: number;
  /** Cents to hand back (cash over the total); never sent to the server. */
  changeDue: number;
  /** A patient buying (the order's person_id); customerId is then null. */
  personId: string | null;
  /** The lines' subtotals: after every discount, before exclusive tax. */
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  /** Each tax summed over the lines, by tax item (receipts, the Z report). */
  taxes: TaxBreakdown[];
  /** What the customer pays: subtotal plus the exclusive taxes. */
  total: number;
  orderDiscount: OrderDiscountInput | null;
  /** The manager (user id) whose PIN approved a discount above the threshold. */
  discountApprovedBy: string | null;
  loyaltyPointsEarned: number;
  loyaltyPointsRedeemed: number;
  /**
   * The buyer's points after this order, as the register knew them when it was rung: the local
   * record's balance plus the points earned, less those redeemed (reversed on a refund or void).
   * Frozen here so a receipt reprinted after the balance moved still shows what it showed at the
   * counter. Absent (or null) when no customer or patient is attached, or on older rows.
   */
  loyaltyBalance?: number | null;
  /** True when the register rang the sale while it was not online (the request's `rung_offline`, always sent). */
  rungOffline: NonNullable<OrderRequest['rung_offline']>;
  /** 'pending' until the Store API acknowledged it. */
  syncState: 'pending' | 'acknowledged' | 'needs-attention' | 'set-aside';
  /** How the buyer's age and ID were checked before payment (absent on refunds and older rows). */
  ageVerification?: AgeVerification | null;
  /** A manager's override of a purchase limit, where the location's law allows one. */
  limitOverride?: { approvedBy: string; reason: string } | null;
}

export interface AgeVerification {
  method: 'scan' | 'manual' | 'known_customer';
  /** The ID's expiry date ('YYYY-MM-DD'), null when none was seen (a birth date typed without one). */
  idExpirationDate: string | null;
}

/**
 * A buyer's purchase pulled from the Store API (any register of the location), kept so the
 * purchase limits count it offline. Lines as the order lists them, in the item's unit.
 */
export interface PulledPurchase {
  id: string;
  /** The customer or patient id the order names. */
  buyerId: string;
  chargedOn: string;
  orderType: number;
  lines: Array<{ inventoryItemId: string; quantity: number; unit: number }>;
}

/** One entry of this register's audit chain, as stored (keyed by register and `seq`). */
export type LocalAuditEntry = AuditEntry & { register_id: string };

/**
 * A head of the location's audit chain the Store API answered when a shift of this register
 * closed (its Z report's): kept here, outside the Store API's database, so a chain rewritten or cut
 * there afterwards can be caught (`npm run audit:verify -- --anchor seq:hash`).
 */
export interface LocalAuditAnchor {
  shiftId: string;
  /** The location the chain is of. */
  locationId: string;
  seq: number;
  hash: string;
  /** When the register was answered it (ISO 8601). */
  answeredAt: string;
}

/**
 * Each outbox kind: the local record it is built from and the body it sends, typed by the Store
 * API's input schema (a field that drifts from the server's schema fails to compile). Each kind's
 * behaviour is one entry of `renderer/data/outbox-kinds.ts`.
 */
export interface OutboxKinds {
  'shift.open': { record: LocalShift; body: ShiftOpenInput };
  'shift.close': { record: ClosedShift; body: ShiftCloseInput };
  'customer.create': { record: { customer: LocalCustomer; locationId: string }; body: CustomerCreateInput };
  'order.create': { record: LocalOrder; body: OrderInput };
  'audit.append': { record: LocalAuditEntry; body: AuditEntriesInput };
}
export type OutboxKind = keyof OutboxKinds;
export type OutboxState = 'pending' | 'sending' | 'acknowledged' | 'needs-attention' | 'set-aside';

/** A shift with its count, as its close is sent. */
export type ClosedShift = LocalShift & { closedAt: string; closeDrawerAmount: number; closeDropAmount: number };

/** The request as it is sent (and shown to a manager): method, path and JSON body. */
export interface OutboxRequest<K extends OutboxKind = OutboxKind> { method: HttpMethod; path: string; body: OutboxKinds[K]['body'] }

/** What pruning keeps of an acknowledged row's request: enough to list and audit it. */
export interface OutboxSummary { method: HttpMethod; path: string; prunedAt: string }

interface OutboxRowBase {
  /** Replay order: assigned by IndexedDB, strictly increasing. */
  seq?: number;
  /** The client-made UUID sent with the write (the `id` the Store API deduplicates on). */
  clientId: string;
  /** The local record the row sends (order id, shift id, customer id). */
  recordId: string;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not retried (backoff). */
  notBefore: number;
  /** While `sending`: epoch ms when the claim lapses, so a crashed sender's row is retried. */
  leaseUntil: number;
  /** The server's reasons, for needs-attention rows; the reason given when set aside. */
  problem: string | null;
  /**
   * Client ids of rows that must be acknowledged before this one is sent (the shift an order
   * belongs to, a customer it names, the sale a refund undoes). Absent on rows without any.
   */
  dependsOn?: string[];
  /** Set once an old acknowledged row's body was dropped (see `pruneAcknowledged`). */
  summary?: OutboxSummary;
  createdAt: string;
  updatedAt: string;
}

/** One row of one kind; `request` is null only on an acknowledged row whose body was pruned. */
export type OutboxRowOf<K extends OutboxKind> = OutboxRowBase & { kind: K; request: OutboxRequest<K> | null };
export type OutboxRowByKind = { [K in OutboxKind]: OutboxRowOf<K> };
export type OutboxRow = OutboxRowByKind[OutboxKind];

/**
 * A receipt the printer did not take (off, out of paper, unreachable), kept to print when it is back.
 * The bytes are the receipt without any drawer pulse: a drawer must never spring open minutes after
 * the sale it was for.
 */
export interface LocalPrintJob {
  /** Print order: assigned by IndexedDB, strictly increasing. */
  seq?: number;
  purpose: PrintJobPurpose;
  /** The order the receipt is of (null for a Z report). */
  orderId: string | null;
  /** ESC/POS bytes, base64 (as the bridge carries them). */
  base64: string;
  /** Only waiting receipts are kept: a printed one is deleted. */
  state: 'queued';
  /**
   * Who is sending it now, and until when that holds: one job is sent by one sender. A claim
   * whose lease ran out is a crashed (or closed) sender's, and anyone may take the job over.
   */
  claim: PrintJobClaim | null;
  attempts: number;
  lastProblem: string | null;
  createdAt: string;
}

/** A sender's hold on a waiting receipt while it sends it. */
export interface PrintJobClaim {
  /** The sender: one per register window (a new one after each restart). */
  owner: string;
  /** ISO time after which the claim no longer holds. */
  until: string;
}

/** Small key/value facts: pull cursor, last successful push and pull, catalog-loaded flag. */
export interface MetaRow { key: string; value: unknown }

/** What a catalog item or order written before v3 lacks, filled in by the v3 upgrade. */
const CATALOG_ITEM_BEFORE_V3 = {
  productTypeId: null, discountable: false, traceabilityType: null, testResultsUnit: null,
  weight: null, unitOfMeasure: null, productThc: null, totalThc: null,
} satisfies Partial<CatalogItem>;
const ORDER_LINE_BEFORE_V3 = { discountsGiven: [], discounts: [], taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 0 } satisfies Partial<LocalOrderLine>;
const ORDER_BEFORE_V3 = {
  personId: null, discountTotal: 0, taxTotal: 0, taxes: [], orderDiscount: null, discountApprovedBy: null,
  loyaltyPointsEarned: 0, loyaltyPointsRedeemed: 0, rungOffline: false,
} satisfies Partial<LocalOrder>;

export class RegisterDatabase extends Dexie {
  catalog!: EntityTable<CatalogItem, 'id'>;
  customers!: EntityTable<LocalCustomer, 'id'>;
  paymentMethods!: EntityTable<LocalPaymentMethod, 'id'>;
  shifts!: EntityTable<LocalShift, 'id'>;
  orders!: EntityTable<LocalOrder, 'id'>;
  taxItems!: EntityTable<LocalTaxItem, 'id'>;
  productTypes!: EntityTable<LocalProductType, 'id'>;
  personGroups!: EntityTable<LocalPersonGroup, 'id'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;
  auditEntries!: Table<LocalAuditEntry, [string, number]>;
  auditAnchors!: EntityTable<LocalAuditAnchor, 'shiftId'>;
  pulledPurchases!: EntityTable<PulledPurchase, 'id'>;
  printJobs!: EntityTable<LocalPrintJob, 'seq'>;

  constructor(name = 'canopy-register') {
    // 'strict': a transaction counts as committed only once it is on disk, not merely handed to
    // the operating system, so a sale whose receipt printed survives a power cut as well as a
    // crash. Measured in Chromium on a persistent profile: about 1 ms more per transaction
    // (≈2.5 ms against ≈1.5 ms), nothing a counter would notice.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      catalog: 'id, productId, sku, name',
      customers: 'id, lastName, email, phone',
      paymentMethods: 'id',
      shifts: 'id, openedAt, closedAt',
      orders: 'id, receiptId, shiftId, chargedOn, syncState',
      outbox: '++seq, &clientId, state, recordId, kind',
      meta: 'key',
    });
    // v2: refunds and voids are found by the sale they undo.
    this.version(2).stores({
      orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId',
    });
    // v3: the money of a sale. Tax items, product types and person groups are kept to price a sale
    // offline; catalog items gain what pricing and purchase limits read of their product, which
    // only the Store API can give: the pull cursor is dropped so the next pull reloads the whole
    // catalog (the old one is kept and sold from until the new one is written). Older orders were
    // untaxed and undiscounted: their figures are their prices.
    this.version(3).stores({
      taxItems: 'id',
      productTypes: 'id',
      personGroups: 'id',
    }).upgrade(async (tx) => {
      await tx.table<CatalogItem, string>('catalog').toCollection().modify((item) => { Object.assign(item, { ...CATALOG_ITEM_BEFORE_V3, ...item }); });
      await tx.table<LocalOrder, string>('orders').toCollection().modify((order) => {
        const lines = order.lines.map((line) => ({ ...ORDER_LINE_BEFORE_V3, ...line, subtotal: line.subtotal ?? line.price }));
        Object.assign(order, { ...ORDER_BEFORE_V3, ...order, subtotal: order.subtotal ?? order.total, lines });
      });
      await tx.table<MetaRow, string>('meta').delete('pullCursor');
    });
    // v4: a scanned licence finds its buyer by number; this register's audit chain; buyers'
    // purchases pulled for the purchase limits; the register's own sales found by buyer.
    this.version(4).stores({
      customers: 'id, lastName, email, phone, licenceKey',
      orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId, customerId, personId',
      auditEntries: '[register_id+seq]',
      pulledPurchases: 'id, buyerId',
    });
    // v5: the status bar counts what waits to be sent by kind from the index alone (it was read
    // row by row, bodies and all, on every outbox change: a thousand rows during a replay).
    this.version(5).stores({
      outbox: '++seq, &clientId, state, recordId, kind, [state+kind]',
    });
    // v6: the catalog keeps its primary key only. Nothing looked items up by product or SKU through
    // IndexedDB (the screen holds its own maps), and the search sorts by name in memory: each index
    // was written for every item of a download (61k items at 50k products spent 11 s in writes).
    this.version(6).stores({
      catalog: 'id',
    });
    // v7: the audit chain's heads the Store API answered at each shift's close, kept outside its database.
    this.version(7).stores({
      auditAnchors: 'shiftId',
    });
    // v8: receipts waiting for the printer, printed again in order when it is back.
    this.version(8).stores({
      printJobs: '++seq, state',
    });
    // v9: catalog items gain the product's patient and member prices and the item's medical mark,
    // and tax items their rules (what they are charged on, rounding, exemption), which only the
    // Store API can give: the pull cursor and the money's pull time are dropped, so the next pull
    // reloads the catalog and the money (the old ones are sold from until the new are written).
    this.version(9).stores({}).upgrade(async (tx) => {
      await tx.table<MetaRow, string>('meta').bulkDelete(['pullCursor', 'moneyPulledAt']);
    });
    // v10: an order keeps its request as it is sent. Orders written before are given the request
    // the register built from their fields when it sent one, field for field, so an old order sent
    // again is the same body (the Store API's idempotency hash still matches).
    this.version(10).stores({}).upgrade(async (tx) => {
      await tx.table<OrderBeforeV10 & { request?: LocalOrder['request'] }, string>('orders').toCollection().modify((order) => {
        if (order.request === undefined) order.request = requestBeforeV10(order);
      });
    });
    // v11: a waiting receipt is claimed by the one sender printing it, so the retry and a new sale
    // never send the same one; receipts kept before wait unclaimed.
    this.version(11).stores({}).upgrade(async (tx) => {
      await tx.table<LocalPrintJob, number>('printJobs').toCollection().modify((job) => { job.claim ??= null; });
    });
  }
}
