import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OrderType } from '../../../../shared/api/sales.ts';
import type { Session } from '../../../auth/session.ts';
import type { CardType } from '../../../../shared/compliance/medical-card.ts';
import type { Database } from '../../../db/schema.ts';
import { FieldErrorCollector, invalidField } from '../../../http/errors.ts';
import { nowTimestamp } from '../../../http/time.ts';
import { readComplianceFacts } from '../../compliance/facts.ts';
import { medicalCardDates } from '../../compliance/findings.ts';
import { complianceOrder } from '../rules/compliance-order.ts';
import { recordComplianceRefusal } from '../rules/compliance-refusal.ts';
import { complianceAudit } from '../rules/compliance-audit.ts';
import type { DeviceRecord } from '../../devices/repository.ts';
import { orderChecks } from '../rules/checks.ts';
import { stockUnitOf, type OrderCheck, type OrderContext } from '../rules/order-context.ts';
import { readOrderItems } from '../rules/item-facts.ts';
import { readMoneyFacts } from '../rules/money-facts.ts';
import { pricingOf } from '../rules/money-checks.ts';
import type { NormalizedOrder } from '../request/normalize.ts';
import type { PricedOrder } from '../rules/pricing.ts';
import { ReviewFlagCollector } from '../rules/review-flags.ts';
import { reportOwedBy } from '../../state-reporting/order-report.ts';
import type { SaleSettingsCache } from '../rules/sale-settings.ts';
import { returnRuleOf } from '../rules/customer-returns.ts';
import { statewideAnswerFor, type PatientStatusLookup } from '../rules/statewide-lookup.ts';
import type { StockMove } from './stock.ts';
import type { LineRow, OrderRow, PaymentRow } from './stored-order.ts';
import { storedColumns, type FieldColumn } from '../request/order-fields.ts';
import { toStockMilli } from '../rules/units.ts';
import type { OrderPlan, ReturnedToWaste } from './write.ts';

/** A new order to plan: who rings it where, the normalized request, its id and its request hash. */
export interface OrderToPlan {
  session: Session; device: DeviceRecord; input: NormalizedOrder; id: string; hash: string;
  /** When its rows are written and the ids they get: now and random UUIDs, unless a seeded history (the demo) gives its own. */
  made?: { at: string; newId: () => string };
  /** How a patient's statewide allotment is asked of Metrc before a live sale (absent: not asked, and such a sale is flagged). */
  patientStatus?: PatientStatusLookup;
}

/**
 * Checks a new order against the location's records and resolves it into what it will write.
 * Every check runs, so a refusal is one 422 naming every broken rule.
 */
export async function planOrder(
  db: Kysely<Database>, settings: SaleSettingsCache, order: OrderToPlan, checks: readonly OrderCheck[] = orderChecks,
): Promise<OrderPlan> {
  const { session, device, input, id, hash } = order;
  const context = await readOrderContext(db, settings, session.companyId, input, order.patientStatus);
  const errors = new FieldErrorCollector();
  const flags = new ReviewFlagCollector();
  for (const check of checks) check(context, errors, flags);
  if (!errors.empty) await recordComplianceRefusal(db, context, id, session.user.id);
  errors.throwIfAny();
  const { charged } = pricingOf(context);
  // The checks passed, so every item is known and the money was computed, unless a racing void of
  // the same sale committed between the reads: its lines were then already given back.
  if (charged === null) {
    if (input.order_type === OrderType.void) throw invalidField('original_order_id', 'has already been voided');
    throw new Error('an order that passed its checks has no price');
  }

  const newId = order.made?.newId ?? randomUUID;
  const lines = lineRows(context, id, charged, newId);
  // The checks passed, so a void names a sale that is not voided yet.
  const voids = input.order_type === OrderType.void && context.original ? context.original.id : null;
  const now = order.made?.at ?? nowTimestamp();
  return {
    order: {
      // What the request's fields store is declared with each field (request/order-fields.ts); the rest is the Store API's own.
      ...storedColumns(input, charged),
      id, company_id: session.companyId, device_id: device.id, employee_id: session.user.id, voided: 0, request_hash: hash,
      created_at: now, updated_at: now,
      subtotal: charged.subtotal, discount_total: charged.discount_total, tax_total: charged.tax_total, total: charged.total,
      loyalty_points_earned: charged.loyalty_points_earned, review_flags: JSON.stringify(flags.list),
      ...medicalCardDates(context.compliance, complianceOrder(input)),
    } satisfies Omit<OrderRow, FieldColumn>,
    ...await stockMoves(db, context, lines, voids, { newId, now }),
    lines, payments: paymentRows(context, id, newId), voids,
    loyalty: loyaltyMove(context, charged), audit: complianceAudit(context, { orderId: id, actorId: session.user.id, at: now }),
    flaggedForBreach: flags.brokeRule, stateReport: reportOwedBy(context.reportingSystem, input.order_type),
  };
}

/**
 * How the buyer's loyalty balance moves: a sale adds the points it earned and takes the points it
 * spent; goods given back take back their share of the points earned and return their share of
 * the points spent.
 */
function loyaltyMove({ input, money }: OrderContext, charged: PricedOrder): OrderPlan['loyalty'] {
  const buyer = money.buyer;
  if (buyer === null) return null;
  const delta = input.order_type === OrderType.sale
    ? charged.loyalty_points_earned - charged.loyalty_points_redeemed
    : charged.loyalty_points_redeemed - charged.loyalty_points_earned;
  return delta === 0 ? null : { type: buyer.type, id: buyer.id, delta };
}

/**
 * Reads every record the order names, scoped to the location. The reads are independent, so on
 * PostgreSQL they overlap on the pool; the items' rows are read once and shared by the order's own
 * rules, its compliance facts and its money facts. The location's sale settings come from
 * `settings` at the revision read with the shift, so a change made through any instance is seen.
 */
export async function readOrderContext(
  db: Kysely<Database>, cache: SaleSettingsCache, companyId: string, input: NormalizedOrder, patientStatus?: PatientStatusLookup,
): Promise<OrderContext> {
  const itemIds = [...new Set(input.line_items.map((l) => l.inventory_item_id))];
  const methodIds = [...new Set(input.payments.map((p) => p.payment_method_id))];
  // The location's row always answers: its settings revision, with the shift when it is one of its.
  // And the state system it reports to, so the new order's answer says what it owes without a read after the write.
  const shiftAndRevision = db.selectFrom('companies')
    .leftJoin('shifts', (join) => join.onRef('shifts.company_id', '=', 'companies.id').on('shifts.id', '=', input.shift_id))
    .leftJoin('state_reporting_settings as reporting', 'reporting.company_id', 'companies.id')
    .select(['companies.settings_revision', 'shifts.id', 'shifts.closed_at', 'reporting.system as reporting_system'])
    .where('companies.id', '=', companyId).executeTakeFirstOrThrow();
  const settings = shiftAndRevision.then((row) => cache.at(companyId, Number(row.settings_revision)));
  const itemRows = readOrderItems(db, companyId, itemIds);
  const customer = input.customer_id === null ? null : db.selectFrom('customers').select(['id', 'loyalty_points'])
    .where('company_id', '=', companyId).where('id', '=', input.customer_id).executeTakeFirst();
  const patient = input.person_id === undefined ? null : db.selectFrom('patients').select(['id', 'loyalty_points', 'card_type'])
    .where('company_id', '=', companyId).where('id', '=', input.person_id).executeTakeFirst();
  const original = input.original_order_id === null ? null : db.selectFrom('orders').select(['id', 'order_type', 'voided', 'customer_id', 'person_id'])
    .where('company_id', '=', companyId).where('id', '=', input.original_order_id).executeTakeFirst();
  const buyer = Promise.all([customer, patient, original])
    .then(([c, p, o]) => buyerOf(db, companyId, input, { customer: c, patient: p, original: o }));
  // Every promise above is handed to this Promise.all (directly or through `buyer` and the facts'
  // own Promise.all) in this same turn, so none fails without a handler.
  const [items, methods, shift, customerRow, patientRow, originalRow, compliance, money, ageVerificationRequired] = await Promise.all([
    itemRows,
    methodIds.length === 0 ? [] : db.selectFrom('payment_methods').select(['id', 'payment_type'])
      .where('company_id', '=', companyId).where('id', 'in', methodIds).execute(),
    shiftAndRevision.then(({ id, closed_at }) => (id === null ? undefined : { id, closed_at })),
    customer, patient, original,
    readComplianceFacts(db, companyId, complianceOrder(input), new Date(), { location: settings.then((kept) => kept.location), items: itemRows }),
    readMoneyFacts(db, companyId, input, { settings, items: itemRows, buyer }),
    settings.then((kept) => kept.location.age_verification_required),
  ]);
  const { reporting_system: reportingSystem } = await shiftAndRevision;
  // Asked last, from what the facts say of the sale (a patient buying as a patient where the state
  // keeps the limit statewide), and bounded by a short timeout: the only wait on another system.
  const statewide = await statewideAnswerFor(patientStatus, companyId, compliance, complianceOrder(input), reportingSystem);
  return {
    companyId, input, shift, customer: customerRow, patient: patientRow, original: originalRow, money, ageVerificationRequired, reportingSystem,
    compliance: statewide.kind === 'not-required' ? compliance : { ...compliance, statewide },
    items: new Map(items.map((item) => [item.id, item])),
    methods: new Map(methods.map((method) => [method.id, method])),
  };
}

type Holder = { id: string; loyalty_points: number | null; card_type?: CardType | null } | undefined | null;

/**
 * Whose taxes and loyalty points the order moves: the patient it names, else its customer; goods
 * given back against an original go back to that original's buyer.
 */
async function buyerOf(
  db: Kysely<Database>, companyId: string, input: NormalizedOrder,
  named: { customer: Holder; patient: Holder; original: { customer_id: string | null; person_id: string | null } | undefined | null },
): Promise<{ type: 'Customer' | 'Patient'; id: string; loyaltyPoints: number; cardType?: CardType | null } | null> {
  const { original } = named;
  let { customer, patient } = named;
  if (input.order_type !== OrderType.sale && original != null) {
    [patient, customer] = await Promise.all([
      original.person_id === null ? null : db.selectFrom('patients').select(['id', 'loyalty_points', 'card_type']).where('company_id', '=', companyId).where('id', '=', original.person_id).executeTakeFirst(),
      original.customer_id === null ? null : db.selectFrom('customers').select(['id', 'loyalty_points']).where('company_id', '=', companyId).where('id', '=', original.customer_id).executeTakeFirst(),
    ]);
  }
  if (patient != null) return { type: 'Patient', id: patient.id, loyaltyPoints: Number(patient.loyalty_points ?? 0), cardType: patient.card_type ?? null };
  if (customer != null) return { type: 'Customer', id: customer.id, loyaltyPoints: Number(customer.loyalty_points ?? 0) };
  return null;
}

/** The order's lines as stored: each with its quantity in the item's own unit (checked to convert) and its money as charged. */
function lineRows({ companyId, input, items }: OrderContext, orderId: string, charged: PricedOrder, newId: () => string): LineRow[] {
  return input.line_items.flatMap((line, position) => {
    const item = items.get(line.inventory_item_id);
    if (item === undefined) return [];
    return [{
      id: newId(), company_id: companyId, order_id: orderId, position, inventory_item_id: item.id,
      quantity_milli: line.quantity_milli, unit: line.unit, stock_milli: toStockMilli(line.quantity_milli, line.unit, stockUnitOf(item)) ?? 0,
      sku: item.sku, weight: item.weight, ...lineMoney(charged, position, line.price),
    }];
  });
}

/** The payments as stored, each with its method's payment type. */
function paymentRows({ companyId, input, methods }: OrderContext, orderId: string, newId: () => string): PaymentRow[] {
  return input.payments.flatMap((payment, position) => {
    const method = methods.get(payment.payment_method_id);
    if (method === undefined) return [];
    return [{ id: newId(), company_id: companyId, order_id: orderId, position, payment_method_id: method.id, payment_type: method.payment_type, total: payment.total }];
  });
}

/**
 * Stock: a sale takes its lines off the shelf, a refund or return puts its lines back, and a void
 * puts back exactly what the original sale took (its own lines are kept as the record). Cannabis
 * given back where the state forbids reselling it (customer-returns.ts) does not go back on the
 * shelf: it goes to waste, as a waste adjustment written with the order.
 */
async function stockMoves(db: Kysely<Database>, { input, items, companyId, compliance }: OrderContext, lines: LineRow[], voids: string | null, made: { newId: () => string; now: string }): Promise<{ stock: StockMove[]; returnedToWaste: ReturnedToWaste[] }> {
  if (voids !== null) {
    const originalLines = await db.selectFrom('line_items').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
      .select(['line_items.inventory_item_id', 'line_items.stock_milli', 'inventory_items.product_id'])
      .where('line_items.order_id', '=', voids).execute();
    return { stock: originalLines.map((l) => ({ inventory_item_id: l.inventory_item_id, product_id: l.product_id, delta_milli: Number(l.stock_milli) })), returnedToWaste: [] };
  }
  const sign = input.order_type === OrderType.sale ? -1 : 1;
  const wasted = input.order_type === OrderType.sale || lines.length === 0 || returnRuleOf(compliance.profile.id).destination === 'package'
    ? new Map<string, string | null>() : await cannabisItems(db, companyId, lines.map((l) => l.inventory_item_id));
  const stock: StockMove[] = [];
  const returnedToWaste: ReturnedToWaste[] = [];
  for (const l of lines) {
    const item = items.get(l.inventory_item_id);
    const productId = item?.product_id ?? null;
    if (wasted.has(l.inventory_item_id) && item !== undefined && l.stock_milli > 0) {
      returnedToWaste.push({
        id: made.newId(), inventory_item_id: l.inventory_item_id, product_id: productId, package_label: wasted.get(l.inventory_item_id) ?? null,
        stock_milli: l.stock_milli, unit: String(stockUnitOf(item)), at: made.now,
      });
    } else stock.push({ inventory_item_id: l.inventory_item_id, product_id: productId, delta_milli: sign * l.stock_milli });
  }
  return { stock, returnedToWaste };
}

/** The ones of `itemIds` that are cannabis (a product type marked marijuana, or a state package label where the type does not say), with their labels. */
async function cannabisItems(db: Kysely<Database>, companyId: string, itemIds: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('inventory_items').leftJoin('products', 'products.id', 'inventory_items.product_id')
    .leftJoin('product_types', 'product_types.id', 'products.product_type_id')
    .select(['inventory_items.id', 'inventory_items.package_label', 'product_types.is_marijuana'])
    .where('inventory_items.company_id', '=', companyId).where('inventory_items.id', 'in', [...new Set(itemIds)]).execute();
  return new Map(rows.filter((r) => r.is_marijuana === 1 || (r.is_marijuana === null && r.package_label !== null)).map((r) => [r.id, r.package_label]));
}

/** A line's money as charged, its lists as JSON text. A line given back stores the price of the share it returns. */
function lineMoney(charged: PricedOrder, position: number, sentPrice: number) {
  const line = charged.lines[position];
  return {
    price: line?.price ?? sentPrice, subtotal: line?.subtotal ?? sentPrice, loyalty_points: line?.loyalty_points ?? 0,
    discounts: JSON.stringify(line?.discounts ?? []),
    tax_breakdowns: JSON.stringify(line?.tax_breakdowns ?? []), tax_exemptions: JSON.stringify(line?.tax_exemptions ?? []),
    related_line_item_id: line?.related_line_item_id ?? null,
  };
}
