import type { Order, OrderRequestField } from '../../../shared/api/sales.ts';
import type { OrderRow } from './store/stored-order.ts';

/**
 * Where each field of an order's request (`OrderInput` in shared/api/sales.ts) lives once the
 * order is stored, and the field of the answer (`Order`) that gives it back, declared once.
 *
 * A field added to the request's schema fails to compile here until it is given its place. Naming
 * a column that `OrderTable` (server/db/schema.ts) lacks, or an answer field `Order` lacks, fails
 * too; once they have it, `planOrder` (plan.ts) must fill the column (its row is a whole
 * `Selectable<OrderTable>`) and `presentOrder` (present.ts) must answer the field (its result is a
 * whole `Order`). The migration that adds the column is held to `OrderTable` by
 * server/db/order-tables.test.ts on each engine, and normalize.test.ts proves that every field
 * placed here changes that column (or those rows) and that answer field, written and read back,
 * when the request changes it.
 */
export type StoredAs =
  /** A column of `orders`, as sent or as charged (a redemption, for one, is stored as the engine priced it). */
  | { column: keyof OrderRow; answer: keyof Order }
  /** Rows of their own, one per entry, in the order sent. */
  | { rows: 'line_items' | 'payments'; answer: keyof Order }
  /** Not stored as itself: what it decides is recorded elsewhere, said here. */
  | { recordedAs: string };

export const ORDER_FIELD_STORAGE = {
  charged_on: { column: 'charged_on', answer: 'charged_on' },
  order_type: { column: 'order_type', answer: 'order_type' },
  payment_type: { column: 'payment_type', answer: 'payment_type' },
  shift_id: { column: 'shift_id', answer: 'shift_id' },
  receipt_id: { column: 'receipt_id', answer: 'receipt_id' },
  line_items: { rows: 'line_items', answer: 'line_items' },
  tendered_amount: { column: 'tendered_amount', answer: 'tendered_amount' },
  payments: { rows: 'payments', answer: 'payments' },
  customer_id: { column: 'customer_id', answer: 'customer_id' },
  original_order_id: { column: 'original_order_id', answer: 'original_order_id' },
  refund_reason: { column: 'refund_reason', answer: 'refund_reason' },
  discount_percent: { column: 'discount_percent', answer: 'discount_percent' },
  discount_flat_amount: { column: 'discount_flat_amount', answer: 'discount_flat_amount' },
  discount_reason: { column: 'discount_reason', answer: 'discount_reason' },
  discount_approved_by: { column: 'discount_approved_by', answer: 'discount_approved_by' },
  loyalty_points_redeemed: { column: 'loyalty_points_redeemed', answer: 'loyalty_points_redeemed' },
  person_id: { column: 'person_id', answer: 'person_id' },
  // SQLite has no boolean: a 0/1 `Flag` on both engines, turned back in present.ts.
  rung_offline: { column: 'rung_offline', answer: 'rung_offline' },
  // JSON text in the column, the object in the answer.
  age_verification: { column: 'age_verification', answer: 'age_verification' },
  // A manager's approval to sell over a purchase limit is a decision, not a fact of the sale: it is
  // a `manager-override` entry in the location's audit chain, in the sale's own transaction
  // (server/features/compliance/decisions.ts); the sale itself is then not flagged for the limit.
  limit_override: { recordedAs: 'a manager-override entry in the location audit chain' },
} as const satisfies Record<OrderRequestField, StoredAs>;
