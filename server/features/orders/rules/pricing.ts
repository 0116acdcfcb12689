import {
  needsManagerApproval, priceSale, refundLineShare,
  type ChargedLine, type DiscountLine, type MedicalCardType, type DiscountThreshold, type LoyaltyProgram, type OrderDiscountInput, type PriceEntitlement,
  type ProductPrices, type SaleLineInput, type TaxBreakdown, type TaxExemption, type TaxItemInForce,
} from '../../../../shared/pricing/index.ts';
import { OrderType } from '../../../../shared/api/sales.ts';
import type { NormalizedOrder } from '../request/normalize.ts';

/** A line of the original order a refund, return or void gives back, as it was charged. */
export interface OriginalLine {
  id: string; inventory_item_id: string;
  /** The line's quantity in its item's unit, and how much of it earlier refunds and returns took back. */
  stock_milli: number; returned_milli: number;
  charged: ChargedLine & { tax_exemptions: TaxExemption[] };
}

/** What the location's records say about an order's money, read with the rest of its context. */
export interface MoneyFacts {
  /** The location's tax items with the rates in force at the order's charged_on. */
  taxItems: TaxItemInForce[];
  /**
   * Per inventory item: the tax items of its product type, whether its product takes discounts,
   * whether the item is marked medical, its product's prices and whether its price is set at the register.
   */
  items: ReadonlyMap<string, { taxItemIds: string[]; discountable: boolean; medical: boolean; cannabis: boolean; prices: ProductPrices; priceAtRegister: boolean }>;
  /** The location's jurisdiction profile (companies.jurisdiction): which state's rule on giving cannabis away holds. */
  jurisdiction: string;
  /**
   * The customer or patient buying, with their balance, the taxes they pay (null: every tax) and
   * the prices they may pay, as the shared engine decides them.
   */
  buyer: {
    type: 'Customer' | 'Patient'; id: string; loyaltyPoints: number; taxItemIdsPaid: readonly string[] | null; entitlement: PriceEntitlement;
    /** The card a patient showed; absent or null: none known. */
    cardType?: MedicalCardType | null;
  } | null;
  /** The location holds a medical endorsement (absent: it does not). */
  medicalEndorsement?: boolean;
  loyaltyProgram: LoyaltyProgram | null;
  /** How many points buy $1.00 at the location (its loyalty_redemption_points_per_dollar). */
  redemptionPointsPerDollar: number;
  threshold: DiscountThreshold;
  /** The user named by discount_approved_by: null when none is named, undefined when no user of the location has that id. */
  approver: { id: string; role: 'manager' | 'budtender' } | undefined | null;
  /** The lines of the order a refund, return or void names. */
  originalLines: OriginalLine[];
}

export interface PricedOrderLine {
  price: number; subtotal: number; discounts: DiscountLine[]; tax_breakdowns: TaxBreakdown[]; tax_exemptions: TaxExemption[];
  loyalty_points: number;
  /** For a line given back: the line of the original order it comes from. */
  related_line_item_id: string | null;
}

/**
 * An order's money. On a refund, return or void every figure is what goes back (positive), and
 * loyalty_points_earned / loyalty_points_redeemed are the points taken back from / given back to the buyer.
 */
export interface PricedOrder {
  lines: PricedOrderLine[];
  subtotal: number; discount_total: number; tax_total: number; total: number;
  loyalty_points_earned: number; loyalty_points_redeemed: number;
}

/** Something an order rung offline did that a live sale could not: recorded and flagged, never refused. */
export type OfflineAllowance = { code: 'loyalty-overdrawn'; message: string } | { code: 'discount-not-allowed'; message: string };

export interface OrderPricing {
  /** What the Store API computes for the order; null when it cannot (see errors, or an unknown item other checks name). */
  computed: PricedOrder | null;
  /** What the customer was charged: the computed figures, or for a sale rung offline the register's frozen taxes. */
  charged: PricedOrder | null;
  /** Refusals, keyed by the API's field names. */
  errors: Array<{ field: string; message: string }>;
  needsApproval: boolean;
  allowances: OfflineAllowance[];
}

/** The engine names fields `line_items[2].discounts[0]`; the API's 422 answers say `line_items.2.discounts.0`. */
export const apiField = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const givesBack = (input: NormalizedOrder): boolean =>
  input.order_type === OrderType.void || (input.original_order_id !== null && input.order_type !== OrderType.sale);

/**
 * Prices an order from its facts. A sale (or a refund naming no original) goes through the
 * pricing engine; a refund, return or void that names its original gives back each line's share
 * of what that line was charged (see refundLineShare), after what earlier returns took.
 * `stockMilli` is each input line's quantity in its item's unit (null when it does not convert).
 */
export function priceOrder(input: NormalizedOrder, facts: MoneyFacts, stockMilli: ReadonlyArray<number | null>): OrderPricing {
  return givesBack(input) ? priceReturn(input, facts, stockMilli) : priceNewSale(input, facts);
}

function priceNewSale(input: NormalizedOrder, facts: MoneyFacts): OrderPricing {
  const offline = input.rung_offline === true;
  const allowances: OfflineAllowance[] = [];
  const errors: OrderPricing['errors'] = [];
  const lines: SaleLineInput[] = [];
  for (const [index, line] of input.line_items.entries()) {
    const item = facts.items.get(line.inventory_item_id);
    if (item === undefined) return { computed: null, charged: null, errors: [], needsApproval: false, allowances };
    // A register that rang a discount offline on a product that takes none has given it: recorded, flagged.
    const discountable = item.discountable || (offline && line.discounts !== undefined);
    if (discountable && !item.discountable) allowances.push({ code: 'discount-not-allowed', message: `line ${index + 1} was discounted, but its product takes no discount` });
    lines.push({
      key: String(index), price: line.price, quantityMilli: line.quantity_milli, discountable, taxItemIds: item.taxItemIds, discounts: line.discounts ?? [],
      medical: item.medical,
    });
  }
  const reason = input.discount_reason ?? '';
  const orderDiscount: OrderDiscountInput | null = input.discount_percent !== undefined ? { percent: input.discount_percent, reason }
    : input.discount_flat_amount !== undefined ? { flatAmount: input.discount_flat_amount, reason } : null;
  const points = input.loyalty_points_redeemed ?? 0;
  let balance = facts.buyer?.loyaltyPoints ?? 0;
  if (points > 0 && facts.buyer === null) errors.push({ field: 'loyalty_points_redeemed', message: 'needs a customer or patient whose points are spent' });
  if (offline && points > balance) {
    allowances.push({ code: 'loyalty-overdrawn', message: `${points} points were redeemed; the buyer had ${balance}` });
    balance = points;
  }
  const givenBack = input.order_type !== OrderType.sale;
  const priced = priceSale({
    lines, taxItems: facts.taxItems, buyer: { taxItemIdsPaid: facts.buyer?.taxItemIdsPaid ?? null, cardType: facts.buyer?.cardType ?? null }, orderDiscount, medicalEndorsement: facts.medicalEndorsement === true,
    // Points are earned by a buyer the sale names; goods coming back without their original earn none.
    loyaltyProgram: givenBack || facts.buyer === null ? null : facts.loyaltyProgram,
    redemption: points > 0 ? { points, balance, pointsPerDollar: facts.redemptionPointsPerDollar } : null,
  });
  if (!priced.ok || errors.length > 0) {
    const refused = priced.ok ? [] : priced.errors.map((error) => ({ field: apiField(error.field), message: error.message }));
    return { computed: null, charged: null, errors: [...errors, ...refused], needsApproval: false, allowances };
  }
  const computed: PricedOrder = {
    lines: priced.value.lines.map((line) => ({
      price: line.price, subtotal: line.subtotal, discounts: line.discounts, tax_breakdowns: line.tax_breakdowns,
      tax_exemptions: line.tax_exemptions, loyalty_points: line.loyalty_points, related_line_item_id: null,
    })),
    subtotal: priced.value.subtotal, discount_total: priced.value.discount_total, tax_total: priced.value.tax_total,
    total: priced.value.total, loyalty_points_earned: priced.value.loyalty_points_earned, loyalty_points_redeemed: points,
  };
  return {
    computed, charged: offline ? asCharged(input, computed) : computed, errors: [],
    needsApproval: needsManagerApproval({ lines, orderDiscount }, facts.threshold), allowances,
  };
}

/** A sale rung offline as the register charged it: each line's frozen taxes where it sent them, totals summed again. */
function asCharged(input: NormalizedOrder, computed: PricedOrder): PricedOrder {
  const lines = computed.lines.map((line, index) => {
    const frozen = input.line_items[index]?.tax_breakdowns;
    if (frozen === undefined) return line;
    const included = new Map(line.tax_breakdowns.map((tax) => [tax.tax_item_id, tax.included_in_price]));
    return {
      ...line,
      tax_breakdowns: frozen.map((tax) => ({ ...tax, included_in_price: tax.included_in_price ?? included.get(tax.tax_item_id) ?? false })),
    };
  });
  return totalled(lines, computed.loyalty_points_redeemed);
}

/** An order's totals from its lines: what the customer pays is the subtotal plus the taxes not included in it. */
export function totalled(lines: PricedOrderLine[], loyaltyPointsRedeemed: number): PricedOrder {
  const taxes = lines.flatMap((line) => line.tax_breakdowns);
  const subtotal = sum(lines.map((line) => line.subtotal));
  return {
    lines, subtotal,
    discount_total: sum(lines.flatMap((line) => line.discounts.map((discount) => discount.amount))),
    tax_total: sum(taxes.map((tax) => tax.amount)),
    total: subtotal + sum(taxes.filter((tax) => tax.included_in_price !== true).map((tax) => tax.amount)),
    loyalty_points_earned: sum(lines.map((line) => line.loyalty_points)),
    loyalty_points_redeemed: loyaltyPointsRedeemed,
  };
}

/**
 * Lines given back: each input line takes the first line of the original with the same item and
 * quantity left (after earlier returns and this order's earlier lines). A void gives back all that
 * is left of each line it names; a refund or return its own quantity.
 */
function priceReturn(input: NormalizedOrder, facts: MoneyFacts, stockMilli: ReadonlyArray<number | null>): OrderPricing {
  const errors: OrderPricing['errors'] = [];
  const taken = new Map<string, number>();
  const lines: PricedOrderLine[] = [];
  let redeemed = 0;
  for (const [index, line] of input.line_items.entries()) {
    const milli = stockMilli[index];
    if (milli === null || milli === undefined) return { computed: null, charged: null, errors: [], needsApproval: false, allowances: [] };
    const left = (original: OriginalLine): number => original.stock_milli - original.returned_milli - (taken.get(original.id) ?? 0);
    const original = facts.originalLines.find((candidate) => candidate.inventory_item_id === line.inventory_item_id && left(candidate) > 0);
    // A void of a sale already voided (or not a sale) is refused by the original's own rule, not line by line.
    if (original === undefined && input.order_type === OrderType.void) return { computed: null, charged: null, errors: [], needsApproval: false, allowances: [] };
    if (original === undefined) {
      errors.push({ field: `line_items.${index}.inventory_item_id`, message: 'is not a line of the original order with anything left to give back' });
      continue;
    }
    const returned = input.order_type === OrderType.void ? left(original) : milli;
    const share = refundLineShare(original.charged, {
      chargedMilli: original.stock_milli, returnedMilli: returned, alreadyReturnedMilli: original.stock_milli - left(original),
    }, facts.redemptionPointsPerDollar);
    if (!share.ok) {
      errors.push({ field: `line_items.${index}.quantity.value`, message: `only ${left(original) / 1000} of this line of the original order are left to give back` });
      continue;
    }
    taken.set(original.id, (taken.get(original.id) ?? 0) + returned);
    redeemed += share.value.loyalty_points_redeemed;
    lines.push({
      price: share.value.price, subtotal: share.value.subtotal, discounts: share.value.discounts, tax_breakdowns: share.value.tax_breakdowns,
      tax_exemptions: original.charged.tax_exemptions, loyalty_points: share.value.loyalty_points, related_line_item_id: original.id,
    });
  }
  if (errors.length > 0) return { computed: null, charged: null, errors, needsApproval: false, allowances: [] };
  const computed = totalled(lines, redeemed);
  return { computed, charged: computed, errors: [], needsApproval: false, allowances: [] };
}
