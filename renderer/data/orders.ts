import type { Table } from 'dexie';
import { OrderType, PaymentType, type OrderRequest } from '../../shared/api/sales.ts';
import { refundLineShare, type LineDiscountInput, type MedicalCardType, type OrderDiscountInput, type TaxBreakdown } from '../../shared/pricing/index.ts';
import { quantityObject } from '../../shared/quantity.ts';
import { newReceiptId } from '../../shared/receipt-id.ts';
import type { Assert, NoOptionalKeys } from '../../shared/type-assertions.ts';
import type { AgeVerification, LocalOrder, LocalOrderLine, LocalPayment, RegisterDatabase } from '../db/schema.ts';
import { appendAudits, auditTables, type AuditDecision } from './audit-log.ts';
import { announceChange } from './changes.ts';
import { rowTables } from './outbox-kinds.ts';
import { enqueue, unsentRowsFor } from './outbox.ts';
import { draftNeedsApproval, loadPricingContext, priceDraft, pricingTables, redemptionRate, type SaleDraft } from './pricing.ts';
import { RegisterInputError, requireCents } from './validation.ts';

/** A line as the counter rings it: the item, its quantity and price, and what pricing needs of it. */
export interface SaleLine {
  inventoryItemId: string; name: string; sku: string;
  quantity: number; unit: number;
  /** Cents for the line's whole quantity, before discounts and tax. */
  price: number;
  /** The product's type, whose tax items the line carries; absent or null: untaxed. */
  productTypeId?: string | null;
  /** False (or absent) for products that take no discount. */
  discountable?: boolean;
  /** The line's own discounts. */
  discounts?: LineDiscountInput[];
  /** The item is marked medical: some medical tax relief holds only on these. */
  medical?: boolean;
}

/**
 * The order request's fields the register fills itself as it writes an order: its ids and time,
 * what it priced (lines, payments, the order discount and points), the buyer and the sale undone,
 * how the buyer was checked and whether it was rung offline. It asks no reason for a refund or void.
 */
type FilledByRegister =
  | 'id' | 'charged_on' | 'receipt_id' | 'order_type' | 'payment_type' | 'shift_id' | 'line_items' | 'tendered_amount' | 'payments'
  | 'customer_id' | 'person_id' | 'original_order_id' | 'refund_reason' | 'discount_percent' | 'discount_flat_amount' | 'discount_reason'
  | 'discount_approved_by' | 'loyalty_points_redeemed' | 'rung_offline' | 'age_verification' | 'limit_override';
/** Compile-time: every name above is a field of the request (a field renamed or dropped there is named here). */
export type FilledByRegisterAreRequestFields = Assert<[Exclude<FilledByRegister, keyof OrderRequest>] extends [never] ? true : false>;

/**
 * The rest of the order's request: the fields the counter gives, as they are sent, each named
 * (`undefined` where the counter sets none). None today. A field added to the request's schema
 * lands here, so the compiler asks for it where a sale, a refund and a void are rung (TenderPanel,
 * the orders screen, the tests' `saleInput`, `refundInput` and `voidInput`) and nowhere else on the register.
 */
export type CounterRequestFields = { [K in Exclude<keyof OrderRequest, FilledByRegister>]-?: OrderRequest[K] };

/** A sale as the counter rings it; every field named, null where it is absent (see `RingSaleInputNamesEveryField`). */
export interface RingSaleInput {
  /** The request's fields the counter gives (`CounterRequestFields`). */
  request: CounterRequestFields;
  shiftId: string;
  /** An adult-use customer. */
  customerId: string | null;
  /** A medical patient (the order's person_id); pays only the medical group's taxes. */
  personId: string | null;
  lines: SaleLine[];
  orderDiscount: OrderDiscountInput | null;
  /** The manager whose PIN approved discounts above the location's threshold; null when none was asked. */
  discountApprovedBy: string | null;
  /** Loyalty points the customer spends, with the balance they have; null when none are spent. */
  redemption: { points: number; balance: number } | null;
  /** What was paid toward the sale (no change in it); their sum must equal the priced total. */
  payments: LocalPayment[];
  /** Cash handed back; shown on the receipt, never sent. */
  changeDue: number;
  /** True when the register was not online as the sale was rung. */
  rungOffline: LocalOrder['rungOffline'];
  /** How the buyer was checked, and the decisions to append to the audit log with the sale; null: no check recorded. */
  compliance: SaleCompliance | null;
}

/**
 * Compile-time: the sale's input has no optional field. A field added to it is then a compile
 * error at the screen that fills it (TenderPanel) and at the tests' `saleInput`, instead of an
 * optional field the screen never fills; a field added to the order's request reaches it through
 * `CounterRequestFields`.
 */
export type RingSaleInputNamesEveryField = Assert<NoOptionalKeys<RingSaleInput>>;

export interface SaleCompliance {
  /** This register (its audit chain). */
  registerId: string;
  ageVerification: AgeVerification;
  limitOverride: { approvedBy: string; reason: string } | null;
  /** The verdicts at payment (age and expiry, purchase limits): written in the sale's own transaction. */
  decisions: AuditDecision[];
}

const milli = (quantity: number): number => Math.round(quantity * 1000);

/**
 * What pricing reads of a sale: its input's lines, buyer, discount and points (typed by the
 * input, so the two cannot drift), and the person group and card the buyer's local record names (the taxes they pay).
 */
export type SaleDraftInput = Pick<RingSaleInput, 'lines' | 'customerId' | 'personId' | 'orderDiscount' | 'redemption'> & {
  buyerGroupId: string | null; buyerCardType?: MedicalCardType | null;
};

/** The draft pricing reads of a sale. */
export function saleDraft(input: SaleDraftInput): SaleDraft {
  return {
    lines: input.lines.map((line) => ({
      inventoryItemId: line.inventoryItemId, price: line.price, quantityMilli: milli(line.quantity),
      productTypeId: line.productTypeId ?? null, discountable: line.discountable ?? false, discounts: line.discounts ?? [],
      ...(line.medical === true ? { medical: true } : {}),
    })),
    buyer: input.personId !== null ? 'patient' : input.customerId !== null ? 'customer' : 'none',
    buyerGroupId: input.buyerGroupId,
    buyerCardType: input.buyerCardType ?? null,
    orderDiscount: input.orderDiscount,
    redemption: input.redemption,
  };
}

/**
 * Rings up a sale: priced here by the shared engine with the location's taxes (the same figures
 * the cart showed), the order and its outbox row written in ONE transaction and the order
 * returned at once. The network is not on this path; the sync engine sends it later.
 */
export async function ringSale(db: RegisterDatabase, input: RingSaleInput): Promise<LocalOrder> {
  checkLines(input.lines);
  requireCents('changeDue', input.changeDue);
  // What the sale is priced by is read in the sale's own transaction: one transaction at the
  // counter instead of one per table read before it (each waits its turn behind the sync's).
  return writeOrder(db, () => pricedSale(db, input), pricingTables(db));
}

/** The order a sale's input becomes, priced from the location's data; call inside the sale's transaction. */
async function pricedSale(db: RegisterDatabase, input: RingSaleInput): Promise<OrderDraft> {
  const buyerId = input.personId ?? input.customerId;
  const [context, buyer] = await Promise.all([loadPricingContext(db), buyerId === null ? undefined : db.customers.get(buyerId)]);
  const draft = saleDraft({ ...input, buyerGroupId: buyer?.personGroupId ?? null, buyerCardType: buyer?.cardType ?? null });
  const priced = priceDraft(context, draft);
  if (!priced.ok) {
    const [first] = priced.errors;
    throw new RegisterInputError(first?.field ?? 'lines', first?.message ?? 'the sale cannot be priced');
  }
  const approver = input.discountApprovedBy;
  if (draftNeedsApproval(context, draft)) {
    if (approver === null) throw new RegisterInputError('discount_approved_by', 'a discount this large needs a manager\'s PIN');
    if (context.settings !== null && !context.settings.approvers.some((candidate) => candidate.user_id === approver)) {
      throw new RegisterInputError('discount_approved_by', 'only a manager of this location can approve this discount');
    }
  }
  const sale = priced.value;
  const lines: LocalOrderLine[] = input.lines.map((line, index) => {
    const figures = sale.lines[index]!;
    return {
      inventoryItemId: line.inventoryItemId, name: line.name, sku: line.sku, quantity: line.quantity, unit: line.unit, price: line.price,
      discountsGiven: [...(line.discounts ?? [])], discounts: figures.discounts, subtotal: figures.subtotal,
      taxBreakdowns: figures.tax_breakdowns, taxExemptions: figures.tax_exemptions, loyaltyPoints: figures.loyalty_points,
    };
  });
  return {
    orderType: OrderType.sale, shiftId: input.shiftId, customerId: input.customerId, personId: input.personId, originalOrderId: null,
    lines, payments: input.payments, changeDue: input.changeDue,
    figures: {
      subtotal: sale.subtotal, discountTotal: sale.discount_total, taxTotal: sale.tax_total, taxes: sale.taxes, total: sale.total,
      orderDiscount: input.orderDiscount, discountApprovedBy: approver,
      loyaltyPointsEarned: sale.loyalty_points_earned, loyaltyPointsRedeemed: sale.loyalty_points_redeemed,
    },
    rungOffline: input.rungOffline,
    ageVerification: input.compliance?.ageVerification, limitOverride: input.compliance?.limitOverride, compliance: input.compliance,
    request: input.request,
  };
}

export interface RefundInput {
  /** The request's fields the counter gives (`CounterRequestFields`). */
  request: CounterRequestFields;
  /** Lines to refund, any part of their quantity (1 of 3 units, 1 g of 3.5 g); null: all of what is left. */
  lines: Array<{ inventoryItemId: string; quantity: number }> | null;
  /** How the money goes back; their sum must equal the refund's total. */
  payments: LocalPayment[];
  rungOffline: LocalOrder['rungOffline'];
}

/** Compile-time: as `RingSaleInputNamesEveryField`, a field added to a refund's input is a compile error at the refund screen. */
export type RefundInputNamesEveryField = Assert<NoOptionalKeys<RefundInput>>;

/** A void undoes the whole sale, paid back the way it was paid: only how it was rung is asked. */
export interface VoidInput {
  /** The request's fields the counter gives (`CounterRequestFields`). */
  request: CounterRequestFields;
  rungOffline: LocalOrder['rungOffline'];
}

/** Compile-time: as `RingSaleInputNamesEveryField`, a field added to a void's input is a compile error at the void screen. */
export type VoidInputNamesEveryField = Assert<NoOptionalKeys<VoidInput>>;

/**
 * Refunds all or part of a sale of this register (order type 1, naming the original order). Each
 * line gives back its share of the quantity: that share of its price, discounts and each tax
 * (`refundLineShare`, the same figures the Store API computes), so the refunds of a line add up
 * to exactly what was charged.
 */
export async function refundOrder(db: RegisterDatabase, orderId: string, input: RefundInput): Promise<LocalOrder> {
  const { original, shiftId, left } = await undoable(db, orderId);
  const pointsPerDollar = redemptionRate(await loadPricingContext(db));
  const wanted = input.lines ?? left.filter((line) => line.quantityLeft > 0).map((line) => ({ inventoryItemId: line.line.inventoryItemId, quantity: line.quantityLeft }));
  const lines = wanted.map((request) => {
    const line = left.find((candidate) => candidate.line.inventoryItemId === request.inventoryItemId);
    if (line === undefined) throw new RegisterInputError('lines', 'that item is not on the sale');
    if (!(request.quantity > 0) || request.quantity > line.quantityLeft + 1e-9) {
      throw new RegisterInputError('lines', `at most ${line.quantityLeft} of ${line.line.name} can still be refunded`);
    }
    return returnedLine(line, request.quantity, pointsPerDollar);
  });
  if (lines.length === 0) throw new RegisterInputError('lines', 'everything on this sale has already been refunded');
  const draft: OrderDraft = {
    orderType: OrderType.refund, shiftId, customerId: original.customerId, personId: original.personId, originalOrderId: original.id,
    lines: lines.map((line) => line.line), payments: input.payments, changeDue: 0, figures: refundFigures(lines), rungOffline: input.rungOffline,
    request: input.request, ...unchecked,
  };
  return writeOrder(db, async () => draft);
}

/** Voids a sale of this register (order type 3): the whole sale, paid back the way it was paid. */
export async function voidOrder(db: RegisterDatabase, orderId: string, input: VoidInput): Promise<LocalOrder> {
  const { original, shiftId, left, undone } = await undoable(db, orderId);
  if (undone.length > 0) throw new RegisterInputError('order', 'this sale already has a refund; refund the rest instead of voiding it');
  const pointsPerDollar = redemptionRate(await loadPricingContext(db));
  const lines = left.map((line) => returnedLine(line, line.quantityLeft, pointsPerDollar));
  const draft: OrderDraft = {
    orderType: OrderType.void, shiftId, customerId: original.customerId, personId: original.personId, originalOrderId: original.id,
    lines: lines.map((line) => line.line), payments: original.payments, changeDue: 0, figures: refundFigures(lines), rungOffline: input.rungOffline,
    request: input.request, ...unchecked,
  };
  return writeOrder(db, async () => draft);
}

interface LineLeft { line: LocalOrderLine; quantityLeft: number; alreadyReturnedMilli: number }
interface ReturnedLine { line: LocalOrderLine; total: number; pointsRedeemed: number }

/** `pointsPerDollar`: the location's redemption rate, at which redeemed points go back (refundLineShare). */
function returnedLine(left: LineLeft, quantity: number, pointsPerDollar?: number): ReturnedLine {
  const { line } = left;
  const share = refundLineShare(
    { price: line.price, discounts: line.discounts, subtotal: line.subtotal, tax_breakdowns: line.taxBreakdowns, loyalty_points: line.loyaltyPoints },
    { chargedMilli: milli(line.quantity), returnedMilli: milli(quantity), alreadyReturnedMilli: left.alreadyReturnedMilli },
    pointsPerDollar,
  );
  if (!share.ok) throw new RegisterInputError('lines', share.errors[0]?.message ?? 'that quantity cannot be refunded');
  const back = share.value;
  return {
    line: {
      inventoryItemId: line.inventoryItemId, name: line.name, sku: line.sku, quantity, unit: line.unit, price: back.price,
      discountsGiven: [], discounts: back.discounts, subtotal: back.subtotal, taxBreakdowns: back.tax_breakdowns, taxExemptions: line.taxExemptions,
      loyaltyPoints: back.loyalty_points,
    },
    total: back.total,
    pointsRedeemed: back.loyalty_points_redeemed,
  };
}

function refundFigures(lines: readonly ReturnedLine[]): OrderFigures {
  const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
  const breakdowns = lines.flatMap((returned) => returned.line.taxBreakdowns);
  return {
    subtotal: sum(lines.map((returned) => returned.line.subtotal)),
    discountTotal: sum(lines.flatMap((returned) => returned.line.discounts.map((discount) => discount.amount))),
    taxTotal: sum(breakdowns.map((tax) => tax.amount)),
    taxes: taxesByItem(breakdowns),
    total: sum(lines.map((returned) => returned.total)),
    orderDiscount: null, discountApprovedBy: null,
    loyaltyPointsEarned: sum(lines.map((returned) => returned.line.loyaltyPoints)),
    loyaltyPointsRedeemed: sum(lines.map((returned) => returned.pointsRedeemed)),
  };
}

/** Each tax item's amounts summed, in the order each first appears. */
export function taxesByItem(breakdowns: readonly TaxBreakdown[]): TaxBreakdown[] {
  const byItem = new Map<string, TaxBreakdown>();
  for (const tax of breakdowns) {
    const seen = byItem.get(tax.tax_item_id);
    byItem.set(tax.tax_item_id, seen === undefined ? { ...tax } : { ...seen, amount: seen.amount + tax.amount });
  }
  return [...byItem.values()];
}

/** Sales of this register, newest first (for the refund and void screens). */
export async function recentSales(db: RegisterDatabase, limit = 50): Promise<LocalOrder[]> {
  return db.orders.orderBy('chargedOn').reverse().filter((order) => order.orderType === OrderType.sale).limit(limit).toArray();
}

export async function findOrderByReceipt(db: RegisterDatabase, receiptId: string): Promise<LocalOrder | null> {
  return (await db.orders.where('receiptId').equals(receiptId.trim().toUpperCase()).first()) ?? null;
}

export async function getOrder(db: RegisterDatabase, orderId: string): Promise<LocalOrder | null> {
  return (await db.orders.get(orderId)) ?? null;
}

/** Every order rung in the shift, set-aside rows included (the Z report decides what counts). */
export async function shiftOrders(db: RegisterDatabase, shiftId: string): Promise<LocalOrder[]> {
  return db.orders.where('shiftId').equals(shiftId).toArray();
}

/** Refunds and voids already made against a sale. */
export async function undoingOrders(db: RegisterDatabase, orderId: string): Promise<LocalOrder[]> {
  const orders = await db.orders.where('originalOrderId').equals(orderId).toArray();
  return orders.filter((order) => order.syncState !== 'set-aside');
}

async function undoable(db: RegisterDatabase, orderId: string) {
  const original = await db.orders.get(orderId);
  if (original === undefined) throw new RegisterInputError('order', 'that sale was not rung on this register');
  if (original.orderType !== OrderType.sale) throw new RegisterInputError('order', 'only a sale can be refunded or voided');
  const undone = await undoingOrders(db, orderId);
  if (undone.some((order) => order.orderType === OrderType.void)) throw new RegisterInputError('order', 'this sale was voided');
  const shift = (await db.shifts.filter((candidate) => candidate.closedAt === null).toArray())[0];
  if (shift === undefined) throw new RegisterInputError('shift', 'open a shift first');
  return { original, shiftId: shift.id, left: linesLeft(original, undone), undone };
}

/** What is left of each line of a sale after the refunds already made against it. */
function linesLeft(original: LocalOrder, undone: readonly LocalOrder[]): LineLeft[] {
  return original.lines.map((line) => {
    const back = undone.flatMap((order) => order.lines).filter((done) => done.inventoryItemId === line.inventoryItemId);
    const alreadyReturnedMilli = back.reduce((sum, done) => sum + milli(done.quantity), 0);
    return { line, quantityLeft: (milli(line.quantity) - alreadyReturnedMilli) / 1000, alreadyReturnedMilli };
  });
}

/**
 * What a refund of these quantities gives back, tax included, before it is written: the refund
 * panel shows and charges exactly what `refundOrder` will record.
 */
export function refundTotal(original: LocalOrder, undone: readonly LocalOrder[], wanted: ReadonlyArray<{ inventoryItemId: string; quantity: number }>): number {
  const left = linesLeft(original, undone);
  return wanted.reduce((sum, request) => {
    const line = left.find((candidate) => candidate.line.inventoryItemId === request.inventoryItemId);
    return line === undefined || request.quantity <= 0 ? sum : sum + returnedLine(line, request.quantity).total;
  }, 0);
}

function checkLines(lines: readonly SaleLine[]): void {
  if (lines.length === 0) throw new RegisterInputError('lines', 'the cart is empty');
  for (const line of lines) {
    if (!(line.quantity > 0) || !Number.isInteger(Math.round(line.quantity * 1000)) || Math.abs(line.quantity * 1000 - Math.round(line.quantity * 1000)) > 1e-6) {
      throw new RegisterInputError('lines', `${line.name}: the quantity must be more than zero, to the milligram at most`);
    }
    requireCents('price', line.price);
  }
}

/** The money of an order as it was charged (or given back). */
type OrderFigures = Pick<LocalOrder,
  'subtotal' | 'discountTotal' | 'taxTotal' | 'taxes' | 'total' | 'orderDiscount' | 'discountApprovedBy' | 'loyaltyPointsEarned' | 'loyaltyPointsRedeemed'>;

/** What a sale, refund or void gives `newOrder`: what it rang and priced; `newOrder` adds the time, the receipt id and the payments' sum. */
interface OrderDraft {
  orderType: number; shiftId: string; customerId: string | null; personId: string | null; originalOrderId: string | null;
  lines: LocalOrderLine[]; payments: LocalPayment[]; changeDue: number; figures: OrderFigures;
  rungOffline: LocalOrder['rungOffline'];
  /** How the buyer was checked and a limit overridden (undefined on a refund or void, which check no buyer). */
  ageVerification: AgeVerification | undefined; limitOverride: LocalOrder['limitOverride'] | undefined;
  compliance: SaleCompliance | null;
  /** The request's fields the counter gave. */
  request: CounterRequestFields;
}

/** A refund or void checks no buyer: the sale it undoes was checked. */
const unchecked = { ageVerification: undefined, limitOverride: undefined, compliance: null } as const satisfies Pick<OrderDraft, 'ageVerification' | 'limitOverride' | 'compliance'>;

/**
 * Writes an order, its outbox row, the verdicts it was rung on and the buyer's points in one
 * transaction; `makeDraft` runs first inside it, over `readTables` too, so what the order is
 * built from is read in the same transaction. The changes are announced once it committed.
 */
async function writeOrder(db: RegisterDatabase, makeDraft: () => Promise<OrderDraft>, readTables: readonly Table[] = []): Promise<LocalOrder> {
  const order = await db.transaction('rw', [...rowTables(db), ...auditTables(db), db.shifts, ...readTables], async () => {
    const draft = await makeDraft();
    const written = newOrder(draft);
    // The reads together, then the writes together: each await is a round trip to the database
    // (in Chromium another process), and the counter waits for every one. A failed check aborts
    // the transaction, so a balance moved alongside it is not kept.
    const [shift, balance, dependsOn] = await Promise.all([
      db.shifts.get(written.shiftId),
      moveLoyaltyBalance(db, written),
      unsentRowsFor(db, [written.shiftId, written.customerId ?? written.personId, written.originalOrderId]),
    ]);
    if (shift === undefined || shift.closedAt !== null) throw new RegisterInputError('shift', 'open a shift first');
    written.loyaltyBalance = balance;
    const { compliance } = draft;
    await Promise.all([
      db.orders.add(written),
      enqueue(db, 'order.create', written, dependsOn),
      // The sale and the verdicts it was rung on commit together (their rows queue after the sale's).
      compliance === null ? [] : appendAudits(db, compliance.registerId, compliance.decisions.map((decision) => ({ ...decision, subject: written.id }))),
    ]);
    return written;
  });
  // A moved balance changes the buyer's record too (the cart reads their points from it).
  if (order.loyaltyPointsEarned !== 0 || order.loyaltyPointsRedeemed !== 0) announceChange(db, 'orders', 'outbox', 'customers');
  else announceChange(db, 'orders', 'outbox');
  return order;
}

/** The order a draft becomes, once its payments are checked against its total. */
function newOrder(draft: OrderDraft): LocalOrder {
  if (draft.payments.length === 0) throw new RegisterInputError('payments', 'take a payment first');
  for (const payment of draft.payments) requireCents('payment', payment.total);
  const { total } = draft.figures;
  const tenderedAmount = draft.payments.reduce((sum, payment) => sum + payment.total, 0);
  if (tenderedAmount !== total) {
    throw new RegisterInputError('payments', `the payments (${tenderedAmount} ¢) must add up to the total (${total} ¢); change due is kept apart`);
  }
  const id = crypto.randomUUID();
  const receiptId = newReceiptId();
  const chargedOn = new Date().toISOString();
  const order: LocalOrder = {
    id, request: orderRequest(draft, { id, receiptId, chargedOn, tenderedAmount }),
    receiptId, shiftId: draft.shiftId, customerId: draft.customerId, personId: draft.personId,
    orderType: draft.orderType, originalOrderId: draft.originalOrderId, chargedOn,
    lines: draft.lines.map((line) => ({ ...line })), payments: draft.payments.map((payment) => ({ ...payment })),
    tenderedAmount, changeDue: draft.changeDue, ...draft.figures, rungOffline: draft.rungOffline, syncState: 'pending',
    ageVerification: draft.ageVerification, limitOverride: draft.limitOverride,
  };
  // Left out of the stored row when undefined, as a refund's buyer check always was (the row's shape is unchanged).
  if (order.ageVerification === undefined) delete order.ageVerification;
  if (order.limitOverride === undefined) delete order.limitOverride;
  return order;
}

/**
 * The order's request as it will be sent, made once as the order is written: the counter's fields
 * as given, and the rest filled from what was rung and priced. The Store API returns the stored
 * order for a repeat of the client `id` or the `receipt_id`. Every field is named (`Exhaustive`),
 * undefined where the order has none, which JSON leaves out: the same body a register sent before
 * it kept its requests (renderer/db/order-request-before-v10.ts), so old and new orders hash alike.
 */
function orderRequest(draft: OrderDraft, made: { id: string; receiptId: string; chargedOn: string; tenderedAmount: number }): OrderRequest {
  const discount = draft.figures.orderDiscount;
  return {
    ...draft.request,
    // No caregiver is left out (not null), so the body is the one a register sent before the field existed.
    caregiver: draft.request.caregiver ?? undefined,
    id: made.id,
    charged_on: made.chargedOn,
    order_type: draft.orderType,
    // The order has one payment type: the largest payment's.
    payment_type: [...draft.payments].sort((a, b) => b.total - a.total)[0]?.paymentType ?? PaymentType.cash,
    shift_id: draft.shiftId,
    receipt_id: made.receiptId,
    customer_id: draft.customerId,
    person_id: draft.personId ?? undefined,
    original_order_id: draft.originalOrderId ?? undefined,
    // The register asks no reason for a refund or void.
    refund_reason: undefined,
    age_verification: draft.ageVerification === undefined ? undefined
      : { method: draft.ageVerification.method, id_expiration_date: draft.ageVerification.idExpirationDate },
    limit_override: draft.limitOverride == null ? undefined : { approved_by: draft.limitOverride.approvedBy, reason: draft.limitOverride.reason },
    line_items: draft.lines.map((line) => ({
      quantity: quantityObject(milli(line.quantity), line.unit),
      price: line.price,
      inventory_item_id: line.inventoryItemId,
      discounts: line.discountsGiven.length === 0 ? undefined : line.discountsGiven,
      tax_breakdowns: line.taxBreakdowns,
    } satisfies Exhaustive<OrderRequest['line_items'][number]>)),
    tendered_amount: made.tenderedAmount,
    payments: draft.payments.map((payment) => ({ payment_method_id: payment.paymentMethodId, total: payment.total } satisfies Exhaustive<OrderRequest['payments'][number]>)),
    discount_percent: discount !== null && 'percent' in discount ? discount.percent : undefined,
    discount_flat_amount: discount !== null && 'flatAmount' in discount ? discount.flatAmount : undefined,
    discount_reason: discount?.reason,
    discount_approved_by: draft.figures.discountApprovedBy ?? undefined,
    loyalty_points_redeemed: draft.figures.loyaltyPointsRedeemed === 0 || draft.orderType !== OrderType.sale ? undefined : draft.figures.loyaltyPointsRedeemed,
    rung_offline: draft.rungOffline,
  } satisfies Exhaustive<OrderRequest>;
}

/** Every field of a request type named, optional ones perhaps undefined. */
type Exhaustive<T> = { [K in keyof Required<T>]: T[K] };

/**
 * The buyer's balance after the order, kept on their local record too, so the next sale rung
 * before the register hears from the Store API spends from what is really left. A sale adds what
 * it earned and takes what it redeemed; a refund or void the other way round (as the Store API
 * moves the balance when it records the order). Call inside the order's transaction.
 */
async function moveLoyaltyBalance(db: RegisterDatabase, order: LocalOrder): Promise<number | null> {
  const buyerId = order.personId ?? order.customerId;
  const buyer = buyerId === null ? undefined : await db.customers.get(buyerId);
  if (buyer === undefined) return null;
  const moved = order.orderType === OrderType.sale
    ? order.loyaltyPointsEarned - order.loyaltyPointsRedeemed
    : order.loyaltyPointsRedeemed - order.loyaltyPointsEarned;
  const balance = (buyer.loyaltyPoints ?? 0) + moved;
  if (moved !== 0) await db.customers.update(buyer.id, { loyaltyPoints: balance });
  return balance;
}

/** This register's sales not yet acknowledged by the Store API: how many, and the oldest one's time (the state cannot hear of them before the Store API does). */
export async function unsentOrders(db: RegisterDatabase): Promise<{ count: number; oldestChargedOn: string | null }> {
  const unsent = await db.orders.where('syncState').equals('pending').toArray();
  const oldest = unsent.reduce<string | null>((first, order) => (first === null || order.chargedOn < first ? order.chargedOn : first), null);
  return { count: unsent.length, oldestChargedOn: oldest };
}
