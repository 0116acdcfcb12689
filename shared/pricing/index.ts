/** The one pricing engine of a sale, shared by the register (offline) and the Store API. Pure: no I/O, no clock. */
export { priceSale, ROUNDING_RULE, BUYER_RULE, ORDER_DISCOUNT_NAME, PERCENT_MAX_DECIMALS, TAX_RATE_MAX_DECIMALS } from './price-sale.ts';
export { refundLineShare, type ChargedLine, type RefundShare, type ReturnedQuantity } from './refund.ts';
export { rateInForce, taxItemsInForce, exemptionInForce, withRateAt, type RateChange, type TaxItemWithHistory, type ExemptionRule } from './rates.ts';
export { taxComputationOrder, type TaxBaseLink, type TaxOrder } from './tax-base.ts';
export {
  buyerTaxes, taxGroupOf, MEDICAL_CARD_TYPES, priceEntitlement, unitPriceFor,
  type PersonGroupTaxes, type SaleBuyer, type PriceEntitlement, type ProductPrices, type PriceList,
} from './buyer.ts';
export {
  LOYALTY_REDEMPTION_NAME, DEFAULT_REDEMPTION_POINTS_PER_DOLLAR, isRedemptionRate, redemptionPointsOf, redemptionValueCents,
} from './loyalty.ts';
export { needsManagerApproval, DEFAULT_DISCOUNT_THRESHOLD, type DiscountThreshold } from './approval.ts';
export {
  FREE_CANNABIS_RULES, freeCannabisRefusals,
  type FreeCannabisRule, type FreeCannabisLine, type PricedLines, type FreeCannabisRefusal, type OrderDiscountField,
} from './free-cannabis.ts';
export { allocateLargestRemainder, type WeightedShare } from './allocate.ts';
export type * from './types.ts';
