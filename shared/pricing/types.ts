import type { CardType } from '../compliance/medical-card.ts';
/** What the pricing engine reads and answers. Inputs are camelCase; outputs use the API's field names. */

/** A discount given on one line: a share of its price ("0.10" = 10%) or an amount in cents. */
export type LineDiscountInput = { name: string; percent: string } | { name: string; amount: number };

export interface SaleLineInput {
  /** Unique within the sale; results are keyed by it and ties in spreading are broken by it. */
  key: string;
  /** Cents for the line's whole quantity, before discounts and tax. */
  price: number;
  /** Thousandths of the line's unit (1 unit = 1000, 3.5 g = 3500). */
  quantityMilli: number;
  /** False for products that take no discount: a line discount is refused, an order discount skips them. */
  discountable: boolean;
  /** The product type's tax items; those not among the location's tax items are not taxes here. */
  taxItemIds: readonly string[];
  discounts?: readonly LineDiscountInput[];
  /**
   * The inventory item is marked medical (the spec's inventory item `medical`): in Washington, a
   * product the Department of Health lists as compliant. Some medical exemptions hold only on these.
   */
  medical?: boolean;
}

/** How a tax's cents are rounded: half up, or up to the next whole cent where the statute says so. */
export type TaxRounding = 'half_up' | 'up';

/**
 * When an exemption a person group gives from a tax holds, at the sale's charged_on: `false`, never
 * (the relief is not in force then, so the tax is charged); otherwise only on these conditions.
 */
export type ExemptionInForce = false | {
  /** Only on lines whose inventory item is marked medical. */
  medicalItemsOnly: boolean;
  /** Only at a location with a medical endorsement. */
  medicalEndorsementRequired: boolean;
  /**
   * Only for a buyer who showed a county-issued medical identification card: California's
   * sales-tax exemption (R&TC §6414); a physician's recommendation alone pays the tax. Absent: false.
   */
  countyCardRequired?: boolean;
};

/** One of the location's tax items, with the rate in force when the sale is charged. */
export interface TaxItemInForce {
  id: string;
  name: string;
  /** Decimal text, "0.17" = 17%, at most 6 decimals, 0 to 1. */
  rate: string;
  /** True when shelf prices already contain this tax: it is split out of the price, not added. */
  includedInPrice: boolean;
  /**
   * The tax items whose amount on the same line is part of this tax's base (a tax on a tax: a
   * sales tax charged on the price plus an excise). Only a tax added on top may have any.
   */
  baseIncludes?: readonly string[];
  /** Half up when absent. */
  rounding?: TaxRounding;
  /** When a person group's exemption from it holds; absent: always, as the group says. */
  exemption?: ExemptionInForce;
}

/**
 * The medical document a patient showed: a state registry card, a California county-issued
 * medical identification card (R&TC §6414, Health & Safety Code §11362.71), or a physician's
 * recommendation alone.
 */
/** Which medical card a patient showed (shared/compliance/medical-card.ts says what each is). */
export type MedicalCardType = CardType;

export interface Buyer {
  /** null: the buyer is in no person group and pays every tax of the line. Otherwise the taxes the group pays. */
  taxItemIdsPaid: readonly string[] | null;
  /** The card a patient showed; absent or null: none known (an exemption needing a county card does not hold). */
  cardType?: MedicalCardType | null;
}

/** An order discount with the reason given for it (shown as the discount's name on each line). */
export type OrderDiscountInput = { percent: string; reason: string } | { flatAmount: number; reason: string };

/** The location's loyalty program (spec: type 0 points per dollar, 1 points per order). */
export interface LoyaltyProgram { type: 0 | 1; pointsPer: number }

/**
 * Points the buyer spends on this sale, the balance they have to spend from, and the location's
 * rate: how many points buy $1.00 (100 when absent).
 */
export interface LoyaltyRedemption { points: number; balance: number; pointsPerDollar?: number }

export interface SaleInput {
  lines: readonly SaleLineInput[];
  taxItems: readonly TaxItemInForce[];
  buyer: Buyer;
  orderDiscount?: OrderDiscountInput | null;
  loyaltyProgram?: LoyaltyProgram | null;
  redemption?: LoyaltyRedemption | null;
  /** The location holds a medical endorsement (Washington's, RCW 69.50.375); false when absent. */
  medicalEndorsement?: boolean;
}

export interface DiscountLine { name: string; amount: number }
export interface TaxBreakdown { tax_item_id: string; name: string; rate: string; amount: number; included_in_price: boolean }
export interface TaxExemption { tax_item_id: string; name: string }

export interface PricedLine {
  key: string;
  price: number;
  discounts: DiscountLine[];
  /** price less its discounts; for a tax-inclusive line this still contains the included tax. */
  subtotal: number;
  tax_breakdowns: TaxBreakdown[];
  tax_exemptions: TaxExemption[];
  loyalty_points: number;
}

export interface PricedSale {
  /** In the order the lines were given. */
  lines: PricedLine[];
  subtotal: number;
  discount_total: number;
  /** Every tax, included and exclusive. */
  tax_total: number;
  /** The part of tax_total that is contained in the subtotal (tax-inclusive prices). */
  tax_included_total: number;
  /** subtotal + the exclusive taxes: what the customer pays. */
  total: number;
  /** Each tax item charged on the sale, summed over its lines (receipts, shift reports). */
  taxes: TaxBreakdown[];
  loyalty_points_earned: number;
  loyalty_points_redeemed: number;
}

export type PricingErrorCode =
  | 'invalid_line'
  | 'duplicate_line_key'
  | 'invalid_rate'
  | 'duplicate_tax_item'
  | 'invalid_percent'
  | 'negative_amount'
  | 'line_not_discountable'
  | 'reserved_discount_name'
  | 'discount_exceeds_line'
  | 'discount_exceeds_order'
  | 'invalid_points'
  | 'redemption_exceeds_balance'
  | 'invalid_quantity'
  | 'invalid_time'
  | 'invalid_tax_base'
  | 'tax_base_cycle'
  /** A line of cannabis given away where the state forbids it (see free-cannabis.ts). */
  | 'free_cannabis';

/**
 * A refused input. `field` names it the way the API does ("discount_percent",
 * "line_items[2].discounts[0].percent", with the line's index in the input), so a Store API can
 * answer 422 `{errors: {[field]: [message]}}` directly.
 */
export interface PricingError { code: PricingErrorCode; field: string; message: string }

export type PricingResult<T> = { ok: true; value: T } | { ok: false; errors: PricingError[] };
