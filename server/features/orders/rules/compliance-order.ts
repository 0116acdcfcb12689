import type { ComplianceOrder } from '../../compliance/facts.ts';
import type { NormalizedOrder } from '../request/normalize.ts';

/** The order's compliance fields with absent ones spelled out. */
export const complianceOrder = (input: NormalizedOrder): ComplianceOrder => ({
  charged_on: input.charged_on, order_type: input.order_type, customer_id: input.customer_id, person_id: input.person_id ?? null,
  rung_offline: input.rung_offline === true, age_verification: input.age_verification ?? null, limit_override: input.limit_override ?? null,
  caregiver: input.caregiver ?? null,
  line_items: input.line_items,
});
