/**
 * Who is buying decides two things the register (offline) and the Store API must decide alike:
 * which taxes of a line the buyer pays, and which of the product's prices they pay. Both are
 * decided here, from the buyer and the location's person groups, and nowhere else.
 */
import { CARD_TYPES } from '../compliance/medical-card.ts';
import type { Buyer, MedicalCardType } from './types.ts';

/** The cards a patient may show (the patient's `card_type`). */
export const MEDICAL_CARD_TYPES: readonly MedicalCardType[] = CARD_TYPES;

/** A person group of the location (spec: id, name, medical, tax_item_ids). */
export interface PersonGroupTaxes { id: string; name: string; medical: boolean; taxItemIds: readonly string[] }

/**
 * Who the sale names: nobody, an adult-use customer or a medical patient, and the group they are in
 * (null: none); for a patient, the card they showed (the patient's `card_type`; absent or null:
 * not recorded, so no exemption that needs a particular card holds).
 */
export interface SaleBuyer { kind: 'none' | 'customer' | 'patient'; groupId: string | null; cardType?: MedicalCardType | null }

const byNameThenId = (a: PersonGroupTaxes, b: PersonGroupTaxes): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The person group whose taxes the buyer pays: the group they are in; a patient in none belongs to
 * the location's medical group (the first medical group by name, then id, compared by code units
 * so every machine picks the same). A group the caller does not know counts as none.
 */
export function taxGroupOf(buyer: SaleBuyer, groups: readonly PersonGroupTaxes[]): PersonGroupTaxes | undefined {
  if (buyer.kind === 'none') return undefined;
  const own = buyer.groupId === null ? undefined : groups.find((group) => group.id === buyer.groupId);
  // A medical group's taxes are a medical sale's: a patient buying as an adult-use customer (a
  // location that may not make medical sales, shared/compliance/who-may-buy.ts) pays everyone's.
  if (own !== undefined && (buyer.kind === 'patient' || !own.medical)) return own;
  return buyer.kind === 'patient' ? [...groups].filter((group) => group.medical).sort(byNameThenId)[0] : undefined;
}

/**
 * The taxes a buyer pays: a buyer in a person group pays only the group's tax items and is exempt
 * from the line's others (where the tax item's relief holds, see TaxItemInForce.exemption, which
 * may ask for the card the patient showed: California's sales-tax exemption needs a county-issued
 * card, R&TC §6414); anyone else pays every tax of a line.
 */
export function buyerTaxes(buyer: SaleBuyer, groups: readonly PersonGroupTaxes[]): Buyer {
  const group = taxGroupOf(buyer, groups);
  // Only a patient's card counts: a customer in a medical group showed none.
  const cardType = buyer.kind === 'patient' ? buyer.cardType ?? null : null;
  return { taxItemIdsPaid: group === undefined ? null : group.taxItemIds, ...(cardType === null ? {} : { cardType }) };
}

/**
 * The prices a buyer may pay. A patient pays the product's patient price. A member is a buyer
 * (customer or patient) in one of the location's person groups that is not medical: the spec's
 * person groups are the location's membership groups (veterans, a club), and a location with
 * none has no members.
 */
export interface PriceEntitlement { patient: boolean; member: boolean }

export function priceEntitlement(buyer: SaleBuyer, groups: readonly PersonGroupTaxes[]): PriceEntitlement {
  const own = buyer.groupId === null ? undefined : groups.find((group) => group.id === buyer.groupId);
  return { patient: buyer.kind === 'patient', member: buyer.kind !== 'none' && own !== undefined && !own.medical };
}

/** A product's prices as the spec gives them (cents per unit, or per gram when priced by weight). */
export interface ProductPrices {
  sellPrice: number;
  patientSellPrice?: number | null; patientPriceEnabled?: boolean;
  memberSellPrice?: number | null; memberPriceEnabled?: boolean;
}

export type PriceList = 'regular' | 'patient' | 'member';

/**
 * The unit price this buyer pays for the product: the patient price for a patient and the member
 * price for a member, where the product enables it and names one; the lower of the two when both
 * apply; otherwise the regular sell price.
 */
export function unitPriceFor(product: ProductPrices, entitled: PriceEntitlement): { cents: number; list: PriceList } {
  const offers: Array<{ cents: number; list: PriceList }> = [];
  if (entitled.patient && product.patientPriceEnabled === true && typeof product.patientSellPrice === 'number') offers.push({ cents: product.patientSellPrice, list: 'patient' });
  if (entitled.member && product.memberPriceEnabled === true && typeof product.memberSellPrice === 'number') offers.push({ cents: product.memberSellPrice, list: 'member' });
  const best = offers.reduce<{ cents: number; list: PriceList } | undefined>((low, offer) => (low === undefined || offer.cents < low.cents ? offer : low), undefined);
  return best ?? { cents: product.sellPrice, list: 'regular' };
}
