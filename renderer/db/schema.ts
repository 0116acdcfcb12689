import { Dexie, type EntityTable } from 'dexie';

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
  pricedByGram: boolean;
  /** Weight unit enumeration of spec §2.1 (0 gram … 5 unit). */
  unit: number;
  /** The server's quantity on hand, in `unit`. */
  serverQuantity: number;
  /** 0 sellable; anything else is refused at the counter. */
  sellType: number;
  thc: string | null;
  cbd: string | null;
  active: boolean;
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
  searchText: string;
  /** True while the create is still in the outbox. */
  pending: boolean;
}

export interface LocalPaymentMethod { id: string; name: string; paymentType: number }

export interface LocalShift {
  id: string;
  deviceId: string; employeeId: string; employeeName: string;
  openedAt: string; closedAt: string | null;
  openAmount: number;
  closeDrawerAmount: number | null; closeDropAmount: number | null; closeNote: string | null;
}

export interface LocalOrderLine {
  inventoryItemId: string; name: string; sku: string;
  /** In the item's unit; grams may be fractional (3.5). */
  quantity: number; unit: number;
  /** Cents for the whole line (DESIGN.md "Line price"). */
  price: number;
}

export interface LocalPayment { paymentMethodId: string; paymentType: number; name: string; total: number }

export interface LocalOrder {
  id: string;
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
  total: number;
  /** 'pending' until the Store API acknowledged it. */
  syncState: 'pending' | 'acknowledged' | 'needs-attention' | 'set-aside';
}

export type OutboxKind = 'shift.open' | 'shift.close' | 'customer.create' | 'order.create';
export type OutboxState = 'pending' | 'sending' | 'acknowledged' | 'needs-attention' | 'set-aside';

export interface OutboxRow {
  /** Replay order: assigned by IndexedDB, strictly increasing. */
  seq?: number;
  /** The client-made UUID sent with the write (its idempotency key). */
  clientId: string;
  kind: OutboxKind;
  /** The local record the row sends (order id, shift id, customer id). */
  recordId: string;
  /** The request as it will be sent: path and JSON body. */
  request: { method: 'POST' | 'PUT'; path: string; body: unknown };
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
  createdAt: string;
  updatedAt: string;
}

/** Small key/value facts: pull cursor, last successful push and pull, catalog-loaded flag. */
export interface MetaRow { key: string; value: unknown }

export class RegisterDatabase extends Dexie {
  catalog!: EntityTable<CatalogItem, 'id'>;
  customers!: EntityTable<LocalCustomer, 'id'>;
  paymentMethods!: EntityTable<LocalPaymentMethod, 'id'>;
  shifts!: EntityTable<LocalShift, 'id'>;
  orders!: EntityTable<LocalOrder, 'id'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;

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
  }
}
