import { Value } from 'typebox/value';
import { RegisterSettings } from '../../shared/api/register-settings.ts';
import {
  buyerTaxes, DEFAULT_REDEMPTION_POINTS_PER_DOLLAR, freeCannabisRefusals, isRedemptionRate, needsManagerApproval, priceEntitlement, priceSale, withRateAt,
  type LineDiscountInput, type MedicalCardType, type OrderDiscountInput, type PriceEntitlement, type PricedSale, type PricingResult, type SaleBuyer,
} from '../../shared/pricing/index.ts';
import { profiles } from '../../shared/compliance/limits/profiles/index.ts';
import { saleKindAt } from '../../shared/compliance/who-may-buy.ts';
import type { LocalPersonGroup, LocalProductType, LocalRegisterSettings, LocalTaxItem, RegisterDatabase } from '../db/schema.ts';

/** What pricing a sale reads of the location, as the last pull left it. */
export interface PricingContext {
  taxItems: readonly LocalTaxItem[];
  productTypes: ReadonlyMap<string, LocalProductType>;
  personGroups: readonly LocalPersonGroup[];
  /** null until the register pulled its settings once. */
  settings: LocalRegisterSettings | null;
}

export const EMPTY_PRICING_CONTEXT: PricingContext = { taxItems: [], productTypes: new Map(), personGroups: [], settings: null };

/** Who is buying: nobody named, an adult-use customer or a medical patient. */
export type BuyerKind = 'none' | 'customer' | 'patient';

export interface DraftLine {
  /** The inventory item id: one line per item. */
  inventoryItemId: string;
  /** Cents for the line's whole quantity. */
  price: number;
  /** Thousandths of the item's unit. */
  quantityMilli: number;
  productTypeId: string | null;
  discountable: boolean;
  discounts?: readonly LineDiscountInput[];
  /** The item is marked medical (absent: not known to be). */
  medical?: boolean;
}

export interface SaleDraft {
  lines: readonly DraftLine[];
  buyer: BuyerKind;
  /** The person group the buyer is in, as their local record says; null or absent when none. */
  buyerGroupId?: string | null;
  /** A patient's card as their local record says (`card_type`); null or absent when not known. */
  buyerCardType?: MedicalCardType | null;
  orderDiscount?: OrderDiscountInput | null;
  /** Points the buyer spends, and the balance they have. */
  redemption?: { points: number; balance: number } | null;
  /** When the sale is charged (exemptions have dates); now when absent. */
  chargedOn?: string;
}

/** The buyer as the shared engine reads them (a group the register has not pulled counts as none). */
const saleBuyer = (buyer: BuyerKind, groupId: string | null, cardType: MedicalCardType | null = null): SaleBuyer => ({ kind: buyer, groupId, cardType });

/**
 * A patient is priced as one only where they buy as a patient: where the location's state ties
 * medical sales to a status it does not hold (shared/compliance/who-may-buy.ts), they pay adult-use
 * taxes and prices, as the Store API charges them. Before the settings are pulled: as attached.
 */
export function pricedBuyerKind(settings: Pick<LocalRegisterSettings, 'jurisdiction' | 'medical_endorsement'> | null, buyer: BuyerKind): BuyerKind {
  if (buyer !== 'patient' || settings === null || settings.jurisdiction === undefined) return buyer;
  const profile = profiles[settings.jurisdiction];
  if (profile === undefined) return buyer;
  return saleKindAt({ profile, patient: true, medicalSales: settings.medical_endorsement === true }).kind === 'medical' ? 'patient' : 'customer';
}

/**
 * The prices this buyer may pay (a patient's, a member's), decided by the shared engine as the
 * Store API decides them, from the person groups the register last pulled.
 */
export const buyerEntitlement = (context: Pick<PricingContext, 'personGroups'> & Partial<Pick<PricingContext, 'settings'>>, buyer: BuyerKind, groupId: string | null = null): PriceEntitlement =>
  priceEntitlement(saleBuyer(pricedBuyerKind(context.settings ?? null, buyer), groupId), context.personGroups);

/** How many points buy $1.00 at this location: its own rate once pulled, else the default 100. */
export function redemptionRate(context: Pick<PricingContext, 'settings'>): number {
  const rate = context.settings?.loyalty_redemption_points_per_dollar;
  return rate !== undefined && isRedemptionRate(rate) ? rate : DEFAULT_REDEMPTION_POINTS_PER_DOLLAR;
}

/**
 * The sale priced by the shared engine with the location's taxes, offline: which taxes the buyer
 * pays and where their exemptions hold (the items' medical mark, the location's endorsement, the
 * relief's dates at the sale's time) are decided there, as the Store API decides them.
 */
export function priceDraft(context: PricingContext, draft: SaleDraft): PricingResult<PricedSale> {
  const priced = priceDraftSale(context, draft);
  if (!priced.ok) return priced;
  // No cannabis given away where the state forbids it (California, Oregon): refused before the receipt, as the Store API refuses it live.
  const jurisdiction = context.settings?.jurisdiction?.toLowerCase() ?? '';
  const lines = draft.lines.map((line) => ({
    cannabis: line.productTypeId !== null && context.productTypes.get(line.productTypeId)?.isMarijuana === true,
    price: line.price, ownDiscounts: line.discounts?.length ?? 0,
  }));
  const orderField = draft.orderDiscount == null ? null : 'percent' in draft.orderDiscount ? 'discount_percent' as const : 'discount_flat_amount' as const;
  const refusals = freeCannabisRefusals(jurisdiction, lines, priced.value, draft.buyer === 'patient', orderField);
  return refusals.length === 0 ? priced : { ok: false, errors: refusals.map((refusal) => ({ code: 'free_cannabis', field: refusal.field, message: refusal.message })) };
}

function priceDraftSale(context: PricingContext, draft: SaleDraft): PricingResult<PricedSale> {
  const program = context.settings?.loyalty_program ?? null;
  const chargedOn = draft.chargedOn ?? new Date().toISOString();
  return priceSale({
    lines: draft.lines.map((line) => ({
      key: line.inventoryItemId, price: line.price, quantityMilli: line.quantityMilli, discountable: line.discountable,
      taxItemIds: line.productTypeId === null ? [] : context.productTypes.get(line.productTypeId)?.taxItemIds ?? [],
      ...(line.discounts === undefined || line.discounts.length === 0 ? {} : { discounts: line.discounts }),
      ...(line.medical === true ? { medical: true } : {}),
    })),
    taxItems: context.taxItems.map((item) => withRateAt(item, item.rate, chargedOn)),
    buyer: buyerTaxes(saleBuyer(pricedBuyerKind(context.settings, draft.buyer), draft.buyerGroupId ?? null, draft.buyerCardType ?? null), context.personGroups),
    medicalEndorsement: context.settings?.medical_endorsement === true,
    orderDiscount: draft.orderDiscount ?? null,
    // Points are earned by a named buyer only: nobody else has a balance to add them to.
    loyaltyProgram: draft.buyer === 'none' || program === null || (program.loyalty_program_type !== 0 && program.loyalty_program_type !== 1)
      ? null
      : { type: program.loyalty_program_type, pointsPer: program.loyalty_points_per },
    redemption: draft.redemption == null ? null : { ...draft.redemption, pointsPerDollar: redemptionRate(context) },
  });
}

/** Whether the draft's discounts need a manager's PIN, at the location's threshold (20% or $20 until pulled). */
export function draftNeedsApproval(context: PricingContext, draft: SaleDraft): boolean {
  const settings = context.settings;
  const threshold = settings === null ? undefined : { percent: settings.discount_approval_percent, flatAmount: settings.discount_approval_flat_amount };
  return needsManagerApproval({
    lines: draft.lines.map((line) => ({ key: line.inventoryItemId, price: line.price, quantityMilli: line.quantityMilli, discountable: line.discountable, taxItemIds: [], discounts: line.discounts ?? [] })),
    orderDiscount: draft.orderDiscount ?? null,
  }, threshold);
}

/** The tables `loadPricingContext` reads: a transaction that prices inside it names them. */
export const pricingTables = (db: RegisterDatabase) => [db.taxItems, db.productTypes, db.personGroups, db.meta];

export async function loadPricingContext(db: RegisterDatabase): Promise<PricingContext> {
  const [taxItems, productTypes, personGroups, settings] = await Promise.all([
    db.taxItems.toArray(), db.productTypes.toArray(), db.personGroups.toArray(), db.meta.get('registerSettings'),
  ]);
  return {
    taxItems: [...taxItems].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    productTypes: new Map(productTypes.map((type) => [type.id, type])),
    personGroups,
    settings: Value.Check(RegisterSettings, settings?.value) ? settings.value : null,
  };
}
