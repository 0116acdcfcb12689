import type { CustomerV1, CustomerV2 } from '../../../shared/api/customers.ts';
import type { ApiVersion } from '../../context.ts';
import { toDateOnly, toTimestampFromDate } from '../../http/time.ts';
import type { CustomerRow } from './repository.ts';

/** `personGroupId`: the person group the customer is in (v2 only), null when none. */
export function presentCustomer(version: 1, row: CustomerRow, personGroupId?: string | null): CustomerV1;
export function presentCustomer(version: 2, row: CustomerRow, personGroupId?: string | null): CustomerV2;
export function presentCustomer(version: ApiVersion, row: CustomerRow, personGroupId?: string | null): CustomerV1 | CustomerV2;
export function presentCustomer(version: ApiVersion, row: CustomerRow, personGroupId: string | null = null): CustomerV1 | CustomerV2 {
  const common = {
    id: row.id, company_id: row.company_id, first_name: row.first_name, last_name: row.last_name,
    email: row.email, phone: row.phone,
  };
  if (version === 1) return { ...common, birth_date: toTimestampFromDate(row.birth_date) };
  return {
    ...common, birth_date: toDateOnly(row.birth_date),
    id_number: row.id_number, expiration_date: row.expiration_date, loyalty_points: row.loyalty_points,
    driver_license_number: row.driver_license_number, driver_license_state: row.driver_license_state,
    driver_license_zip_code: row.driver_license_zip_code, driver_license_expiration_date: row.driver_license_expiration_date,
    location_id: row.company_id, account_id: row.account_id, file_attachments: [], person_group_id: personGroupId,
  };
}
