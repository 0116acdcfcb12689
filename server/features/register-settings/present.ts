import type { RegisterSettings } from '../../../shared/api/register-settings.ts';
import { hashPin } from '../../../shared/pin.ts';
import type { RegisterSettingsRecord } from './repository.ts';

/**
 * The settings as the register keeps them. Each manager's PIN only as a salted hash (a new salt each
 * time), and only to a manager's session: a 4-digit PIN falls to its hash in seconds, so a
 * budtender's session gets the approvers' names alone (the register's host keeps the hashes it
 * received under a manager's session and checks PINs itself, with a lock).
 */
export function presentRegisterSettings(record: RegisterSettingsRecord, { withPinHashes }: { withPinHashes: boolean }): RegisterSettings {
  const { money, loyaltyProgram } = record;
  return {
    time_zone: money.timeZone,
    jurisdiction: record.jurisdiction,
    discount_approval_percent: money.discountApprovalPercent,
    discount_approval_flat_amount: money.discountApprovalFlatAmount,
    discount_reasons: money.discountReasons,
    loyalty_redemption_points_per_dollar: money.loyaltyRedemptionPointsPerDollar,
    medical_endorsement: money.medicalEndorsement,
    loyalty_program: loyaltyProgram === null ? null : { loyalty_program_type: loyaltyProgram.type, loyalty_points_per: loyaltyProgram.pointsPer },
    approvers: record.managers.map((manager) => ({ user_id: manager.userId, name: manager.name, ...(withPinHashes ? hashPin(manager.pin) : {}) })),
    age_verification_required: record.ageVerificationRequired,
  };
}
