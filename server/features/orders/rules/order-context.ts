import type { Selectable } from 'kysely';
import { WeightUnit } from '../../../../shared/api/common.ts';
import type { InventoryItemTable } from '../../../db/schema.ts';
import type { FieldErrorCollector } from '../../../http/errors.ts';
import type { ComplianceFacts } from '../../compliance/facts.ts';
import type { NormalizedOrder } from '../request/normalize.ts';
import type { MoneyFacts } from './pricing.ts';
import type { StateReportingSystem } from '../../../../shared/api/state-reporting.ts';
import type { ReviewFlagCollector } from './review-flags.ts';

/** An inventory item an order line names, with its product's unit of measure. */
export type OrderItem = Pick<Selectable<InventoryItemTable>, 'id' | 'product_id' | 'sku' | 'weight' | 'sell_type'> & { unit_of_measure: number | null };

/**
 * An order and what the location's records say about everything it names, read once (see
 * `readOrderContext`) for every check. `undefined` means "named, but not a record of this location";
 * `null` means "not named".
 */
export interface OrderContext {
  companyId: string;
  input: NormalizedOrder;
  items: ReadonlyMap<string, OrderItem>;
  methods: ReadonlyMap<string, { id: string; payment_type: number }>;
  shift: { id: string; closed_at: string | null } | undefined;
  customer: { id: string } | undefined | null;
  /** The patient named by person_id. */
  patient: { id: string } | undefined | null;
  original: { id: string; order_type: number; voided: number; customer_id: string | null; person_id: string | null } | undefined | null;
  /** Taxes, discounts and loyalty: what the order's money is computed from. */
  money: MoneyFacts;
  /** The buyer's records and history, the jurisdiction's limits and each line's amount (server/features/compliance). */
  compliance: ComplianceFacts;
  /** The location requires the buyer's ID check (`age_verification`) on every live sale. */
  ageVerificationRequired: boolean;
  /** The state system the location reports its sales to, null when none (read with the shift: what the new order will owe). */
  reportingSystem: StateReportingSystem | null;
}

/**
 * One rule an order must meet before it is stored: adds a field error for each way the order
 * breaks it, and never throws, so one answer names every broken rule. A rule a sale rung offline
 * may have broken (money, compliance) reports it with `reportBreach`, which refuses a live sale
 * and flags an offline one for review. A rule that needs more of the location's records gets them
 * as one more field of the context, read with the others.
 */
export type OrderCheck = (order: OrderContext, errors: FieldErrorCollector, flags: ReviewFlagCollector) => void;

/** The unit an item's stock is counted in: its product's, or single units for an item without one. */
export const stockUnitOf = (item: OrderItem): number => item.unit_of_measure ?? WeightUnit.unit;
