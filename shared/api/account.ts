import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

const userV1Fields = {
  id: Type.String(), username: Type.String(), email: Type.String(),
  first_name: Type.String(), last_name: Type.String(), name: Type.String(),
  token: Type.String(), budtender: Type.Boolean(), created_at: Type.String(), company_id: Type.String(),
};

export const UserV1 = Type.Object(userV1Fields);
export type UserV1 = Static<typeof UserV1>;

export const UserV2 = Type.Object({
  ...userV1Fields,
  support_user_hash: Type.String(), pin: Type.String(),
  accessible_company_ids: Type.Array(Type.String()),
  email_settings: Type.Null(), crm_id: Type.Null(), license_number: Type.Null(),
  state_credentials: Type.Array(Type.String()),
  role_id: Type.String(), account_id: Type.String(),
  accessible_location_ids: Type.Array(Type.String()),
  /** Extension: whether the user may do manager-only work (register devices, refunds above the limit). */
  role: Type.Union([Type.Literal('manager'), Type.Literal('budtender')]),
});
export type UserV2 = Static<typeof UserV2>;

export const Company = Type.Object({
  id: Type.String(), name: Type.String(), street: Type.String(), city: Type.String(), state: Type.String(), zip_code: Type.String(),
});
export type Company = Static<typeof Company>;

/**
 * Extension (v2 GET /companies/{id}): what a client needs to know of who may buy here. The
 * location may make medical sales (`medical_sales`: Washington's medical endorsement, Oregon's
 * registration for medical sales); without it a patient buys as an adult-use customer.
 */
export const CompanyV2 = Type.Object({
  ...Company.properties,
  medical_licence_number: Type.Union([Type.String(), Type.Null()]),
  medical_sales: Type.Boolean(),
});
export type CompanyV2 = Static<typeof CompanyV2>;

export const NamedRecordV1 = Type.Object({ id: Type.String(), name: Type.String() });
export type NamedRecordV1 = Static<typeof NamedRecordV1>;
export const NamedRecordV2 = Type.Object({ id: Type.String(), name: Type.String(), location_id: Type.String() });
export type NamedRecordV2 = Static<typeof NamedRecordV2>;

export { Nullable };
