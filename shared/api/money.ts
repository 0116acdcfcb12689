import { Type, type Static } from 'typebox';

/**
 * Tax items (extension): a tax a location charges, with the rate in force now as a decimal
 * string as the spec writes percentages ("0.17" is 17%). `included_in_price`: the tax is inside
 * the shelf price and split out of it, rather than added on top.
 */
export const TaxItem = Type.Object({
  id: Type.String(), name: Type.String(), rate: Type.String(), included_in_price: Type.Boolean(),
});
export type TaxItem = Static<typeof TaxItem>;

/** Checked in the route for clear messages (a decimal string from 0 up to 1, six decimals at most). */
const Rate = Type.String({ maxLength: 32, description: 'A decimal string: "0.17" is 17%' });
/** Checked in the route: blank names are refused with "can't be blank". */
const Name = Type.String({ maxLength: 255 });

export const TaxItemCreate = Type.Object({
  tax_item: Type.Object({ name: Name, rate: Rate, included_in_price: Type.Boolean() }),
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
  }),
});
export type TaxItemUpdate = Static<typeof TaxItemUpdate>;
