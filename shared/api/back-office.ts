import { Type, type Static } from 'typebox';
import { Nullable, Quantity } from './common.ts';

/**
 * The back office's writes (extension, v2, managers only): what a manager sends to open a
 * location, take on staff, enter the catalog, its stock and its patients, and what each answers.
 * Bounds and formats the route checks itself (a blank name, an unknown state or time zone, a price
 * below zero, a duplicate) are refused there with a 422 naming the field in words.
 */

/** Text a manager types: at most 255 characters. */
const Text = (options: { minLength?: number } = {}) => Type.String({ maxLength: 255, ...options });
/** A name: checked in the route, so a blank one is "can't be blank". */
const Name = Text();
const OptionalText = Type.Optional(Nullable(Text()));
/** A date as YYYY-MM-DD. */
const Day = Type.String({ format: 'date' });
const OptionalDay = Type.Optional(Nullable(Day));
/** Cents; below zero is refused in the route with a message. */
const Cents = Type.Integer({ minimum: -2147483648, maximum: 2147483647 });
const Ids = Type.Array(Type.String({ maxLength: 255 }), { maxItems: 64 });

export const Role = Type.Union([Type.Literal('manager'), Type.Literal('budtender')]);
export type Role = Static<typeof Role>;

// ---------------------------------------------------------------- locations

/** A location as the back office edits it: the spec's company with what a store of its state needs. */
export const Location = Type.Object({
  id: Type.String(), name: Type.String(), street: Type.String(), city: Type.String(), state: Type.String(), zip_code: Type.String(),
  /** IANA time zone of the location's days and buyers' ages. */
  time_zone: Type.String(),
  /** The state licence the location sells under. */
  license_number: Nullable(Type.String()),
  /** Where the state keeps medical sales under a licence of their own (the medical registration). */
  medical_license_number: Nullable(Type.String()),
  /** The location holds a medical endorsement: some medical tax relief holds only there. Same fact as `medical_sales`. */
  medical_endorsement: Type.Boolean(),
  /** The medical licence (registration) number; `medical_license_number` under the spelling. */
  medical_licence_number: Nullable(Type.String()),
  /**
   * The location may make medical sales (Washington's medical endorsement, RCW 69.51A.210(1);
   * Oregon's registration, OAR 845-025-2900(1)(a)): without it a patient buys as an adult-use customer.
   */
  medical_sales: Type.Boolean(),
});
export type Location = Static<typeof Location>;

const locationFields = {
  name: Name, street: Text(), city: Text(), zip_code: Text(),
  /** A two-letter state Canopy has a purchase-limit profile for (OR, WA, CO, CA, MI). */
  state: Type.String({ maxLength: 2 }),
  time_zone: Type.String({ maxLength: 64 }),
  license_number: OptionalText,
  medical_license_number: OptionalText,
  medical_endorsement: Type.Optional(Type.Boolean()),
  /** The same as medical_license_number; send one of the two. */
  medical_licence_number: OptionalText,
  /** The same as medical_endorsement; send one of the two. */
  medical_sales: Type.Optional(Type.Boolean()),
};
export const LocationCreate = Type.Object({ company: Type.Object(locationFields) });
export type LocationCreate = Static<typeof LocationCreate>;
export const LocationUpdate = Type.Object({ company: Type.Partial(Type.Object(locationFields)) });
export type LocationUpdate = Static<typeof LocationUpdate>;
export const LocationAnswer = Type.Object({ company: Location });
export type LocationAnswer = Static<typeof LocationAnswer>;
export const LocationsAnswer = Type.Object({ locations: Type.Array(Location) });
export type LocationsAnswer = Static<typeof LocationsAnswer>;

// ---------------------------------------------------------------- staff

/** An employee who may sign in at the location's registers. The PIN is never read back. */
export const StaffMember = Type.Object({
  id: Type.String(),
  first_name: Type.String(), last_name: Type.String(), email: Type.String(),
  role: Role,
  active: Type.Boolean(),
  /** False until the employee has set a password with their one-time code. */
  password_set: Type.Boolean(),
  created_at: Type.String(),
});
export type StaffMember = Static<typeof StaffMember>;

/** A register PIN: 4 to 8 digits, unique among the location's active employees. */
const Pin = Type.String({ pattern: '^[0-9]{4,8}$', description: '4 to 8 digits, unique at the location' });

export const StaffCreate = Type.Object({
  employee: Type.Object({ first_name: Name, last_name: Name, email: Text(), role: Role, pin: Pin }),
});
export type StaffCreate = Static<typeof StaffCreate>;
export const StaffUpdate = Type.Object({
  employee: Type.Object({
    first_name: Type.Optional(Name), last_name: Type.Optional(Name), email: Type.Optional(Text()),
    role: Type.Optional(Role), pin: Type.Optional(Pin),
    /** False deactivates: every token of the employee is revoked at once. */
    active: Type.Optional(Type.Boolean()),
  }),
});
export type StaffUpdate = Static<typeof StaffUpdate>;
export const StaffAnswer = Type.Object({ employee: StaffMember });
export type StaffAnswer = Static<typeof StaffAnswer>;
/**
 * POST /employees: the new employee and the one-time code they set their password with at first
 * sign-in. The code is shown here once and never again (the Store API keeps only its hash).
 */
export const StaffCreatedAnswer = Type.Object({ employee: StaffMember, first_sign_in_code: Type.String() });
export type StaffCreatedAnswer = Static<typeof StaffCreatedAnswer>;
export const StaffListAnswer = Type.Object({ staff: Type.Array(StaffMember) });
export type StaffListAnswer = Static<typeof StaffListAnswer>;

/**
 * The shortest password a manager opens the store with or an employee chooses at first sign-in:
 * one rule for the Store API and the register, so the register never lets through a password the
 * Store API then refuses.
 */
export const MIN_PASSWORD_LENGTH = 10;

/** POST /first_sign_in (no credentials): the one-time code and the password the employee chooses (MIN_PASSWORD_LENGTH characters or more). */
export const FirstSignIn = Type.Object({
  first_sign_in: Type.Object({ email: Text(), code: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 200 }) }),
});
export type FirstSignIn = Static<typeof FirstSignIn>;

// ---------------------------------------------------------------- catalog

/** 0–6 as the spec; Canopy's 7 Immature Plant, 8 Seed, 9 Otherwise Taken. */
const TraceabilityType = Type.Integer({ minimum: 0, maximum: 9 });
const productTypeFields = {
  name: Name,
  traceability_type: TraceabilityType,
  is_marijuana: Type.Boolean(),
  /** The taxes a sale of the type pays, by tax item id. */
  tax_item_ids: Ids,
  can_edit_weight: Type.Optional(Type.Boolean()), can_edit_strain: Type.Optional(Type.Boolean()),
  can_edit_test_results: Type.Optional(Type.Boolean()), can_edit_flower_type: Type.Optional(Type.Boolean()),
  can_edit_concentrate_type: Type.Optional(Type.Boolean()),
  test_results_unit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  color: Type.Optional(Type.Integer({ minimum: 0, maximum: 0xffffff })),
};
export const ProductTypeCreate = Type.Object({ product_type: Type.Object(productTypeFields) });
export type ProductTypeCreate = Static<typeof ProductTypeCreate>;
export const ProductTypeUpdate = Type.Object({ product_type: Type.Partial(Type.Object(productTypeFields)) });
export type ProductTypeUpdate = Static<typeof ProductTypeUpdate>;

const Weight = Type.Object({ value: Type.String({ maxLength: 32 }), unit: Type.Integer({ minimum: 0, maximum: 5 }) });
const productFields = {
  name: Name,
  product_type_id: Type.String({ maxLength: 255 }),
  brand_id: OptionalText,
  strain_id: OptionalText,
  /** Weight unit of §2.1 the product is sold by (5: by the unit). */
  unit_of_measure: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  weight: Type.Optional(Nullable(Weight)),
  sell_price: Cents,
  /** The patients' price; only on a product whose type is cannabis. */
  patient_sell_price: Type.Optional(Nullable(Cents)),
  patient_price_enabled: Type.Optional(Type.Boolean()),
  member_sell_price: Type.Optional(Nullable(Cents)),
  member_price_enabled: Type.Optional(Type.Boolean()),
  discountable: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Boolean()),
  /** Sold to patients only: refused to anyone not buying as a patient, at the register and the Store API. */
  medical_only: Type.Optional(Type.Boolean()),
  test_results_thc: OptionalText,
  test_results_cbd: OptionalText,
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  internal_notes: Type.Optional(Type.String({ maxLength: 4000 })),
};
export const ProductCreate = Type.Object({ product: Type.Object(productFields) });
export type ProductCreate = Static<typeof ProductCreate>;
export const ProductUpdate = Type.Object({ product: Type.Partial(Type.Object(productFields)) });
export type ProductUpdate = Static<typeof ProductUpdate>;

/** Which price of a product changed. */
export const PriceField = Type.Union([Type.Literal('sell_price'), Type.Literal('patient_sell_price'), Type.Literal('member_sell_price')]);
export type PriceField = Static<typeof PriceField>;

/** One change of one price of a product: who, when, from what to what (null: no such price). */
export const PriceChange = Type.Object({
  id: Type.String(),
  product_id: Type.String(),
  field: PriceField,
  old_price: Nullable(Type.Integer()),
  new_price: Nullable(Type.Integer()),
  changed_at: Type.String(),
  changed_by: Nullable(Type.String()),
  /** The name of who changed it, as it was then. */
  changed_by_name: Type.String(),
});
export type PriceChange = Static<typeof PriceChange>;
/** GET /products/{id}/price_history: newest change first. */
export const PriceHistoryAnswer = Type.Object({ price_changes: Type.Array(PriceChange) });
export type PriceHistoryAnswer = Static<typeof PriceHistoryAnswer>;

/** Stock that arrives outside a state transfer. */
export const InventoryItemCreate = Type.Object({
  inventory_item: Type.Object({
    product_id: Type.String({ maxLength: 255 }),
    sku: Type.String({ maxLength: 255 }),
    /** How much arrives; the unit is the product's. */
    quantity: Type.Object({ value: Type.String({ maxLength: 32 }), unit: Type.Integer({ minimum: 0, maximum: 5 }) }),
    /** The state package tag (Metrc: 24 characters), where there is one. */
    package_label: OptionalText,
    /** The place it is put; the location's first For Sale place if absent. */
    place_id: OptionalText,
    /** What one unit cost the store, in cents. */
    unit_cost: Type.Optional(Cents),
    lot_number: OptionalText,
  }),
});
export type InventoryItemCreate = Static<typeof InventoryItemCreate>;

// ---------------------------------------------------------------- patients and groups

const patientFields = {
  first_name: Name, last_name: Name,
  birth_date: Day,
  /** The state medical card's number: unique at the location. */
  card_number: Text(),
  /** The state that issued the card (two letters). */
  card_state: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
  card_effective_date: OptionalDay,
  card_expiration_date: Day,
  /**
   * Which card the patient showed: `state_card`, `county_card` (California's county-issued medical
   * identification card, R&TC § 6414) or `recommendation` (a physician's recommendation alone).
   */
  card_type: Type.Optional(Type.Union([Type.Literal('state_card'), Type.Literal('county_card'), Type.Literal('recommendation'), Type.Null()])),
  /** What the patient may carry, where the state sets it per patient. */
  carry_limit: Type.Optional(Nullable(Quantity)),
  caregiver_card_number: OptionalText,
  caregiver_first_name: OptionalText,
  caregiver_last_name: OptionalText,
  person_group_id: OptionalText,
  email: OptionalText,
  phone: OptionalText,
};
export const PatientCreate = Type.Object({ patient: Type.Object(patientFields) });
export type PatientCreate = Static<typeof PatientCreate>;
export const PatientUpdate = Type.Object({ patient: Type.Partial(Type.Object(patientFields)) });
export type PatientUpdate = Static<typeof PatientUpdate>;

const personGroupFields = {
  name: Name,
  /** Its members are medical patients. */
  medical: Type.Boolean(),
  /** The taxes the group's members pay, by tax item id. */
  tax_item_ids: Ids,
};
export const PersonGroupCreate = Type.Object({ person_group: Type.Object(personGroupFields) });
export type PersonGroupCreate = Static<typeof PersonGroupCreate>;
export const PersonGroupUpdate = Type.Object({ person_group: Type.Partial(Type.Object(personGroupFields)) });
export type PersonGroupUpdate = Static<typeof PersonGroupUpdate>;

/**
 * A Store API with no account yet answers GET /me (and every signed-in call) 503 with this body:
 * the register shows `error`, which names the command that opens the store.
 */
export const StoreNotOpened = Type.Object({ error: Type.String(), store_not_opened: Type.Literal(true) });
export type StoreNotOpened = Static<typeof StoreNotOpened>;
export const STORE_NOT_OPENED_MESSAGE = 'This Store API has no store yet: open it on the server with npm run store:init.';
