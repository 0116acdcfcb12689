import type { Kysely } from 'kysely';
import { OrderType, type AgeVerification, type CaregiverInput, type LimitOverride, type OrderRequest } from '../../../shared/api/sales.ts';
import { todayIn } from '../../../shared/compliance/age.ts';
import { orderKindFromSpec, type CarryLimit, type LimitLine, type PastPurchase } from '../../../shared/compliance/limits/engine.ts';
import { catalogLineAmount, notesThatMatter, type AmountNote } from '../../../shared/compliance/limits/line-amount.ts';
import type { JurisdictionProfile, LimitWindow } from '../../../shared/compliance/limits/profile.ts';
import { profiles } from '../../../shared/compliance/limits/profiles/index.ts';
import { formatQuantity } from '../../../shared/quantity.ts';
import type { Database } from '../../db/schema.ts';
import type { PatientStatus } from '../state-reporting/patient-status.ts';

/** What of an order the compliance rules read (orders/compliance-order.ts takes it from a normalized order). */
export interface ComplianceOrder {
  charged_on: string;
  order_type: number;
  customer_id: string | null;
  person_id: string | null;
  rung_offline: NonNullable<OrderRequest['rung_offline']>;
  age_verification: AgeVerification | null;
  limit_override: LimitOverride | null;
  /** The caregiver who buys for the patient (`person_id`), or null when the patient buys in person. */
  caregiver: CaregiverInput | null;
  line_items: ReadonlyArray<{ inventory_item_id: string; quantity_milli: number; unit: number }>;
}

export interface BuyerRecord { id: string; birth_date: string | null; driver_license_expiration_date: string | null }
export interface PatientRecord extends BuyerRecord {
  expiration_date: string | null; card_effective_date: string | null; carry_limit: CarryLimit | null;
  /** The card number of the patient's designated caregiver (`patients.caregiver_id_number`), or null. */
  caregiver_card_number: string | null;
}

/** A cart line as the limits count it, with the notes about the figure its category counts by. */
export interface CartLine { line: LimitLine; notes: readonly AmountNote[] }

/** What the order's line names, as the who-may-buy rules read it (null where the line names no item of the location). */
export interface LineGoods { name: string; medicalOnly: boolean }

/**
 * What Metrc said of the patient before this sale, where the state keeps the patient's limit
 * statewide (the profile's `statewidePatientLimit`): `not-required` for any other sale,
 * `not-asked` when it could not be asked at the counter (rung offline), else Metrc's answer.
 */
export type StatewideAnswer = { kind: 'not-required' } | { kind: 'not-asked'; message: string } | PatientStatus;

/** The location's records the compliance rules of one order need, read together with the order's other records. */
export interface ComplianceFacts {
  profile: JurisdictionProfile;
  timeZone: string;
  /** The moment the rules are checked at: now for a live sale, when it was charged for one rung offline. */
  now: string;
  /** The location's calendar date at `now`. */
  today: string;
  /** Undefined: named but not one of this location's. */
  customer: BuyerRecord | null | undefined;
  patient: PatientRecord | null | undefined;
  /** The buyer's orders at this location in the profile's longest window. */
  history: PastPurchase[];
  /** Per line of the order, in order; null for a line naming no item of the location. */
  cart: Array<CartLine | null>;
  /** Per line of the order, in order: the product's name and whether it is medical-only; null for a line naming no item of the location. */
  goods: Array<LineGoods | null>;
  /** The location holds the status its state ties medical sales to (`medical_sales`: Washington's endorsement, Oregon's registration). */
  medicalSales: boolean;
  /** The user named by limit_override.approved_by, if they work at this location. */
  approver: { id: string; manager: boolean } | null;
  /** Metrc's word on the patient, asked after the other facts are read (orders/rules/statewide-lookup.ts); absent: not required. */
  statewide?: StatewideAnswer;
}

const DAY_MS = 86_400_000;

/**
 * How far back the buyer's history must reach for every window of the profile (a day's margin for
 * time zones). A per-transaction limit reads today's sales where the state forbids splitting a
 * purchase over transactions (the engine counts a known buyer's sales of the day as one).
 */
export function historySince(profile: JurisdictionProfile, now: Date): string | null {
  const days = (window: LimitWindow): number => {
    switch (window.kind) {
      case 'per-transaction': return profile.splitPurchases.sameDayIsOneTransaction ? 2 : 0;
      case 'per-day': return 2;
      case 'per-calendar-month': return 32;
      case 'rolling': return window.days + 1;
    }
  };
  const longest = Math.max(0, ...profile.limits.map((rule) => days(rule.window)));
  return longest === 0 ? null : new Date(now.getTime() - longest * DAY_MS).toISOString();
}

interface AmountRow {
  inventory_item_id: string; quantity_milli: number | string; unit: number;
  name: string | null; weight_value: string | null; weight_unit: number | null; unit_of_measure: number | null;
  test_results_thc: string | null; traceability_type: number | null; test_results_unit: number | null; details: string;
}

/** The item's lab total THC from its details (JSON text), when recorded. */
function totalThc(details: string): { value: string; unit: number } | null {
  const parsed: unknown = JSON.parse(details);
  if (typeof parsed !== 'object' || parsed === null || !('test_results_total_thc' in parsed)) return null;
  const total = parsed.test_results_total_thc;
  if (typeof total !== 'object' || total === null || !('value' in total) || !('unit' in total)) return null;
  const { value, unit } = total;
  return (typeof value === 'string' || typeof value === 'number') && typeof unit === 'number' ? { value: String(value), unit } : null;
}

/** A line's amount for the limits, from its item's product and product type; null for goods no category counts (no product type). */
function cartLine(profile: JurisdictionProfile, row: AmountRow): CartLine | null {
  if (row.traceability_type === null || row.test_results_unit === null) return null;
  const amount = catalogLineAmount({
    product: {
      name: row.name ?? undefined, unit_of_measure: row.unit_of_measure, test_results_thc: row.test_results_thc,
      weight: row.weight_value === null || row.weight_unit === null ? null : { value: row.weight_value, unit: row.weight_unit },
    },
    productType: { traceability_type: row.traceability_type, test_results_unit: row.test_results_unit },
    inventoryItem: { test_results_total_thc: totalThc(row.details) },
    quantity: { value: formatQuantity(Number(row.quantity_milli)), unit: row.unit },
  });
  return { line: amount.line, notes: notesThatMatter(profile, amount) };
}

/** The rows of the location and of the order's items the compliance rules need, read by the caller with the rest of the order's records. */
export interface ComplianceReads {
  location: Promise<{ time_zone: string; jurisdiction: string; medical_endorsement: boolean }>;
  items: Promise<ReadonlyArray<Omit<AmountRow, 'inventory_item_id' | 'quantity_milli' | 'unit'> & { id: string; medical_only: number | null }>>;
}

/**
 * Reads what the compliance rules need about an order; independent reads, so they overlap on a
 * pool with each other and with the caller's (`known`): only the buyer's history waits, for the
 * jurisdiction that says how far back it reaches.
 */
export async function readComplianceFacts(db: Kysely<Database>, companyId: string, order: ComplianceOrder, at: Date, known: ComplianceReads): Promise<ComplianceFacts> {
  const isSale = order.order_type === OrderType.sale;
  const customer = order.customer_id === null ? null : db.selectFrom('customers')
    .select(['id', 'birth_date', 'driver_license_expiration_date'])
    .where('company_id', '=', companyId).where('id', '=', order.customer_id).executeTakeFirst();
  const patient = order.person_id === null ? null : db.selectFrom('patients')
    .select(['id', 'birth_date', 'driver_license_expiration_date', 'expiration_date', 'card_effective_date', 'carry_limit_milli', 'carry_limit_unit', 'caregiver_id_number'])
    .where('company_id', '=', companyId).where('id', '=', order.person_id).executeTakeFirst();
  const approverId = order.limit_override?.approved_by;
  const approver = approverId === undefined ? undefined : db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
    .select(['users.id', 'users.role']).where('user_companies.company_id', '=', companyId).where('users.id', '=', approverId).executeTakeFirst();
  // Chained, not awaited: every read above is handed to Promise.all in this same turn, so a
  // failing one is never left without a handler while another is awaited.
  const rules = known.location.then(async (company) => {
    const profile = profiles[company.jurisdiction];
    if (profile === undefined) throw new Error(`location ${companyId} names an unknown jurisdiction "${company.jurisdiction}"`);
    const now = order.rung_offline ? new Date(order.charged_on) : at;
    const since = historySince(profile, now);
    const history = !isSale || since === null ? [] : await readHistory(db, companyId, profile, order, since);
    return { company, profile, now, history };
  });

  const [{ company, profile, now, history: past }, itemRows, customerRow, patientRow, approverRow] = await Promise.all([rules, known.items, customer, patient, approver]);
  const byId = new Map(itemRows.map((row) => [row.id, row]));
  return {
    profile, timeZone: company.time_zone, now: now.toISOString(), today: todayIn(company.time_zone, now),
    customer: customerRow, history: past,
    patient: patientRow === null || patientRow === undefined ? patientRow : {
      id: patientRow.id, birth_date: patientRow.birth_date, driver_license_expiration_date: patientRow.driver_license_expiration_date,
      expiration_date: patientRow.expiration_date, card_effective_date: patientRow.card_effective_date,
      caregiver_card_number: patientRow.caregiver_id_number,
      carry_limit: patientRow.carry_limit_milli === null || patientRow.carry_limit_unit === null ? null
        : { value: formatQuantity(Number(patientRow.carry_limit_milli)), unit: patientRow.carry_limit_unit },
    },
    cart: order.line_items.map((line) => {
      const item = byId.get(line.inventory_item_id);
      return item === undefined ? null : cartLine(profile, { ...item, inventory_item_id: item.id, quantity_milli: line.quantity_milli, unit: line.unit });
    }),
    goods: order.line_items.map((line) => {
      const item = byId.get(line.inventory_item_id);
      return item === undefined ? null : { name: item.name ?? 'This item', medicalOnly: item.medical_only === 1 };
    }),
    medicalSales: company.medical_endorsement,
    approver: approverRow === undefined || approverRow === null ? null : { id: approverRow.id, manager: approverRow.role === 'manager' },
  };
}

/**
 * The buyer's orders at this location since `since` (sales, and the refunds, returns and voids that
 * give amounts back): a patient's by person_id, a customer's by customer_id. Two reads however
 * many orders.
 */
async function readHistory(db: Kysely<Database>, companyId: string, profile: JurisdictionProfile, order: ComplianceOrder, since: string): Promise<PastPurchase[]> {
  const buyer = order.person_id === null ? { column: 'customer_id' as const, id: order.customer_id } : { column: 'person_id' as const, id: order.person_id };
  if (buyer.id === null) return [];
  const orders = await db.selectFrom('orders').select(['id', 'charged_on', 'order_type'])
    .where('company_id', '=', companyId).where(buyer.column, '=', buyer.id).where('charged_on', '>=', since).execute();
  if (orders.length === 0) return [];
  const lines = await db.selectFrom('line_items')
    .innerJoin('inventory_items', 'inventory_items.id', 'line_items.inventory_item_id')
    .leftJoin('products', 'products.id', 'inventory_items.product_id')
    .leftJoin('product_types', 'product_types.id', 'products.product_type_id')
    .select([
      'line_items.order_id', 'line_items.inventory_item_id', 'line_items.quantity_milli', 'line_items.unit', 'inventory_items.details',
      'products.name', 'products.weight_value', 'products.weight_unit', 'products.unit_of_measure', 'products.test_results_thc',
      'product_types.traceability_type', 'product_types.test_results_unit',
    ])
    .where('line_items.company_id', '=', companyId).where('line_items.order_id', 'in', orders.map((o) => o.id)).execute();
  return orders.flatMap((past) => {
    const orderType = orderKindFromSpec(past.order_type);
    if (orderType === null) return [];
    const counted = lines.filter((line) => line.order_id === past.id).flatMap((line) => cartLine(profile, line)?.line ?? []);
    return [{ chargedOn: past.charged_on, orderType, lines: counted }];
  });
}
