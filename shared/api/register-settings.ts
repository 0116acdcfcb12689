import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/** What the API documentation says of the buyer's ID check on a sale (POST /orders, GET and PUT /register_settings). */
export const ID_CHECK_RULE = 'age_verification_required says whether the location requires the buyer\'s ID check on every sale. ' +
  'Off (the default, as clients of the original API send no buyer): a sale without age_verification is accepted and flagged ' +
  'no-id-check for a manager\'s review (GET /orders?flagged=true). On: a live sale without age_verification is refused, ' +
  '422 on age_verification; a sale rung offline (rung_offline: true) is never refused for it, only flagged no-id-check.';

/**
 * Extension: what a register needs to price and approve a sale with no Store API at hand. A manager
 * who approves a discount or a No sale at the counter types a PIN; the register's host checks it
 * against the approvers' salted PIN hashes (`shared/pin.ts`), with a lock after a few wrong PINs.
 * A 4-digit PIN's hash falls to guessing in seconds, so the hashes go only to a manager's session
 * (the host keeps them) and never to the page.
 */
export const Approver = Type.Object({
  user_id: Type.String(), name: Type.String(),
  // Only in an answer to a manager's session: a budtender's session never gets a hash to guess PINs against.
  pin_hash: Type.Optional(Type.String()), pin_salt: Type.Optional(Type.String()),
});
export type Approver = Static<typeof Approver>;

export const RegisterSettings = Type.Object({
  /** IANA time zone of the location. */
  time_zone: Type.String(),
  /**
   * The purchase-limit profile whose law binds the location's sales ("us-or", "us-wa", …). Optional
   * so a register's settings kept from before the field existed still read; where it is absent the
   * register goes by the location's state.
   */
  jurisdiction: Type.Optional(Type.String({ minLength: 1 })),
  /** A discount above this fraction ("0.20" = 20%) needs a manager… */
  discount_approval_percent: Type.String(),
  /** …and so does one above this many cents. */
  discount_approval_flat_amount: Type.Integer(),
  /** The reasons the register offers for a discount, in the location's order. */
  discount_reasons: Type.Array(Type.String()),
  loyalty_redemption_points_per_dollar: Type.Integer(),
  /**
   * The location holds a medical endorsement (Washington's, RCW 69.50.375): medical tax relief that
   * the law ties to one holds only there. Optional so settings kept from before it read (as false).
   */
  medical_endorsement: Type.Optional(Type.Boolean()),
  /** Spec §2.9: type 0 points per dollar, 1 points per order; null when the location has none. */
  loyalty_program: Nullable(Type.Object({ loyalty_program_type: Type.Integer(), loyalty_points_per: Type.Integer() })),
  /** The location's managers, who may approve a discount above the threshold. */
  approvers: Type.Array(Approver),
  /**
   * True: the Store API refuses a live sale without the buyer's ID check (`age_verification`), 422.
   * False (the default, for clients of the original API, which send no buyer): such a sale is
   * accepted and flagged `no-id-check` for review. A sale rung offline is never refused for it.
   * Optional so a register's settings kept from before the field existed still read.
   */
  age_verification_required: Type.Optional(Type.Boolean({
    description: 'True: a live sale without age_verification is refused (422 on age_verification). False (default): it is accepted and flagged no-id-check.',
  })),
});
export type RegisterSettings = Static<typeof RegisterSettings>;

/** Extension: what a manager may change of the location's register settings. */
export const RegisterSettingsUpdate = Type.Object({
  register_settings: Type.Object({
    age_verification_required: Type.Boolean({ description: 'Require the buyer\'s ID check (age_verification) on every live sale.' }),
  }),
});
export type RegisterSettingsUpdate = Static<typeof RegisterSettingsUpdate>;

export const RegisterSettingsAnswer = Type.Object({ register_settings: RegisterSettings });
export type RegisterSettingsAnswer = Static<typeof RegisterSettingsAnswer>;
