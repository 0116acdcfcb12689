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
