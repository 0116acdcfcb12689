import type { Kysely } from 'kysely';
import { OrderType } from '../../../shared/api/sales.ts';
import { DEFAULT_DISCOUNT_THRESHOLD, DEFAULT_REDEMPTION_POINTS_PER_DOLLAR, isRedemptionRate, type LoyaltyProgram, type TaxBreakdown, type TaxExemption, type DiscountLine } from '../../../shared/pricing/index.ts';
import type { Database } from '../../db/schema.ts';
import { buyerPersonGroup, loyaltyProgramInForce, personGroupTaxItems, taxItemsInForce } from '../tax-items/repository.ts';
import type { NormalizedOrder } from './normalize.ts';
import type { MoneyFacts, OriginalLine } from './pricing.ts';

type Buyer = { type: 'Customer' | 'Patient'; id: string; loyaltyPoints: number };

/**
 * Reads what an order's money is computed from, scoped to the location; the reads are
 * independent and overlap on PostgreSQL's pool. `buyer` is the customer or patient the order
 * names (a patient when both are), or for goods given back, the buyer of the original.
 */
export async function readMoneyFacts(db: Kysely<Database>, companyId: string, input: NormalizedOrder, buyer: Buyer | null): Promise<MoneyFacts> {
  const itemIds = [...new Set(input.line_items.map((line) => line.inventory_item_id))];
  const [taxItems, items, links, group, program, settings, approver, originalLines] = await Promise.all([
    taxItemsInForce(db, companyId, input.charged_on),
    db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .select(['inventory_items.id', 'products.discountable'])
      .where('inventory_items.company_id', '=', companyId).where('inventory_items.id', 'in', itemIds).execute(),
    db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
      .innerJoin('product_type_tax_items as link', 'link.product_type_id', 'products.product_type_id')
      .select(['inventory_items.id', 'link.tax_item_id'])
      .where('inventory_items.company_id', '=', companyId).where('inventory_items.id', 'in', itemIds).execute(),
    buyer === null ? null : buyerTaxes(db, companyId, buyer),
    loyaltyProgramInForce(db, companyId),
    // Only the figures a sale is priced by (the register's settings also carry the discount reasons: not read per sale).
    db.selectFrom('companies').select(['discount_approval_percent', 'discount_approval_flat_amount', 'loyalty_redemption_points_per_dollar'])
      .where('id', '=', companyId).executeTakeFirstOrThrow(),
    input.discount_approved_by === undefined ? null : db.selectFrom('users').innerJoin('user_companies', 'user_companies.user_id', 'users.id')
      .select(['users.id', 'users.role'])
      .where('user_companies.company_id', '=', companyId).where('users.id', '=', input.discount_approved_by).executeTakeFirst(),
    input.original_order_id === null || input.order_type === OrderType.sale ? [] : readOriginalLines(db, companyId, input.original_order_id),
  ]);
  const taxesOf = new Map<string, string[]>();
  for (const link of links) taxesOf.set(link.id, [...(taxesOf.get(link.id) ?? []), link.tax_item_id]);
  return {
    taxItems,
    items: new Map(items.map((item) => [item.id, { discountable: item.discountable === 1, taxItemIds: taxesOf.get(item.id) ?? [] }])),
    buyer: buyer === null ? null : { ...buyer, taxItemIdsPaid: group ?? null },
    loyaltyProgram: program === null ? null : loyaltyProgram(program.type, program.pointsPer),
    // A rate that buys nothing (0) is no rate: the default 100 points = $1.00 holds.
    redemptionPointsPerDollar: redemptionRate(Number(settings.loyalty_redemption_points_per_dollar)),
    threshold: { percent: settings.discount_approval_percent ?? DEFAULT_DISCOUNT_THRESHOLD.percent, flatAmount: Number(settings.discount_approval_flat_amount) },
    approver,
    originalLines,
  };
}

const redemptionRate = (rate: number): number => (isRedemptionRate(rate) ? rate : DEFAULT_REDEMPTION_POINTS_PER_DOLLAR);

const loyaltyProgram = (type: number, pointsPer: number): LoyaltyProgram | null =>
  type === 0 || type === 1 ? { type, pointsPer } : null;

/**
 * The taxes a buyer pays: their person group's; a patient in no group belongs to the location's
 * medical group. Null when the buyer is in no group (every tax of the line).
 */
async function buyerTaxes(db: Kysely<Database>, companyId: string, buyer: Buyer): Promise<string[] | null> {
  const group = await buyerPersonGroup(db, companyId, { type: buyer.type, id: buyer.id });
  if (group !== undefined) return group.taxItemIds;
  if (buyer.type !== 'Patient') return null;
  const medical = await db.selectFrom('person_groups').select('id').where('company_id', '=', companyId).where('medical', '=', 1)
    .orderBy('name').orderBy('id').executeTakeFirst();
  if (medical === undefined) return null;
  return (await personGroupTaxItems(db, companyId, [medical.id])).get(medical.id) ?? [];
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
