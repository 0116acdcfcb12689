import type { Kysely } from 'kysely';
import { OrderType, type LineDiscount, type TaxBreakdown } from '../../../shared/api/sales.ts';
import type { Database, MetrcTaxField } from '../../db/schema.ts';
import { ccrsDate, ccrsMoney, ccrsQuantity, type CcrsOperation, type CcrsSaleRow } from './ccrs-sale-file.ts';
import { instantAtLocal, localDateTime } from './local-time.ts';

/**
 * Which sales a location's CCRS Sale file for a range of local dates holds, and as what.
 *
 * A sale's report is "filed" when a Sale file holding it as Insert was downloaded; its
 * `state_reports.reported_at` keeps that first download (the moment CCRS is taken to hold it).
 * - Never filed: Insert, with what remains sold (refunds and returns rung before are netted, a line
 *   all given back is left out), in the file of the week it was charged. Voided, or all given back,
 *   before any file held it: CCRS never needs it (the report becomes not_required).
 * - Filed, then voided: Delete of each line filed, in the file of the range holding the void (or
 *   the sale).
 * - Filed, then refunded or returned (in part or whole): Update of each line whose quantity or
 *   money changed, with its new values; Delete of a line all given back.
 * - Filed and unchanged: Insert again in its own week's file, so a file downloaded twice (CCRS
 *   asks for a re-upload when an upload fails) is the same file.
 * A refund or return is not a sale row of its own: CCRS records the sale as finally completed.
 */

export interface CcrsFileRequest {
  companyId: string; licenseNumber: string;
  /** First and last local calendar day (YYYY-MM-DD), both included. */
  from: string; to: string;
}

export interface CcrsFileContent {
  rows: CcrsSaleRow[];
  /** Sales whose report the file carries (Insert, Update or Delete), and the refunds and returns it carries with them. */
  filedOrderIds: string[];
  /** Sales (and their changes) CCRS will never need: voided or all given back before any file held them, or no cannabis on them. */
  notRequiredOrderIds: string[];
}

interface SaleLine {
  id: string; quantityMilli: number; subtotal: number; discount: number; salesTax: number; otherTax: number; includedTax: number; inventoryId: string;
}

const EMPTY_BACK = { quantityMilli: 0, subtotal: 0, discount: 0, salesTax: 0, otherTax: 0, includedTax: 0 };

/** The next calendar day of a YYYY-MM-DD date. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function ccrsFileContent(db: Kysely<Database>, request: CcrsFileRequest): Promise<CcrsFileContent> {
  const { companyId } = request;
  const company = await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow();
  const zone = company.time_zone;
  const start = instantAtLocal(`${request.from}T00:00:00`, zone).toISOString();
  const end = instantAtLocal(`${nextDay(request.to)}T00:00:00`, zone).toISOString();
  const inRange = (chargedOn: string) => chargedOn >= start && chargedOn < end;

  // The range's sales, and the sales a void, refund or return of the range changed.
  const changesInRange = await db.selectFrom('orders').select('original_order_id').where('company_id', '=', companyId)
    .where('order_type', 'in', [OrderType.refund, OrderType.return, OrderType.void]).where('original_order_id', 'is not', null)
    .where('charged_on', '>=', start).where('charged_on', '<', end).execute();
  const changedIds = [...new Set(changesInRange.map((c) => c.original_order_id ?? ''))];
  const sales = await db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.employee_id')
    .leftJoin('state_reports', 'state_reports.order_id', 'orders.id')
    .select(['orders.id', 'orders.receipt_id', 'orders.charged_on', 'orders.voided', 'orders.person_id',
      'users.first_name', 'users.last_name', 'state_reports.reported_at', 'state_reports.system'])
    .where('orders.company_id', '=', companyId).where('orders.order_type', '=', OrderType.sale)
    .where((eb) => eb.or([
      eb.and([eb('orders.charged_on', '>=', start), eb('orders.charged_on', '<', end)]),
      ...(changedIds.length === 0 ? [] : [eb('orders.id', 'in', changedIds)]),
    ]))
    .orderBy('orders.charged_on').orderBy('orders.receipt_id').execute();
  if (sales.length === 0) return { rows: [], filedOrderIds: [], notRequiredOrderIds: [] };
  const saleIds = sales.map((s) => s.id);

  const [lines, changes, taxItems] = await Promise.all([
    db.selectFrom('line_items').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
      .leftJoin('products', 'products.id', 'inventory_items.product_id').leftJoin('product_types', 'product_types.id', 'products.product_type_id')
      .select(['line_items.id', 'line_items.order_id', 'line_items.quantity_milli', 'line_items.subtotal', 'line_items.discounts', 'line_items.tax_breakdowns',
        'line_items.related_line_item_id', 'inventory_items.id as inventory_id', 'inventory_items.package_label', 'product_types.is_marijuana'])
      .where('line_items.company_id', '=', companyId).where('line_items.order_id', 'in', saleIds).orderBy('line_items.position').execute(),
    db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.employee_id')
      .select(['orders.id', 'orders.original_order_id', 'orders.order_type', 'orders.charged_on', 'orders.created_at', 'users.first_name', 'users.last_name'])
      .where('orders.company_id', '=', companyId).where('orders.original_order_id', 'in', saleIds)
      .where('orders.order_type', 'in', [OrderType.refund, OrderType.return, OrderType.void]).orderBy('orders.created_at').execute(),
    db.selectFrom('tax_items').select(['id', 'metrc_field']).where('company_id', '=', companyId).execute(),
  ]);
  const returnIds = changes.filter((c) => c.order_type !== OrderType.void).map((c) => c.id);
  const returnedLines = returnIds.length === 0 ? [] : await db.selectFrom('line_items')
    .select(['order_id', 'related_line_item_id', 'quantity_milli', 'subtotal', 'discounts', 'tax_breakdowns'])
    .where('company_id', '=', companyId).where('order_id', 'in', returnIds).where('related_line_item_id', 'is not', null).execute();

  const fieldOf = new Map<string, MetrcTaxField>(taxItems.map((t) => [t.id, t.metrc_field]));
  /** A line's money by CCRS's columns: the cannabis excise is OtherTax, every other tax (state and local retail sales tax) SalesTax. */
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
  const createdAtOf = new Map(changes.map((c) => [c.id, c.created_at]));

  const rows: CcrsSaleRow[] = [];
  const filed: string[] = [];
  const notRequired: string[] = [];
  const name = (p: { first_name: string | null; last_name: string | null }) => [p.first_name, p.last_name].filter((n) => n !== null && n !== '').join(' ');
  const localDate = (instant: string) => ccrsDate(localDateTime(new Date(instant), zone));

  for (const sale of sales) {
    const saleChanges = changesOf.get(sale.id) ?? [];
    const firstFiled = sale.system === 'ccrs' ? sale.reported_at : null;
    const after = (change: { created_at: string }) => firstFiled !== null && change.created_at > firstFiled;
    // The sale's cannabis lines (goods that are not cannabis are not the state's).
    const cannabis = lines.filter((l) => l.order_id === sale.id && !(l.is_marijuana === 0 || (l.is_marijuana === null && l.package_label === null)));
    /** A line net of what came back by the given changes. */
    const netOf = (line: (typeof cannabis)[number], counted: (returnOrderId: string) => boolean): SaleLine => {
      const own = money(line);
      const back = { ...EMPTY_BACK };
      for (const r of returnedLines.filter((x) => x.related_line_item_id === line.id && counted(x.order_id))) {
        const m = money(r);
        back.quantityMilli += Math.abs(Number(r.quantity_milli));
        back.subtotal += m.subtotal; back.discount += m.discount; back.salesTax += m.salesTax; back.otherTax += m.otherTax; back.includedTax += m.includedTax;
      }
      return {
        id: line.id, inventoryId: line.package_label ?? line.inventory_id, quantityMilli: Number(line.quantity_milli) - back.quantityMilli,
        subtotal: own.subtotal - back.subtotal, discount: own.discount - back.discount, salesTax: own.salesTax - back.salesTax,
        otherTax: own.otherTax - back.otherTax, includedTax: own.includedTax - back.includedTax,
      };
    };
    const isChangeAfterFiling = (orderId: string) => { const at = createdAtOf.get(orderId); return at !== undefined && after({ created_at: at }); };
    // What the last file held (every change before it netted), and what is sold now.
    const asFiled = cannabis.map((l) => netOf(l, (id) => !isChangeAfterFiling(id))).filter((l) => l.quantityMilli > 0);
    const now = cannabis.map((l) => netOf(l, () => true));
    const lateChanges = saleChanges.filter(after);
    const lastChange = lateChanges[lateChanges.length - 1];
    const row = (line: SaleLine, operation: CcrsOperation): CcrsSaleRow => {
      const pretax = line.subtotal - line.includedTax;
      return {
        LicenseNumber: request.licenseNumber, SoldToLicenseNumber: '', InventoryExternalIdentifier: line.inventoryId, PlantExternalIdentifier: '',
        SaleType: sale.person_id === null ? 'RecreationalRetail' : 'RecreationalMedical', SaleDate: localDate(sale.charged_on),
        Quantity: ccrsQuantity(line.quantityMilli),
        // UnitPrice is one unit before discounts and taxes, so that Quantity × UnitPrice − Discount is the line's price before tax.
        UnitPrice: ccrsMoney((pretax + line.discount) / (line.quantityMilli / 1000)),
        Discount: ccrsMoney(line.discount), SalesTax: ccrsMoney(line.salesTax), OtherTax: ccrsMoney(line.otherTax),
        SaleExternalIdentifier: sale.receipt_id, SaleDetailExternalIdentifier: line.id,
        CreatedBy: name(sale), CreatedDate: localDate(sale.charged_on),
        UpdatedBy: operation === 'Insert' || lastChange === undefined ? '' : name(lastChange),
        UpdatedDate: operation === 'Insert' || lastChange === undefined ? '' : localDate(lastChange.charged_on),
        Operation: operation,
      };
    };
    const changeIds = saleChanges.map((c) => c.id);

    if (firstFiled === null) {
      if (!inRange(sale.charged_on)) continue;
      const sold = now.filter((l) => l.quantityMilli > 0);
      if (sale.voided === 1 || sold.length === 0) { notRequired.push(sale.id, ...changeIds); continue; }
      rows.push(...sold.map((l) => row(l, 'Insert')));
      filed.push(sale.id, ...changeIds);
      continue;
    }
    const changedInRange = lateChanges.some((c) => inRange(c.charged_on));
    if (!inRange(sale.charged_on) && !changedInRange) continue;
    if (sale.voided === 1 && lateChanges.some((c) => c.order_type === OrderType.void)) {
      rows.push(...asFiled.map((l) => row(l, 'Delete')));
    } else if (lateChanges.length > 0) {
      for (const line of asFiled) {
        const current = now.find((l) => l.id === line.id);
        if (current === undefined || current.quantityMilli <= 0) rows.push(row(line, 'Delete'));
        else if (current.quantityMilli !== line.quantityMilli || current.subtotal !== line.subtotal) rows.push(row(current, 'Update'));
      }
    } else {
      rows.push(...asFiled.map((l) => row(l, 'Insert')));
    }
    filed.push(sale.id, ...changeIds);
  }
  return { rows, filedOrderIds: filed, notRequiredOrderIds: notRequired };
}
