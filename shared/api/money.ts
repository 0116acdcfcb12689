import { Type, type Static } from 'typebox';
import type { ExemptionRule } from '../pricing/index.ts';
import { Nullable } from './common.ts';

/**
 * Tax items (extension): a tax a location charges, with the rate in force now as a decimal
 * string as the spec writes percentages ("0.17" is 17%). `included_in_price`: the tax is inside
 * the shelf price and split out of it, rather than added on top.
 */
/** How the tax's cents are rounded: half up on each line, or up to the next whole cent once on the sale where the statute says so. */
export const TaxRounding = Type.Union([Type.Literal('half_up'), Type.Literal('up')], {
  description: '"half_up" (the default), each line on its own, or "up" to the next whole cent, once on the sale\'s tax and spread back over its lines (Oregon\'s retail marijuana tax, ORS 475C.674(1),(3))',
});

/**
 * When a person group's exemption from the tax holds (null: always, as the group says): from
 * `effective_at` (null: always) until before `expires_at` (null: no end), only on inventory items
 * marked `medical` when `medical_items_only`, only at a location with a medical endorsement when
 * `medical_endorsement_required`, only for a patient whose `card_type` is `county_card` when
 * `county_card_required` (California's sales-tax exemption, R&TC §6414). Otherwise the group's
 * members pay the tax like anyone.
 */
const CountyCardRequired = Type.Boolean({
  description: 'Only for a patient who showed a county-issued medical identification card (card_type county_card): California\'s sales-tax exemption, R&TC §6414. A physician\'s recommendation alone pays the tax. False when left out.',
});
export const TaxExemptionRule = Type.Object({
  effective_at: Nullable(Type.String({ format: 'date-time' })),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  medical_items_only: Type.Boolean(),
  medical_endorsement_required: Type.Boolean(),
  // Optional as stored: rules written before it read as not needing the card.
  county_card_required: Type.Optional(CountyCardRequired),
}, { description: 'When a person group\'s exemption from this tax holds; null: always' });
export type TaxExemptionRule = Static<typeof TaxExemptionRule>;

/** The rule as a client sends it: a date that may be null may also be left out (null: no bound). */
export const TaxExemptionRuleInput = Type.Object({
  effective_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  expires_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  medical_items_only: Type.Boolean(),
  medical_endorsement_required: Type.Boolean(),
  county_card_required: Type.Optional(CountyCardRequired),
}, { description: 'When a person group\'s exemption from this tax holds; null: always' });
export type TaxExemptionRuleInput = Static<typeof TaxExemptionRuleInput>;

/** The rule as the pricing engine reads it; a date left out is no bound. */
export const exemptionRuleOf = (rule: TaxExemptionRuleInput): ExemptionRule => ({
  effectiveAt: rule.effective_at ?? null, expiresAt: rule.expires_at ?? null,
  medicalItemsOnly: rule.medical_items_only, medicalEndorsementRequired: rule.medical_endorsement_required,
  ...(rule.county_card_required === true ? { countyCardRequired: true } : {}),
});

/** Tax item ids whose amount on the same line is part of this tax's base (a tax on a tax). */
const BaseIncludes = Type.Array(Type.String({ maxLength: 255 }), {
  maxItems: 32, description: 'The tax items whose amounts on the same line are part of this tax\'s base (a tax on a tax); [] = the price alone',
});

export const TaxItem = Type.Object({
  id: Type.String(), name: Type.String(), rate: Type.String(), included_in_price: Type.Boolean(),
  base_includes: Type.Array(Type.String()),
  rounding: TaxRounding,
  exemption: Nullable(TaxExemptionRule),
});
export type TaxItem = Static<typeof TaxItem>;

/** Checked in the route for clear messages (a decimal string from 0 up to 1, six decimals at most). */
const Rate = Type.String({ maxLength: 32, description: 'A decimal string: "0.17" is 17%' });
/** Checked in the route: blank names are refused with "can't be blank". */
const Name = Type.String({ maxLength: 255 });

export const TaxItemCreate = Type.Object({
  tax_item: Type.Object({
    name: Name, rate: Rate, included_in_price: Type.Boolean(),
    base_includes: Type.Optional(BaseIncludes), rounding: Type.Optional(TaxRounding), exemption: Type.Optional(Nullable(TaxExemptionRuleInput)),
  }),
});
export type TaxItemCreate = Static<typeof TaxItemCreate>;

export const TaxItemUpdate = Type.Object({
  tax_item: Type.Object({
    id: Type.Optional(Type.String()),
    name: Type.Optional(Name),
    rate: Type.Optional(Rate),
    /** May be sent, but not changed: past sales were computed with it. */
    included_in_price: Type.Optional(Type.Boolean()),
    /** When the new rate takes effect: now if absent, never in the past. */
    effective_at: Type.Optional(Type.String({ format: 'date-time' })),
    base_includes: Type.Optional(BaseIncludes), rounding: Type.Optional(TaxRounding), exemption: Type.Optional(Nullable(TaxExemptionRuleInput)),
  }),
});
export type TaxItemUpdate = Static<typeof TaxItemUpdate>;
