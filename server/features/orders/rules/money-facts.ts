import type { Kysely } from 'kysely';
import { OrderType } from '../../../../shared/api/sales.ts';
import {
  buyerTaxes, DEFAULT_DISCOUNT_THRESHOLD, DEFAULT_REDEMPTION_POINTS_PER_DOLLAR, isRedemptionRate, priceEntitlement,
  type DiscountLine, type LoyaltyProgram, type TaxBreakdown, type TaxExemption,
} from '../../../../shared/pricing/index.ts';
import type { CardType } from '../../../../shared/compliance/medical-card.ts';
import { profiles } from '../../../../shared/compliance/limits/profiles/index.ts';
import { saleKindAt } from '../../../../shared/compliance/who-may-buy.ts';
import type { Database } from '../../../db/schema.ts';
import { parseJsonObject } from '../../products/present.ts';
import { personGroupIdsOf } from '../../money-settings/repository.ts';
import type { NormalizedOrder } from '../request/normalize.ts';
import type { MoneyFacts, OriginalLine } from './pricing.ts';
import { taxItemsInForceAt, type SaleSettings } from './sale-settings.ts';

type Buyer = { type: 'Customer' | 'Patient'; id: string; loyaltyPoints: number; cardType?: CardType | null };

/** The location's sale settings and the rows of the order's items and of its buyer the money needs, read by the caller with the rest of the order's records. */
export interface MoneyReads {
  settings: Promise<SaleSettings>;
  /** `discountable` and the prices are null for an item without a product; `details` holds the item's `medical` mark. */
  items: Promise<ReadonlyArray<{
    id: string; discountable: number | null; product_type_id: string | null; details: string;
    sell_price: number | null; patient_sell_price: number | null; patient_price_enabled: number | null;
    member_sell_price: number | null; member_price_enabled: number | null; price_at_register: number | null;
    /** The product type's: null for an item without one. */
    is_marijuana: number | null;
  }>>;
  /** The customer or patient the order names (a patient when both are), or for goods given back, the buyer of the original. */
  buyer: Promise<Buyer | null>;
}

/**
 * Reads what an order's money is computed from, scoped to the location; the reads are
 * independent and overlap on PostgreSQL's pool with each other and with the caller's (`known`):
 * only the buyer's taxes wait, for the buyer. The location's tax items, their rates and its
 * loyalty program come with its sale settings.
 */
export async function readMoneyFacts(db: Kysely<Database>, companyId: string, input: NormalizedOrder, known: MoneyReads): Promise<MoneyFacts> {
  const [saleSettings, rows, buyerAndGroup, approver, originalLines] = await Promise.all([
    known.settings,
    known.items,
    known.buyer.then(async (buyer) => ({ buyer, groupId: buyer === null ? null : await buyerGroupId(db, companyId, buyer) })),
    input.discount_approved_by === undefined ? null : db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
      .select(['users.id', 'users.role'])
      .where('user_companies.company_id', '=', companyId).where('users.id', '=', input.discount_approved_by).executeTakeFirst(),
    input.original_order_id === null || input.order_type === OrderType.sale ? [] : readOriginalLines(db, companyId, input.original_order_id),
  ]);
  const { buyer, groupId } = buyerAndGroup;
  const { location: settings, loyaltyProgram: program } = saleSettings;
  // Which taxes the buyer pays and which prices are theirs are decided by the shared engine, as the register decides them.
  // A patient where the location may not make medical sales buys as an adult-use customer, and pays adult-use taxes.
  const saleBuyer = { kind: buyerKindAt(buyer?.type ?? null, settings), groupId, cardType: buyer?.cardType ?? null };
  const taxItems = taxItemsInForceAt(saleSettings, input.charged_on);
  // Money facts are only about items with a product (the others are refused by other rules).
  const items = rows.flatMap((row) => (row.discountable === null || row.sell_price === null ? [] : [{
    id: row.id, discountable: row.discountable, medical: parseJsonObject(row.details)['medical'] === true, cannabis: row.is_marijuana === 1,
    prices: {
      sellPrice: row.sell_price, patientSellPrice: row.patient_sell_price, patientPriceEnabled: row.patient_price_enabled === 1,
      memberSellPrice: row.member_sell_price, memberPriceEnabled: row.member_price_enabled === 1,
    },
    priceAtRegister: row.price_at_register === 1,
  }]));
  const links = rows.flatMap((row) => (row.product_type_id === null ? [] : (saleSettings.productTypeTaxItems.get(row.product_type_id) ?? [])
    .map((taxItemId) => ({ id: row.id, tax_item_id: taxItemId }))));
  const taxesOf = new Map<string, string[]>();
  for (const link of links) taxesOf.set(link.id, [...(taxesOf.get(link.id) ?? []), link.tax_item_id]);
  return {
    taxItems,
    items: new Map(items.map((item) => [item.id, {
      discountable: item.discountable === 1, taxItemIds: taxesOf.get(item.id) ?? [], medical: item.medical, cannabis: item.cannabis, prices: item.prices,
      priceAtRegister: item.priceAtRegister,
    }])),
    jurisdiction: settings.jurisdiction,
    buyer: buyer === null ? null : {
      // The card a patient showed (California's sales-tax exemption needs a county-issued one) is not
      // read yet: the patient's card_type column arrives with the "who may buy what" work. Until
      // then no card is known, so an exemption that needs one does not hold.
      ...buyer, ...buyerTaxes(saleBuyer, saleSettings.personGroups),
      entitlement: priceEntitlement(saleBuyer, saleSettings.personGroups),
    },
    medicalEndorsement: settings.medical_endorsement,
    loyaltyProgram: program === null ? null : loyaltyProgram(program.type, program.pointsPer),
    // A rate that buys nothing (0) is no rate: the default 100 points = $1.00 holds.
    redemptionPointsPerDollar: redemptionRate(Number(settings.loyalty_redemption_points_per_dollar)),
    threshold: { percent: settings.discount_approval_percent ?? DEFAULT_DISCOUNT_THRESHOLD.percent, flatAmount: Number(settings.discount_approval_flat_amount) },
    approver,
    originalLines,
  };
}

/** The pricing engine's buyer kind: a patient is priced as one only where they buy as a patient (shared/compliance/who-may-buy.ts). */
function buyerKindAt(type: Buyer['type'] | null, location: { jurisdiction: string; medical_endorsement: boolean }): 'none' | 'customer' | 'patient' {
  if (type === null) return 'none';
  if (type === 'Customer') return 'customer';
  const profile = profiles[location.jurisdiction];
  if (profile === undefined) return 'patient';
  return saleKindAt({ profile, patient: true, medicalSales: location.medical_endorsement }).kind === 'medical' ? 'patient' : 'customer';
}

const redemptionRate = (rate: number): number => (isRedemptionRate(rate) ? rate : DEFAULT_REDEMPTION_POINTS_PER_DOLLAR);

const loyaltyProgram = (type: number, pointsPer: number): LoyaltyProgram | null =>
  type === 0 || type === 1 ? { type, pointsPer } : null;

/** The person group the buyer is in (a person is in at most one), or null. */
async function buyerGroupId(db: Kysely<Database>, companyId: string, buyer: Buyer): Promise<string | null> {
  return (await personGroupIdsOf(db, companyId, buyer.type, [buyer.id])).get(buyer.id) ?? null;
}

const parsed = <T>(json: string): T[] => JSON.parse(json) as T[];

/** The original's lines as charged, each with what earlier refunds and returns already took back. */
async function readOriginalLines(db: Kysely<Database>, companyId: string, originalId: string): Promise<OriginalLine[]> {
  const lines = await db.selectFrom('line_items')
    .select(['id', 'inventory_item_id', 'stock_milli', 'price', 'subtotal', 'discounts', 'tax_breakdowns', 'tax_exemptions', 'loyalty_points'])
    .where('company_id', '=', companyId).where('order_id', '=', originalId).orderBy('position').execute();
  if (lines.length === 0) return [];
  const returned = await db.selectFrom('line_items').select(['related_line_item_id', (eb) => eb.fn.sum<number>('stock_milli').as('milli')])
    .where('company_id', '=', companyId).where('related_line_item_id', 'in', lines.map((line) => line.id))
    .groupBy('related_line_item_id').execute();
  const returnedOf = new Map(returned.map((row) => [row.related_line_item_id, Number(row.milli)]));
  return lines.map((line) => ({
    id: line.id, inventory_item_id: line.inventory_item_id, stock_milli: Number(line.stock_milli), returned_milli: returnedOf.get(line.id) ?? 0,
    charged: {
      price: line.price, subtotal: line.subtotal, loyalty_points: line.loyalty_points,
      discounts: parsed<DiscountLine>(line.discounts), tax_breakdowns: parsed<TaxBreakdown>(line.tax_breakdowns),
      tax_exemptions: parsed<TaxExemption>(line.tax_exemptions),
    },
  }));
}
