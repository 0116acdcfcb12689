import { Type, type Static } from 'typebox';
import { InventoryItemV2 } from './catalog.ts';
import { Nullable, Quantity } from './common.ts';

/** Spec §2.7: an uploaded file (an ID scan, a recommendation letter) of a person. */
export const FileAttachment = Type.Object({
  id: Type.String(), file_file_name: Type.String(), file_content_type: Type.String(),
});
export type FileAttachment = Static<typeof FileAttachment>;

const Text = Nullable(Type.String());
/** A date as YYYY-MM-DD. */
const Day = Nullable(Type.String({ format: 'date' }));

/** Fields patients and employees share (spec §2.5, §2.6). */
const personFields = {
  id: Type.String(), first_name: Type.String(), last_name: Type.String(),
  email: Text, phone: Text, id_number: Text, birth_date: Day,
  driver_license_number: Text, driver_license_state: Text, driver_license_zip_code: Text,
  driver_license_expiration_date: Day,
  location_id: Type.String(), account_id: Type.String(),
  file_attachments: Type.Array(FileAttachment),
};

/** Spec §2.5: a medical patient; the register checks expiration_date and carry_limit before a sale. */
export const Patient = Type.Object({
  ...personFields,
  expiration_date: Day,
  caregiver_id_number: Text, caregiver_first_name: Text, caregiver_last_name: Text,
  loyalty_points: Type.Integer(),
  carry_limit: Nullable(Quantity),
  membership_date: Day,
  plant_count: Type.Integer(),
  physician_name: Text,
  /** Extension: the person group the patient belongs to, or null (a patient in none pays what the medical group pays). */
  person_group_id: Text,
  /** Extension: the state that issued the medical card (`id_number`), and the day it took effect. */
  card_state: Text,
  card_effective_date: Day,
  /** Extension: which card the patient showed (state_card, county_card: California's county-issued card, recommendation), or null. */
  card_type: Type.Union([Type.Literal('state_card'), Type.Literal('county_card'), Type.Literal('recommendation'), Type.Null()]),
});
export type Patient = Static<typeof Patient>;

/** Spec §2.6. */
export const Employee = Type.Object({
  ...personFields,
  hire_date: Day,
  loyalty_points: Nullable(Type.Integer()),
});
export type Employee = Static<typeof Employee>;

/** Spec §2.8: the list names the tax item ids `tax_items`. */
export const PersonGroup = Type.Object({
  id: Type.String(), name: Type.String(), medical: Type.Boolean(), tax_items: Type.Array(Type.String()),
});
export type PersonGroup = Static<typeof PersonGroup>;

/** Spec §2.9: loyalty_program_type 0 points per dollar, 1 points per order. */
export const LoyaltyProgram = Type.Object({
  id: Type.String(), loyalty_program_type: Type.Integer(), loyalty_points_per: Type.Integer(),
});
export type LoyaltyProgram = Static<typeof LoyaltyProgram>;

export const LoyaltyProgramType = { pointsPerDollar: 0, pointsPerOrder: 1 } as const;

/** Spec §2.18: a package of inventory items as received, each item with its product embedded. */
export const Package = Type.Object({
  id: Type.String(), status: Type.Integer(), lot_number: Type.String(),
  previous_status: Nullable(Type.Integer()), last_status_update_at: Nullable(Type.String()),
  quantity: Quantity,
  inventory_items: Type.Array(InventoryItemV2),
});
export type Package = Static<typeof Package>;

/**
 * Extension: what Metrc says a patient may still buy, where the location's state keeps a patient's
 * limit statewide (Michigan, Colorado), asked by the Store API (the location's Metrc key never
 * leaves it). `active`: Metrc's remaining allotment, beside the purchase limit it stands for;
 * `refused`: Metrc lists the card as unknown or not active (a live sale to it is refused);
 * `not_checked`: Metrc could not be asked (not a statewide state, not reporting to Metrc, no key,
 * no card number, out of reach within the look-up's 3 s), and `message` says why.
 */
export const StatewideAllotmentStatus = Type.Union([Type.Literal('active'), Type.Literal('refused'), Type.Literal('not_checked')]);
export const StatewideAllotment = Type.Object({
  status: StatewideAllotmentStatus,
  /** The location's calendar date the figure is for (YYYY-MM-DD). */
  date: Type.String(),
  /** The purchase limit Metrc's figure stands beside (a limit id of the location's profile: "usable-medical-day"); null where the state keeps none statewide. */
  limit: Nullable(Type.String()),
  /** The rule asking for the check (its citation); null where the state keeps no limit statewide. */
  source: Nullable(Type.String()),
  /** What Metrc still allows, in grams (unit 0), rounded down to the thousandth: the unit the register counts that limit in. Null unless active. */
  remaining: Nullable(Quantity),
  /** The same figure as Metrc answered it, in ounces of usable marijuana (flower equivalent). Null unless active. */
  remaining_ounces: Nullable(Type.Number()),
  /** Why it was not checked, or Metrc's refusal; null when active. */
  message: Nullable(Type.String()),
});
export type StatewideAllotment = Static<typeof StatewideAllotment>;
export const StatewideAllotmentAnswer = Type.Object({ statewide_allotment: StatewideAllotment });
