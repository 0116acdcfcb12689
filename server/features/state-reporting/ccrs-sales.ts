import type { Kysely } from 'kysely';
import { OrderType, type LineDiscount, type TaxBreakdown } from '../../../shared/api/sales.ts';
import type { Database, MetrcTaxField } from '../../db/schema.ts';
import { ccrsDate, ccrsMoney, ccrsQuantity, clip, type CcrsRow } from './ccrs-file.ts';
import { fingerprintOf, type CcrsRecord, type FiledRecord } from './ccrs-ledger.ts';
import { instantAtLocal, localDateTime } from './local-time.ts';
import { CUSTOMER_RETURN_REASON } from './ccrs-adjustment-reasons.ts';
import type { CcrsSaleType } from './ccrs-sale-file.ts';

/**
 * The sales a location's CCRS Sale file for a range of local dates concerns, as CCRS should hold
 * them now, and the returns to report as inventory adjustments. Which operation each row goes out
 * with is worked out against what was filed before (ccrs-ledger.ts):
 * - a sale never filed: an Insert of each line, with what remains sold (refunds and returns rung
 *   before are netted, a line all given back is left out), in the file of the week it was charged;
 *   voided or all given back before any file held it, CCRS never needs it (not_required);
 * - filed, then voided: a Delete of each line filed, in the file of the range holding the void;
 * - filed, then goods given back (a refund or a return; both put goods back on the shelf): the
 *   LCB's CCRS FAQ ("How does a retailer report a return in CCRS?", lcb.wa.gov/ccrs/faq): "the sale
 *   identifier should be deleted from CCRS, and the inventory identifier reported on an Inventory
 *   Adjustment as a return, with details provided about why it was a return". So each line goods
 *   came back on is a Delete of the line as filed; what the customer kept of it stays sold, as a
 *   new line (SaleDetailExternalIdentifier `<line id>-q<quantity kept>`, the same sale); and each
 *   line given back is an InventoryAdjustment row (CUSTOMER_RETURN_REASON, ccrs-adjustment-reasons.ts).
 * A refund or return is never a sale row of its own, and never a negative one (CCRS takes none).
 */


export interface CcrsFileRequest {
  companyId: string; licenseNumber: string;
  /** First and last local calendar day (YYYY-MM-DD), both included. */
  from: string; to: string;
}

export interface CcrsSaleInScope { id: string; receiptId: string; changeIds: string[] }

export interface CcrsSalesContent {
  /** The sales the file concerns (charged in the range, or changed in it). */
  sales: CcrsSaleInScope[];
  /** Their lines as CCRS should hold them now. */
  records: Array<CcrsRecord<'Sale'>>;
  /** The ledger's Sale records of those sales (what CCRS holds of them). */
  filed: FiledRecord[];
  /** Goods given back, in the range, on sales CCRS already held. */
  returns: Array<CcrsRecord<'InventoryAdjustment'>>;
  /** Who last changed a sale and on which local day (a Delete's UpdatedBy/UpdatedDate), by SaleExternalIdentifier. */
  updatedOf: Map<string, { by: string; date: string }>;
}

interface SaleLine {
  id: string; quantityMilli: number; subtotal: number; discount: number; salesTax: number; otherTax: number; includedTax: number; inventoryId: string;
}

const EMPTY_BACK = { quantityMilli: 0, subtotal: 0, discount: 0, salesTax: 0, otherTax: 0, includedTax: 0 };

/**
 * A sale's SaleType. RecreationalMedical is "Sale at retail to a qualifying patient or designated
 * provider (RCW 82.08.9998)" (CCRS Upload User Guide, CIB 133 2/26, p. 41), and the CCRS FAQ
 * ("How are Medical Tax Exemptions applied?"): "The Sale.CSV will record the transaction as a
 * RecreationalMedical sale". Whether the patient bought as a patient was decided at the sale (a
 * registered patient at a location with medical sales: shared/compliance/who-may-buy.ts) and is read
 * from what the order kept, never decided again from today's settings: the card's dates, kept only
 * with a sale made to a patient as a patient (WAC 314-55-090(2)(b), migration 035), or — for a sale
 * stored before those dates were kept — a medical tax exemption on one of its lines, which the
 * pricing engine grants only to a patient buying as one. A patient who bought as an adult-use
 * customer (a store without the endorsement) is RecreationalRetail. The tax columns are the
 * order's stored taxes, whatever the sale type: the exemption is $0.00 only where Canopy priced it
 * so (FAQ, "What does the cannabis retail licensee need to report…": "All sales that do not meet
 * these conditions must have taxes reported following current reporting requirements").
 */
export function ccrsSaleType(
  sale: { person_id: string | null; medical_card_effective_date: string | null; medical_card_expiration_date: string | null },
  lines: ReadonlyArray<{ tax_exemptions: string }>,
): CcrsSaleType {
  if (sale.person_id === null) return 'RecreationalRetail';
  if (sale.medical_card_effective_date !== null || sale.medical_card_expiration_date !== null) return 'RecreationalMedical';
  return lines.some((line) => {
    const exemptions: unknown = JSON.parse(line.tax_exemptions);
    return Array.isArray(exemptions) && exemptions.length > 0;
  }) ? 'RecreationalMedical' : 'RecreationalRetail';
}

/** The next calendar day of a YYYY-MM-DD date. */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A person's name as CCRS's CreatedBy/UpdatedBy take it (text 35). */
export const personName = (p: { first_name: string | null; last_name: string | null }) =>
  clip([p.first_name, p.last_name].filter((n) => n !== null && n !== '').join(' '), 35);

/** The line ids a ledger key of the Sale file belongs to: `<line id>` or `<line id>-q<quantity>`. */
const lineOfKey = (key: string) => key.replace(/-q[0-9.]+$/, '');

export async function ccrsSalesContent(db: Kysely<Database>, request: CcrsFileRequest, filedSales: readonly FiledRecord[]): Promise<CcrsSalesContent> {
  const { companyId } = request;
  const company = await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow();
  const zone = company.time_zone;
  const start = instantAtLocal(`${request.from}T00:00:00`, zone).toISOString();
  const end = instantAtLocal(`${nextDay(request.to)}T00:00:00`, zone).toISOString();
  const inRange = (chargedOn: string) => chargedOn >= start && chargedOn < end;
  const empty: CcrsSalesContent = { sales: [], records: [], filed: [], returns: [], updatedOf: new Map() };

  // The range's sales, and the sales a void, refund or return of the range changed.
  const changesInRange = await db.selectFrom('orders').select('original_order_id').where('company_id', '=', companyId)
    .where('order_type', 'in', [OrderType.refund, OrderType.return, OrderType.void]).where('original_order_id', 'is not', null)
    .where('charged_on', '>=', start).where('charged_on', '<', end).execute();
  const changedIds = [...new Set(changesInRange.map((c) => c.original_order_id ?? ''))];
  const sales = await db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.employee_id')
    .leftJoin('state_reports', 'state_reports.order_id', 'orders.id')
    .select(['orders.id', 'orders.receipt_id', 'orders.charged_on', 'orders.voided', 'orders.person_id', 'orders.medical_card_effective_date',
      'orders.medical_card_expiration_date', 'users.first_name', 'users.last_name',
      'state_reports.reported_at', 'state_reports.system as report_system'])
    .where('orders.company_id', '=', companyId).where('orders.order_type', '=', OrderType.sale)
    .where((eb) => eb.or([
      eb.and([eb('orders.charged_on', '>=', start), eb('orders.charged_on', '<', end)]),
      ...(changedIds.length === 0 ? [] : [eb('orders.id', 'in', changedIds)]),
    ]))
    .orderBy('orders.charged_on').orderBy('orders.receipt_id').execute();
  if (sales.length === 0) return empty;
  const saleIds = sales.map((s) => s.id);

  const [lines, changes, taxItems] = await Promise.all([
    db.selectFrom('line_items').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
      .leftJoin('products', 'products.id', 'inventory_items.product_id').leftJoin('product_types', 'product_types.id', 'products.product_type_id')
      .select(['line_items.id', 'line_items.order_id', 'line_items.quantity_milli', 'line_items.subtotal', 'line_items.discounts', 'line_items.tax_breakdowns',
        'line_items.tax_exemptions', 'inventory_items.id as inventory_id', 'inventory_items.package_label', 'product_types.is_marijuana'])
      .where('line_items.company_id', '=', companyId).where('line_items.order_id', 'in', saleIds).orderBy('line_items.position').execute(),
    db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.employee_id')
      .select(['orders.id', 'orders.original_order_id', 'orders.order_type', 'orders.charged_on', 'orders.created_at', 'users.first_name', 'users.last_name'])
      .where('orders.company_id', '=', companyId).where('orders.original_order_id', 'in', saleIds)
      .where('orders.order_type', 'in', [OrderType.refund, OrderType.return, OrderType.void]).orderBy('orders.created_at').execute(),
    db.selectFrom('tax_items').select(['id', 'metrc_field']).where('company_id', '=', companyId).execute(),
  ]);
  const returnIds = changes.filter((c) => c.order_type !== OrderType.void).map((c) => c.id);
  const returnedLines = returnIds.length === 0 ? [] : await db.selectFrom('line_items')
    .select(['id', 'order_id', 'related_line_item_id', 'quantity_milli', 'subtotal', 'discounts', 'tax_breakdowns'])
    .where('company_id', '=', companyId).where('order_id', 'in', returnIds).where('related_line_item_id', 'is not', null).execute();
  // A return a manager already recorded as an inventory adjustment (pointing at the sale or the return) is reported from there, not twice.
  const adjusted = await db.selectFrom('inventory_adjustments').select('order_id').where('company_id', '=', companyId)
    .where('order_id', 'in', [...saleIds, ...(returnIds.length === 0 ? ['-'] : returnIds)]).execute();
  const adjustedOrders = new Set(adjusted.map((a) => a.order_id));

  const fieldOf = new Map<string, MetrcTaxField>(taxItems.map((t) => [t.id, t.metrc_field]));
  /** A line's money by CCRS's columns: the cannabis excise is CannabisExciseTax, every other tax (state and local retail sales tax) RetailSalesTax. */
  const money = (line: { subtotal: number; discounts: string; tax_breakdowns: string }) => {
    let salesTax = 0, otherTax = 0, includedTax = 0;
    for (const tax of JSON.parse(line.tax_breakdowns) as TaxBreakdown[]) {
      const amount = Math.abs(tax.amount);
      if (fieldOf.get(tax.tax_item_id) === 'ExciseTax') otherTax += amount; else salesTax += amount;
      if (tax.included_in_price === true) includedTax += amount;
    }
    const discount = (JSON.parse(line.discounts) as LineDiscount[]).reduce((sum, d) => sum + Math.abs(d.amount), 0);
    return { subtotal: Math.abs(Number(line.subtotal)), discount, salesTax, otherTax, includedTax };
  };

  const changesOf = new Map<string, typeof changes>();
  for (const change of changes) changesOf.set(change.original_order_id ?? '', [...(changesOf.get(change.original_order_id ?? '') ?? []), change]);
  const changeOf = new Map(changes.map((c) => [c.id, c]));
  const localDate = (instant: string) => ccrsDate(localDateTime(new Date(instant), zone));

  const receipts = new Set(sales.map((s) => s.receipt_id));
  const filed = filedSales.filter((f) => receipts.has((JSON.parse(f.row) as Partial<CcrsRow<'Sale'>>).SaleExternalIdentifier ?? ''));
  const firstFiledOf = new Map<string, string>();
  for (const f of filed) {
    const line = lineOfKey(f.external_identifier);
    const known = firstFiledOf.get(line);
    if (known === undefined || f.first_filed_at < known) firstFiledOf.set(line, f.first_filed_at);
  }

  const content: CcrsSalesContent = { ...empty, filed };
  type Line = (typeof lines)[number];
  /** A line net of the goods given back by the changes `counted` takes. */
  const netOf = (line: Line, counted: (change: (typeof changes)[number]) => boolean): SaleLine & { back: number } => {
    const own = money(line);
    const back = { ...EMPTY_BACK };
    for (const r of returnedLines.filter((x) => x.related_line_item_id === line.id)) {
      const change = changeOf.get(r.order_id);
      if (change === undefined || !counted(change)) continue;
      const m = money(r);
      back.quantityMilli += Math.abs(Number(r.quantity_milli));
      back.subtotal += m.subtotal; back.discount += m.discount; back.salesTax += m.salesTax; back.otherTax += m.otherTax; back.includedTax += m.includedTax;
    }
    return {
      id: line.id, inventoryId: line.package_label ?? line.inventory_id, quantityMilli: Number(line.quantity_milli) - back.quantityMilli,
      subtotal: own.subtotal - back.subtotal, discount: own.discount - back.discount, salesTax: own.salesTax - back.salesTax,
      otherTax: own.otherTax - back.otherTax, includedTax: own.includedTax - back.includedTax, back: back.quantityMilli,
    };
  };
  const saleTypeOf = new Map(sales.map((sale) => [sale.id, ccrsSaleType(sale, lines.filter((l) => l.order_id === sale.id))]));
  const saleRow = (sale: (typeof sales)[number], line: SaleLine, key: string): CcrsRow<'Sale'> => {
    const pretax = line.subtotal - line.includedTax;
    return {
      LicenseNumber: request.licenseNumber, SoldToLicenseNumber: '', InventoryExternalIdentifier: line.inventoryId, PlantExternalIdentifier: '',
      SaleType: saleTypeOf.get(sale.id) ?? 'RecreationalRetail', SaleDate: localDate(sale.charged_on),
      Quantity: ccrsQuantity(line.quantityMilli),
      // UnitPrice is one unit before discounts and taxes, so that Quantity × UnitPrice − Discount is the line's price before tax.
      UnitPrice: ccrsMoney((pretax + line.discount) / (line.quantityMilli / 1000)),
      Discount: ccrsMoney(line.discount), RetailSalesTax: ccrsMoney(line.salesTax), CannabisExciseTax: ccrsMoney(line.otherTax),
      SaleExternalIdentifier: sale.receipt_id, SaleDetailExternalIdentifier: key,
      CreatedBy: personName(sale), CreatedDate: localDate(sale.charged_on), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
    };
  };
  for (const sale of sales) {
    const saleChanges = changesOf.get(sale.id) ?? [];
    content.sales.push({ id: sale.id, receiptId: sale.receipt_id, changeIds: saleChanges.map((c) => c.id) });
    const lastChange = saleChanges[saleChanges.length - 1];
    content.updatedOf.set(sale.receipt_id, lastChange === undefined
      ? { by: personName(sale), date: localDate(sale.charged_on) }
      : { by: personName(lastChange), date: localDate(lastChange.charged_on) });
    // The sale's cannabis lines (goods that are not cannabis are not the state's).
    const cannabis = lines.filter((l) => l.order_id === sale.id && !(l.is_marijuana === 0 || (l.is_marijuana === null && l.package_label === null)));
    // A sale filed before the ledger (migration 034) kept only its first filing in its state report: what that file held is
    // rebuilt — each line under its own id, net of what came back before — so it is deleted or kept as any filed sale.
    const legacyFiledAt = sale.report_system === 'ccrs' ? sale.reported_at : null;
    if (legacyFiledAt !== null && !cannabis.some((l) => firstFiledOf.has(l.id))) {
      for (const line of cannabis) {
        const asFiled = netOf(line, (change) => change.order_type !== OrderType.void && change.created_at <= legacyFiledAt);
        if (asFiled.quantityMilli <= 0) continue;
        const row = saleRow(sale, asFiled, line.id);
        content.filed.push({ file_type: 'Sale', external_identifier: line.id, fingerprint: fingerprintOf(row), row: JSON.stringify(row), operation: 'Insert', range_from: '', range_to: '', first_filed_at: legacyFiledAt });
        firstFiledOf.set(line.id, legacyFiledAt);
      }
    }
    if (sale.voided === 1) continue;
    for (const line of cannabis) {
      const now = netOf(line, () => true);
      if (now.quantityMilli > 0) {
        const key = now.back === 0 ? line.id : `${line.id}-q${ccrsQuantity(now.quantityMilli)}`;
        content.records.push({ key, row: saleRow(sale, now, key) });
      }
      // Goods back on a line CCRS already held: reported as a return (the FAQ), once per returned line.
      const firstFiled = firstFiledOf.get(line.id);
      if (firstFiled === undefined) continue;
      for (const r of returnedLines.filter((x) => x.related_line_item_id === line.id)) {
        const change = changeOf.get(r.order_id);
        if (change === undefined || change.created_at <= firstFiled || !inRange(change.charged_on)) continue;
        if (adjustedOrders.has(sale.id) || adjustedOrders.has(change.id)) continue;
        content.returns.push({
          key: r.id, row: {
            LicenseNumber: request.licenseNumber, InventoryExternalIdentifier: now.inventoryId, AdjustmentReason: CUSTOMER_RETURN_REASON,
            AdjustmentDetail: clip(`Customer return: ${ccrsQuantity(Math.abs(Number(r.quantity_milli)))} back to inventory from sale ${sale.receipt_id}`, 250),
            Quantity: ccrsQuantity(Math.abs(Number(r.quantity_milli))), AdjustmentDate: localDate(change.charged_on), ExternalIdentifier: r.id,
            CreatedBy: personName(change), CreatedDate: localDate(change.charged_on), UpdatedBy: '', UpdatedDate: '', Operation: 'Insert',
          },
        });
      }
    }
  }
  return content;
}
