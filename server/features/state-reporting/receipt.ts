import type { Kysely } from 'kysely';
import { WeightUnit } from '../../../shared/api/common.ts';
import { OrderType, type LineDiscount, type TaxBreakdown } from '../../../shared/api/sales.ts';
import type { Database, MetrcTaxField } from '../../db/schema.ts';
import { localDateTime } from './local-time.ts';

/** A sales receipt as Metrc's POST /sales/v2/receipts takes it. */
export interface MetrcReceiptBody {
  ExternalReceiptNumber: string;
  SalesDateTime: string;
  /** Metrc's customer types (GET /sales/v2/customertypes) include Caregiver: a caregiver buying for a patient, with both card numbers. */
  SalesCustomerType: 'Consumer' | 'Patient' | 'Caregiver';
  PatientLicenseNumber: string | null;
  CaregiverLicenseNumber: string | null;
  Transactions: MetrcTransactionBody[];
}

export interface MetrcTransactionBody {
  PackageLabel: string; Quantity: number; UnitOfMeasure: string; TotalAmount: number;
  Price: number; DiscountAmount: number; SubTotal: number;
  SalesTax: number; ExciseTax: number; CityTax: number; CountyTax: number; MunicipalTax: number;
  /**
   * The item's THC from its lab results, on Colorado medical receipts: a content in milligrams
   * (UnitThcContent with UnitThcContentUnitOfMeasure) or a percentage (UnitThcPercent), as the
   * product type counts its test results (spec: test_results_unit 0 Percent, 1 Milligrams).
   */
  UnitThcContent?: number; UnitThcContentUnitOfMeasure?: string; UnitThcPercent?: number;
}

/** What an order becomes for Metrc: a receipt, nothing to report (no cannabis on it), or why it cannot be reported as it stands. */
export type ReceiptOutcome = { kind: 'receipt'; receipt: MetrcReceiptBody } | { kind: 'nothing-to-report' } | { kind: 'problem'; message: string };

/** Metrc's unit names for the register's units. */
export const METRC_UNITS: Record<number, string> = {
  [WeightUnit.gram]: 'Grams', [WeightUnit.ounce]: 'Ounces', [WeightUnit.pound]: 'Pounds',
  [WeightUnit.milligram]: 'Milligrams', [WeightUnit.kilogram]: 'Kilograms', [WeightUnit.unit]: 'Each',
};

const dollars = (cents: number): number => Math.round(cents) / 100;

/** Below this age a registry patient does not buy in person: a designated caregiver buys for them (Oregon: OAR 845-025-2900(2)(c), as the us-or limit profile cites; the same age in California, Colorado and Michigan's profiles). */
const PATIENT_BUYS_ALONE_AT = 18;

/**
 * The caregiver's card number for a sale that names none (an order rung before orders named their
 * caregiver, or offline on an older register): a patient under 18 on the sale's local date buys
 * only through their caregiver, so the card on the patient's record is the one that bought. An
 * adult patient's sale without a caregiver named is the patient's own.
 */
export function caregiverWhoBought(birthDate: string | null, caregiverCard: string | null, localSaleDate: string): string | null {
  if (caregiverCard === null || caregiverCard.trim() === '' || birthDate === null) return null;
  const [year, month, day] = localSaleDate.slice(0, 10).split('-').map(Number);
  const [bornYear, bornMonth, bornDay] = birthDate.slice(0, 10).split('-').map(Number);
  if ([year, month, day, bornYear, bornMonth, bornDay].some((n) => n === undefined || Number.isNaN(n))) return null;
  const hadBirthday = month! > bornMonth! || (month === bornMonth && day! >= bornDay!);
  const age = year! - bornYear! - (hadBirthday ? 0 : 1);
  return age < PATIENT_BUYS_ALONE_AT ? caregiverCard.trim() : null;
}

/** The card number of the caregiver an order names (`orders.caregiver`, JSON), or null. */
function caregiverNamed(stored: string | null): string | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  if (typeof parsed !== 'object' || parsed === null || !('card_number' in parsed) || typeof parsed.card_number !== 'string') return null;
  const card = parsed.card_number.trim();
  return card === '' ? null : card;
}

/**
 * Colorado's medical receipts name the THC of each item sold: Metrc's sales receipt takes
 * UnitThcContent with UnitThcContentUnitOfMeasure (or UnitThcPercent), and Colorado's Metrc
 * integrator guidance asks for them on medical sales, from the item's lab results (as issue #32
 * reports that guidance; the MED's bulletin itself was not read: unverified). An item with no THC
 * result is reported without them rather than held back.
 */
function thcOf(state: string, patient: boolean, thc: string | null, unit: number | null): Pick<MetrcTransactionBody, 'UnitThcContent' | 'UnitThcContentUnitOfMeasure' | 'UnitThcPercent'> {
  if (state.toUpperCase() !== 'CO' || !patient || thc === null || unit === null) return {};
  const value = Number(thc);
  if (thc.trim() === '' || !Number.isFinite(value) || value < 0) return {};
  return unit === 1 ? { UnitThcContent: value, UnitThcContentUnitOfMeasure: 'Milligrams' } : { UnitThcPercent: value };
}

/**
 * The receipts of orders of one location, in the order asked. Each line of a cannabis item is a
 * transaction naming the item's package; other goods are not Metrc's. Money is the line's as
 * charged: Price before discounts, DiscountAmount, SubTotal and TotalAmount after them, and each
 * tax of its breakdown in the Metrc field its tax item reports as. Metrc refuses a sale in a unit
 * other than its package's: a line sold in another weight unit than its item is counted in (grams
 * of an item kept in ounces) is reported in the item's unit, by the quantity the sale took from
 * stock (line_items.stock_milli, converted when the sale was recorded); units that do not convert
 * (each against a weight) never reach here, as the sale is refused at the counter.
 */
export async function buildReceipts(
  db: Kysely<Database>, companyId: string, orderIds: readonly string[], { netOfReturns = false }: { netOfReturns?: boolean } = {},
): Promise<Map<string, ReceiptOutcome>> {
  const outcomes = new Map<string, ReceiptOutcome>();
  if (orderIds.length === 0) return outcomes;
  const [company, orders, lines, taxItems] = await Promise.all([
    db.selectFrom('companies').select(['time_zone', 'state']).where('id', '=', companyId).executeTakeFirstOrThrow(),
    db.selectFrom('orders').leftJoin('patients', 'patients.id', 'orders.person_id')
      .select(['orders.id', 'orders.receipt_id', 'orders.charged_on', 'orders.person_id', 'patients.id_number as patient_license',
        'patients.birth_date as patient_birth_date', 'patients.caregiver_id_number', 'orders.caregiver'])
      .where('orders.company_id', '=', companyId).where('orders.id', 'in', orderIds).execute(),
    db.selectFrom('line_items').innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
      .leftJoin('products', 'products.id', 'inventory_items.product_id').leftJoin('product_types', 'product_types.id', 'products.product_type_id')
      .select(['line_items.id', 'line_items.order_id', 'line_items.quantity_milli', 'line_items.stock_milli', 'line_items.unit', 'line_items.price', 'line_items.subtotal',
        'line_items.discounts', 'line_items.tax_breakdowns', 'inventory_items.package_label', 'inventory_items.sku', 'product_types.is_marijuana',
        'products.unit_of_measure', 'products.test_results_thc', 'product_types.test_results_unit'])
      .where('line_items.company_id', '=', companyId).where('line_items.order_id', 'in', orderIds).orderBy('line_items.position').execute(),
    db.selectFrom('tax_items').select(['id', 'metrc_field']).where('company_id', '=', companyId).execute(),
  ]);
  // What was given back of each line, by the refunds and returns naming these sales.
  const givenBack = new Map<string, { quantityMilli: number; stockMilli: number; price: number; subtotal: number; discount: number; taxes: TaxBreakdown[] }>();
  if (netOfReturns) {
    const returned = await db.selectFrom('line_items').innerJoin('orders', 'orders.id', 'line_items.order_id')
      .select(['line_items.related_line_item_id', 'line_items.quantity_milli', 'line_items.stock_milli', 'line_items.price', 'line_items.subtotal', 'line_items.discounts', 'line_items.tax_breakdowns'])
      .where('orders.company_id', '=', companyId).where('orders.original_order_id', 'in', orderIds).where('orders.order_type', 'in', [OrderType.refund, OrderType.return])
      .where('line_items.related_line_item_id', 'is not', null).execute();
    for (const line of returned) {
      const key = line.related_line_item_id ?? '';
      const sum = givenBack.get(key) ?? { quantityMilli: 0, stockMilli: 0, price: 0, subtotal: 0, discount: 0, taxes: [] };
      sum.quantityMilli += Math.abs(Number(line.quantity_milli));
      sum.stockMilli += Math.abs(Number(line.stock_milli));
      sum.price += Math.abs(Number(line.price));
      sum.subtotal += Math.abs(Number(line.subtotal));
      sum.discount += (JSON.parse(line.discounts) as LineDiscount[]).reduce((total, d) => total + Math.abs(d.amount), 0);
      sum.taxes.push(...(JSON.parse(line.tax_breakdowns) as TaxBreakdown[]).map((t) => ({ ...t, amount: Math.abs(t.amount) })));
      givenBack.set(key, sum);
    }
  }
  const fieldOf = new Map<string, MetrcTaxField>(taxItems.map((t) => [t.id, t.metrc_field]));
  for (const order of orders) {
    const transactions: MetrcTransactionBody[] = [];
    let problem: string | null = null;
    for (const line of lines.filter((l) => l.order_id === order.id)) {
      // Goods that are not cannabis (an item without a product type counts as cannabis if it carries a package label).
      if (line.is_marijuana === 0 || (line.is_marijuana === null && line.package_label === null)) continue;
      if (line.package_label === null) { problem = `item ${line.sku} has no state package label`; break; }
      // In the package's unit (the item's own), by what the sale took from stock, where the line was sold in another.
      const inStockUnit = line.unit_of_measure !== null && line.unit_of_measure !== line.unit;
      const unit = METRC_UNITS[inStockUnit ? line.unit_of_measure ?? line.unit : line.unit];
      if (unit === undefined) { problem = `item ${line.sku} is sold in a unit Metrc does not name (${line.unit})`; break; }
      const back = givenBack.get(line.id);
      const quantityMilli = inStockUnit
        ? Math.abs(Number(line.stock_milli)) - (back?.stockMilli ?? 0)
        : Number(line.quantity_milli) - (back?.quantityMilli ?? 0);
      // All of it given back: the line is no longer sold.
      if (quantityMilli <= 0) continue;
      const taxes: Record<MetrcTaxField, number> = { SalesTax: 0, ExciseTax: 0, CityTax: 0, CountyTax: 0, MunicipalTax: 0 };
      for (const tax of JSON.parse(line.tax_breakdowns) as TaxBreakdown[]) taxes[fieldOf.get(tax.tax_item_id) ?? 'SalesTax'] += tax.amount;
      for (const tax of back?.taxes ?? []) taxes[fieldOf.get(tax.tax_item_id) ?? 'SalesTax'] -= tax.amount;
      const discount = (JSON.parse(line.discounts) as LineDiscount[]).reduce((sum, d) => sum + d.amount, 0) - (back?.discount ?? 0);
      const subtotal = Number(line.subtotal) - (back?.subtotal ?? 0);
      transactions.push({
        PackageLabel: line.package_label, Quantity: quantityMilli / 1000, UnitOfMeasure: unit,
        TotalAmount: dollars(subtotal), Price: dollars(Number(line.price) - (back?.price ?? 0)), DiscountAmount: dollars(discount), SubTotal: dollars(subtotal),
        SalesTax: dollars(taxes.SalesTax), ExciseTax: dollars(taxes.ExciseTax), CityTax: dollars(taxes.CityTax),
        CountyTax: dollars(taxes.CountyTax), MunicipalTax: dollars(taxes.MunicipalTax),
        ...thcOf(company.state, order.person_id !== null, line.test_results_thc, line.test_results_unit),
      });
    }
    if (problem !== null) { outcomes.set(order.id, { kind: 'problem', message: problem }); continue; }
    if (transactions.length === 0) { outcomes.set(order.id, { kind: 'nothing-to-report' }); continue; }
    const patient = order.person_id !== null;
    if (patient && (order.patient_license === null || order.patient_license === '')) {
      outcomes.set(order.id, { kind: 'problem', message: 'the patient has no registry card number (PatientLicenseNumber)' });
      continue;
    }
    // The caregiver the order names (kept with the sale, as it stood at the counter), else one a minor patient must have bought through.
    const caregiver = !patient ? null
      : caregiverNamed(order.caregiver) ?? caregiverWhoBought(order.patient_birth_date, order.caregiver_id_number, localDateTime(new Date(order.charged_on), company.time_zone));
    outcomes.set(order.id, {
      kind: 'receipt',
      receipt: {
        ExternalReceiptNumber: order.receipt_id,
        SalesDateTime: localDateTime(new Date(order.charged_on), company.time_zone),
        SalesCustomerType: !patient ? 'Consumer' : caregiver === null ? 'Patient' : 'Caregiver',
        PatientLicenseNumber: patient ? order.patient_license : null,
        CaregiverLicenseNumber: caregiver,
        Transactions: transactions,
      },
    });
  }
  return outcomes;
}
