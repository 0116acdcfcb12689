import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

const customerCommon = {
  id: Type.String(),
  company_id: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** Formatted by the server, e.g. "(503) 555-0123". */
  phone: Nullable(Type.String()),
};

/** §2.4 v1: birth_date as a timestamp (midnight UTC). */
export const CustomerV1 = Type.Object({ ...customerCommon, birth_date: Nullable(Type.String()) });
export type CustomerV1 = Static<typeof CustomerV1>;

/** §2.4 v2: birth_date as YYYY-MM-DD, plus identity, loyalty and location fields. */
export const CustomerV2 = Type.Object({
  ...customerCommon,
  birth_date: Nullable(Type.String()),
  id_number: Nullable(Type.String()),
  expiration_date: Nullable(Type.String()),
  loyalty_points: Nullable(Type.Integer()),
  driver_license_number: Nullable(Type.String()),
  driver_license_state: Nullable(Type.String()),
  driver_license_zip_code: Nullable(Type.String()),
  driver_license_expiration_date: Nullable(Type.String()),
  location_id: Type.String(),
  account_id: Type.String(),
  file_attachments: Type.Array(Type.Unknown()),
  /** Extension: the person group the customer belongs to (its tax items are the taxes they pay), or null. */
  person_group_id: Nullable(Type.String()),
});
export type CustomerV2 = Static<typeof CustomerV2>;

const OptionalText = Type.Optional(Nullable(Type.String({ maxLength: 255 })));

/**
 * POST /customers body (§4.2). Either email or phone suffices; `birth_date` is an ISO 8601 date
 * or timestamp. `id` (extension) is a client-made UUID: a register that repeats a create made
 * offline gets the stored customer back instead of a second one.
 */
export const NewCustomerFields = {
  id: Type.Optional(Type.String({ format: 'uuid' })),
  first_name: OptionalText,
  last_name: OptionalText,
  email: OptionalText,
  phone: OptionalText,
  birth_date: OptionalText,
  company_id: Type.String(),
};
export const NewCustomerV1 = Type.Object(NewCustomerFields);
export type NewCustomerV1 = Static<typeof NewCustomerV1>;
export const NewCustomerV2 = Type.Object({ ...NewCustomerFields, location_id: OptionalText });
export type NewCustomerV2 = Static<typeof NewCustomerV2>;
