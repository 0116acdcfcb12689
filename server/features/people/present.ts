import type { Employee, FileAttachment, LoyaltyProgram, Patient, PersonGroup } from '../../../shared/api/people.ts';
import { quantityObject } from '../../../shared/quantity.ts';
import { toDateOnly } from '../../http/time.ts';
import type { EmployeeRow, FileAttachmentRow, LoyaltyProgramRow, PatientRow, PersonGroupRow } from './repository.ts';

export const presentFileAttachment = (row: FileAttachmentRow): FileAttachment =>
  ({ id: row.id, file_file_name: row.file_file_name, file_content_type: row.file_content_type });

function personFields(row: PatientRow | EmployeeRow, attachments: readonly FileAttachmentRow[]) {
  return {
    id: row.id, first_name: row.first_name, last_name: row.last_name,
    email: row.email, phone: row.phone, id_number: row.id_number, birth_date: toDateOnly(row.birth_date),
    driver_license_number: row.driver_license_number, driver_license_state: row.driver_license_state,
    driver_license_zip_code: row.driver_license_zip_code,
    driver_license_expiration_date: toDateOnly(row.driver_license_expiration_date),
    location_id: row.company_id, account_id: row.account_id,
    file_attachments: attachments.map(presentFileAttachment),
  };
}

export const presentPatient = (row: PatientRow, attachments: readonly FileAttachmentRow[], personGroupId: string | null = null): Patient => ({
  ...personFields(row, attachments),
  expiration_date: toDateOnly(row.expiration_date),
  caregiver_id_number: row.caregiver_id_number, caregiver_first_name: row.caregiver_first_name,
  caregiver_last_name: row.caregiver_last_name,
  loyalty_points: row.loyalty_points,
  carry_limit: row.carry_limit_milli === null || row.carry_limit_unit === null ? null : quantityObject(row.carry_limit_milli, row.carry_limit_unit),
  membership_date: toDateOnly(row.membership_date),
  plant_count: row.plant_count,
  physician_name: row.physician_name,
  person_group_id: personGroupId,
  card_state: row.card_state, card_effective_date: toDateOnly(row.card_effective_date), card_type: row.card_type,
});

export const presentEmployee = (row: EmployeeRow, attachments: readonly FileAttachmentRow[]): Employee => ({
  ...personFields(row, attachments),
  hire_date: toDateOnly(row.hire_date),
  loyalty_points: row.loyalty_points,
});

/** `taxItemIds`: the tax items the group's members pay (the spec names the field tax_items). */
export const presentPersonGroup = (row: PersonGroupRow, taxItemIds: string[]): PersonGroup => ({
  id: row.id, name: row.name, medical: row.medical === 1, tax_items: taxItemIds,
});

export const presentLoyaltyProgram = (row: LoyaltyProgramRow): LoyaltyProgram => ({
  id: row.id, loyalty_program_type: row.loyalty_program_type, loyalty_points_per: row.loyalty_points_per,
});
