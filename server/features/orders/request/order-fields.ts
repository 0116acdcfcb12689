import type { Selectable } from 'kysely';
import { OrderInput, type AgeVerification, type CaregiverInput, type LimitOverride, type LineItemInput, type Order, type OrderRequest, type OrderRequestField } from '../../../../shared/api/sales.ts';
import { parseQuantity } from '../../../../shared/quantity.ts';
import type { OrderTable } from '../../../db/schema.ts';
import type { FieldErrorCollector } from '../../../http/errors.ts';

/**
 * Each field of an order's request (`OrderInput` in shared/api/sales.ts), declared once: how the
 * Store API normalizes it (what is hashed for idempotency and checked), where the stored order
 * keeps it, and which field of the answer (`Order`) gives it back. `normalizeOrder`
 * (request/normalize.ts), the stored row (store/plan.ts) and the answer (store/present.ts) are
 * derived from these entries, so adding an order field is: the schema, one entry here, one
 * migration. A field added to the schema fails to compile here until it has its entry; an entry
 * naming a column `OrderTable` lacks (no migration yet) or an answer field `Order` lacks fails to
 * compile too. order-fields.test.ts proves each entry round-trips (hash, row, answer) on a real
 * database, and request/hash-pins.test.ts that the hash of stored orders does not move.
 *
 * The trap: a field the request leaves out must normalize to `undefined`, never `null`: the hash
 * leaves undefined members out, so the hash of every order stored before the field existed is
 * kept. A `null` would change it, and a register resending an old sale would be refused (422).
 */

/** The `orders` row, as stored. */
type OrderRow = Selectable<OrderTable>;

/** The order's money as the engine charged it: what a field stored "as charged" is stored as. */
export type ChargedOrder = Pick<OrderRow, 'loyalty_points_redeemed'>;

/** A field kept in a column of `orders` and answered as one field of `Order`. */
export interface ColumnField<F extends OrderRequestField, N, C extends keyof OrderRow, A extends keyof Order> {
  field: F;
  /** The request's value, normalized; `undefined` when it is to be left out of the hash (absent, or as good as absent). */
  normalize: (sent: OrderRequest[F], errors: FieldErrorCollector) => N;
  column: C;
  /** The column's value, from the normalized value (and, for a figure the engine decides, from what it charged). */
  store: (normalized: N, charged: ChargedOrder) => OrderRow[C];
  answer: A;
  present: (stored: OrderRow[C]) => Order[A];
}

/** A list stored as rows of their own (one per entry, in the order sent), built and answered beside their tables in store/. */
export interface RowsField<F extends OrderRequestField, N> {
  field: F;
  normalize: (sent: OrderRequest[F], errors: FieldErrorCollector) => N;
  rows: 'line_items' | 'payments';
  answer: 'line_items' | 'payments';
}

/** A field that is not a fact of the sale: what it decides is recorded elsewhere, said here. */
export interface RecordedField<F extends OrderRequestField, N> {
  field: F;
  normalize: (sent: OrderRequest[F], errors: FieldErrorCollector) => N;
  recordedAs: string;
}

const column = <F extends OrderRequestField, N, C extends keyof OrderRow, A extends keyof Order>(entry: ColumnField<F, N, C, A>) => entry;
const rows = <F extends OrderRequestField, N>(entry: RowsField<F, N>) => entry;
const recorded = <F extends OrderRequestField, N>(entry: RecordedField<F, N>) => entry;

/**
 * A line with its quantity parsed: thousandths of `unit`. Its discounts (undefined when none were
 * sent) and the tax the register charged, frozen at the sale, are as sent.
 */
export type NormalizedLine = Pick<LineItemInput, 'inventory_item_id' | 'price' | 'discounts' | 'tax_breakdowns'> & { quantity_milli: number; unit: number };

/** Blank text is null: a field the first release already normalized so (stored hashes hold the null). */
const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);
/** Blank text is undefined: left out of the hash, as a field added later must be. */
const blankToUndefined = (value: string | null | undefined): string | undefined => blankToNull(value) ?? undefined;
/** A column that keeps the value as normalized, null when there is none. */
const asIs = <T>(value: T | undefined): T | null => value ?? null;
const answered = <T>(stored: T): T => stored;

export const ORDER_FIELDS = {
  charged_on: column({
    field: 'charged_on', column: 'charged_on', answer: 'charged_on',
    // In UTC, as stored.
    normalize: (sent: string, errors) => {
      const at = Date.parse(sent);
      if (Number.isNaN(at)) { errors.add('charged_on', 'is not a valid date-time'); return sent; }
      return new Date(at).toISOString();
    },
    store: (normalized) => normalized, present: answered,
  }),
  order_type: column({ field: 'order_type', column: 'order_type', answer: 'order_type', normalize: (sent) => sent, store: (normalized) => normalized, present: answered }),
  payment_type: column({ field: 'payment_type', column: 'payment_type', answer: 'payment_type', normalize: (sent) => sent, store: (normalized) => normalized, present: answered }),
  shift_id: column({ field: 'shift_id', column: 'shift_id', answer: 'shift_id', normalize: (sent) => sent, store: (normalized) => normalized, present: answered }),
  receipt_id: column({ field: 'receipt_id', column: 'receipt_id', answer: 'receipt_id', normalize: (sent) => sent, store: (normalized) => normalized, present: answered }),
  line_items: rows({
    field: 'line_items', rows: 'line_items', answer: 'line_items',
    // Quantities are a number or numeric text, up to three decimals.
    normalize: (sent, errors) => sent.map((line, index): NormalizedLine => {
      const milli = parseQuantity(line.quantity.value);
      if (milli === null) errors.add(`line_items.${index}.quantity.value`, 'must be a number with at most three decimals');
      else if (milli <= 0) errors.add(`line_items.${index}.quantity.value`, 'must be greater than 0');
      return {
        inventory_item_id: line.inventory_item_id, quantity_milli: milli ?? 0, unit: line.quantity.unit, price: line.price,
        discounts: line.discounts === undefined || line.discounts.length === 0 ? undefined : line.discounts,
        tax_breakdowns: line.tax_breakdowns,
      } satisfies Record<keyof Required<NormalizedLine>, unknown>;
    }),
  }),
  tendered_amount: column({ field: 'tendered_amount', column: 'tendered_amount', answer: 'tendered_amount', normalize: (sent) => sent, store: (normalized) => normalized, present: answered }),
  payments: rows({
    field: 'payments', rows: 'payments', answer: 'payments',
    normalize: (sent) => sent.map((p) => ({ payment_method_id: p.payment_method_id, total: p.total })),
  }),
  customer_id: column({ field: 'customer_id', column: 'customer_id', answer: 'customer_id', normalize: blankToNull, store: (normalized) => normalized, present: answered }),
  original_order_id: column({ field: 'original_order_id', column: 'original_order_id', answer: 'original_order_id', normalize: blankToNull, store: (normalized) => normalized, present: answered }),
  refund_reason: column({ field: 'refund_reason', column: 'refund_reason', answer: 'refund_reason', normalize: blankToNull, store: (normalized) => normalized, present: answered }),
  // The extensions, from here on: undefined when absent (or blank, or zero), so a request without them hashes as it did before they existed.
  discount_percent: column({
    field: 'discount_percent', column: 'discount_percent', answer: 'discount_percent',
    normalize: (sent) => blankToUndefined(sent)?.trim(), store: asIs, present: (stored) => stored ?? '0.00',
  }),
  discount_flat_amount: column({
    field: 'discount_flat_amount', column: 'discount_flat_amount', answer: 'discount_flat_amount',
    normalize: (sent) => sent ?? undefined, store: asIs, present: (stored) => stored ?? 0,
  }),
  discount_reason: column({ field: 'discount_reason', column: 'discount_reason', answer: 'discount_reason', normalize: blankToUndefined, store: asIs, present: answered }),
  discount_approved_by: column({ field: 'discount_approved_by', column: 'discount_approved_by', answer: 'discount_approved_by', normalize: blankToUndefined, store: asIs, present: answered }),
  // Stored as the engine charged it (a redemption the buyer's balance cannot cover is refused, one the register froze offline is kept).
  loyalty_points_redeemed: column({
    field: 'loyalty_points_redeemed', column: 'loyalty_points_redeemed', answer: 'loyalty_points_redeemed',
    normalize: (sent) => (sent === 0 ? undefined : sent), store: (_normalized, charged) => charged.loyalty_points_redeemed, present: answered,
  }),
  person_id: column({ field: 'person_id', column: 'person_id', answer: 'person_id', normalize: blankToUndefined, store: asIs, present: answered }),
  // Only `true` is kept (false is undefined), so a request sending false hashes as one without it. SQLite has no boolean: a 0/1 `Flag` on both engines.
  rung_offline: column({
    field: 'rung_offline', column: 'rung_offline', answer: 'rung_offline',
    normalize: (sent): true | undefined => sent || undefined, store: (normalized) => (normalized === true ? 1 : 0), present: (stored) => stored === 1,
  }),
  // JSON text in the column, the object in the answer. An expiration date left out is null: a request that omits it and one that sends null are the same sale (and hash alike).
  age_verification: column({
    field: 'age_verification', column: 'age_verification', answer: 'age_verification',
    normalize: (sent): AgeVerification | undefined => (sent == null ? undefined : { method: sent.method, id_expiration_date: sent.id_expiration_date ?? null }),
    store: (normalized) => (normalized === undefined ? null : JSON.stringify(normalized)),
    present: (stored) => (stored === null ? null : (JSON.parse(stored) as AgeVerification)),
  }),
  // JSON text in the column, the object in the answer; the card number is kept as typed, trimmed (the patient's record is compared without case).
  caregiver: column({
    field: 'caregiver', column: 'caregiver', answer: 'caregiver',
    normalize: (sent): CaregiverInput | undefined => (sent == null ? undefined : { card_number: sent.card_number.trim(), birth_date: sent.birth_date }),
    store: (normalized) => (normalized === undefined ? null : JSON.stringify(normalized)),
    present: (stored) => (stored === null ? null : (JSON.parse(stored) as CaregiverInput)),
  }),
  // A manager's approval to sell over a purchase limit is a decision, not a fact of the sale: it is
  // a `manager-override` entry in the location's audit chain, in the sale's own transaction
  // (server/features/compliance/decisions.ts); the sale itself is then not flagged for the limit.
  limit_override: recorded({
    field: 'limit_override', recordedAs: 'a manager-override entry in the location audit chain',
    normalize: (sent): LimitOverride | undefined => sent ?? undefined,
  }),
} as const satisfies { [F in OrderRequestField]: { field: F } };

/** The request's fields, read from the schema itself: what the canonical request is made of (`id` is the key it is stored under). */
export const ORDER_REQUEST_FIELDS: readonly OrderRequestField[] = Object.keys(OrderInput.properties.order.properties)
  .filter((key): key is OrderRequestField => key !== 'id');

type Fields = typeof ORDER_FIELDS;
type Normalized<F extends OrderRequestField> = ReturnType<Fields[F]['normalize']>;
/** The fields whose normalized value may be undefined: optional members of the normalized order. */
type LeftOutWhenAbsent = { [F in OrderRequestField]: undefined extends Normalized<F> ? F : never }[OrderRequestField];

/** An order request with its quantities parsed and optional fields filled: what is hashed and checked. */
export type NormalizedOrder =
  { [F in Exclude<OrderRequestField, LeftOutWhenAbsent>]: Normalized<F> } & { [F in LeftOutWhenAbsent]?: Exclude<Normalized<F>, undefined> };

/** The request's fields kept in a column of `orders`, and those columns. */
export type ColumnFieldName = { [F in OrderRequestField]: Fields[F] extends { column: keyof OrderRow } ? F : never }[OrderRequestField];
export type FieldColumn = Fields[ColumnFieldName]['column'];
export type FieldAnswer = Fields[ColumnFieldName]['answer'];


/**
 * The entries as one loop sees them. TypeScript cannot follow one key through a loop over all of
 * them, so the loops below read each entry through this view (methods, so each entry's own
 * narrower parameter types fit it); each entry is checked against its own field's types above.
 */
interface FieldView { normalize(sent: unknown, errors: FieldErrorCollector): unknown }
interface ColumnView extends FieldView { column: keyof OrderRow; answer: keyof Order; store(normalized: unknown, charged: ChargedOrder): unknown; present(stored: unknown): unknown }
const VIEWS: Record<OrderRequestField, FieldView | ColumnView> = ORDER_FIELDS;
const COLUMN_VIEWS = ORDER_REQUEST_FIELDS.flatMap((field) => {
  const view = VIEWS[field];
  return 'column' in view ? [{ field, view }] : [];
});

/**
 * An object built member by member from the entries is the type the entries give it: the one
 * assertion of the loops, as TypeScript cannot type an object built key by key.
 */
const fieldByField = <T>(entries: ReadonlyArray<readonly [string, unknown]>): T => Object.fromEntries(entries) as T;

/** Each field of `request` normalized by its entry (errors added to `errors`). Every field is named, undefined ones too. */
export function normalizeFields(request: OrderRequest, errors: FieldErrorCollector): NormalizedOrder {
  return fieldByField<NormalizedOrder>(ORDER_REQUEST_FIELDS.map((field) => [field, VIEWS[field].normalize(request[field], errors)]));
}

/** The columns of `orders` the request's fields fill, from the normalized order and what the engine charged. */
export function storedColumns(input: NormalizedOrder, charged: ChargedOrder): Pick<OrderRow, FieldColumn> {
  return fieldByField<Pick<OrderRow, FieldColumn>>(COLUMN_VIEWS.map(({ field, view }) => [view.column, view.store(input[field], charged)]));
}

/** The fields of the answer those columns give back. */
export function answeredFields(row: OrderRow): Pick<Order, FieldAnswer> {
  return fieldByField<Pick<Order, FieldAnswer>>(COLUMN_VIEWS.map(({ view }) => [view.answer, view.present(row[view.column])]));
}
