import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/**
 * Extension: what a register needs to price and approve a sale with no Store API at hand. A manager
 * who approves a discount at the counter types a PIN; the register checks it against the
 * approvers' salted PIN hashes (`shared/pin.ts`), which is a counter-side approval, not a
 * password: a 4-digit PIN's hash can be brute-forced by anyone holding the register's database.
 */
export const Approver = Type.Object({
  user_id: Type.String(), name: Type.String(), pin_hash: Type.String(), pin_salt: Type.String(),
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
});
export type RegisterSettings = Static<typeof RegisterSettings>;

export const RegisterSettingsAnswer = Type.Object({ register_settings: RegisterSettings });
export type RegisterSettingsAnswer = Static<typeof RegisterSettingsAnswer>;
