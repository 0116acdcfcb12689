import { Type, type Static } from 'typebox';
import { Nullable, Quantity, Uuid } from './common.ts';
import { StateReport } from './state-reporting.ts';

/** Order types of spec §2.1. */
export const OrderType = { sale: 0, refund: 1, return: 2, void: 3 } as const;
/** Payment types of spec §2.1. */
export const PaymentType = { cash: 0, debit: 1, cashlessAtm: 2, giftCard: 3, credit: 4 } as const;

/** Cents, within the 32-bit integer columns that store them. */
const Cents = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** Text without NUL characters, which PostgreSQL cannot store (a 422, not a 500). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
const PlainText = (options: { maxLength: number }) => Type.String({ ...options, pattern: NO_NUL_PATTERN });
/** A reference to a record: the spec's ids are UUIDs. */
const RecordRef = Uuid;

/** Any UUID (any version), as ids of this API are; a path id of another shape names no record. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string): boolean => UUID_PATTERN.test(text);
const enumeration = (last: number) => Type.Integer({ minimum: 0, maximum: last });

// --- devices and payment methods (extensions) ---

export const Device = Type.Object({ id: Type.String(), name: Type.String(), location_id: Type.String(), created_at: Type.String() });
export type Device = Static<typeof Device>;

export const DeviceInput = Type.Object({
  device: Type.Object({ id: Type.Optional(Uuid), name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }) }),
});
export type DeviceInput = Static<typeof DeviceInput>;

export const PaymentMethod = Type.Object({ id: Type.String(), name: Type.String(), payment_type: Type.Integer(), active: Type.Boolean() });
export type PaymentMethod = Static<typeof PaymentMethod>;

// --- shifts (spec §2.17) ---

export const Shift = Type.Object({
  id: Type.String(), device_name: Type.String(), opened_at: Type.String(), closed_at: Nullable(Type.String()),
  locked: Type.Boolean(), number_of_transactions: Type.Integer(), employee_name: Type.String(), note: Nullable(Type.String()),
  open_amount: Type.Integer(), close_drop_amount: Nullable(Type.Integer()), close_drawer_amount: Nullable(Type.Integer()),
  close_note: Nullable(Type.String()), receipt_id: Type.String(), device_id: Type.String(), employee_id: Type.String(),
});
export type Shift = Static<typeof Shift>;

/**
 * Extension: a shift's figures (Z report), computed from its stored orders, in cents. A voided
 * sale and its void are both left out (the void cancels the sale).
 */
export const ShiftSummary = Type.Object({
  gross_sales: Type.Integer({ description: 'The sales\' line prices before any discount.' }),
  discounts: Type.Integer({ description: 'Every discount given on the sales (line, order and loyalty redemption).' }),
  net_sales: Type.Integer({ description: 'gross_sales − discounts: the sales\' subtotals (a tax included in a price stays in it).' }),
  taxes: Type.Array(Type.Object({ tax_item_id: Type.String(), name: Type.String(), amount: Type.Integer() }), { description: 'Each tax collected on the sales.' }),
  refunds: Type.Integer({ description: 'Money given back by refunds and returns, tax included, as a positive amount.' }),
  refunded_taxes: Type.Array(Type.Object({ tax_item_id: Type.String(), name: Type.String(), amount: Type.Integer() }), { description: 'Each tax those refunds and returns gave back, as positive amounts (a register compares its Z report to this line by line).' }),
  by_tender: Type.Array(Type.Object({ payment_type: Type.Integer(), total: Type.Integer() }), { description: 'Per payment type: taken on sales less given back on refunds and returns.' }),
  transaction_count: Type.Integer({ description: 'Sales, refunds and returns that stand.' }),
  loyalty_points_earned: Type.Integer({ description: 'Points the sales earned less the points refunds and returns took back.' }),
});
export type ShiftSummary = Static<typeof ShiftSummary>;
/** Extension: a head of the location's audit chain, the `seq` and hash of its newest entry at a moment. */
export const AuditChainHead = Type.Object({ seq: Type.Integer({ minimum: 1 }), hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
export const ShiftWithSummary = Type.Intersect([Shift, Type.Object({
  summary: ShiftSummary,
  audit_chain_head: Type.Union([AuditChainHead, Type.Null()], {
    description: 'Extension: the location audit chain\'s head when the shift closed, printed on its Z report (`seq:hash`); '
      + 'null while the shift is open or when the chain was empty. `npm run audit:verify -- --anchor seq:hash` fails when the chain no longer holds it.',
  }),
})]);
export type ShiftWithSummary = Static<typeof ShiftWithSummary>;

export const ShiftOpenInput = Type.Object({
  shift: Type.Object({
    /** Client-made UUID: a repeated open with the same id returns the stored shift. */
    id: Type.Optional(Uuid),
    employee_id: Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL_PATTERN }),
    open_amount: Cents,
    note: Type.Optional(Nullable(PlainText({ maxLength: 1000 }))),
  }),
});
export type ShiftOpenInput = Static<typeof ShiftOpenInput>;

export const ShiftCloseInput = Type.Object({
  shift: Type.Object({
    close_drawer_amount: Cents,
    close_drop_amount: Cents,
    close_note: Type.Optional(Nullable(PlainText({ maxLength: 1000 }))),
  }),
});
export type ShiftCloseInput = Static<typeof ShiftCloseInput>;

// --- orders (spec §2.16, §4.7) ---

/** Decimal text with at most three decimals; grams may be fractional even though the spec says integer. */
export const QUANTITY_TEXT_PATTERN = '^\\s*\\d*\\.?\\d{0,3}\\s*$';

/** Decimal text for a share ("0.10" is 10%); the pricing engine checks its range and decimals. */
const PercentText = Type.String({ pattern: '^\\s*(\\d+(\\.\\d*)?|\\.\\d+)\\s*$', minLength: 1, maxLength: 16 });
const DiscountName = Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL_PATTERN });

/** Extension: a discount on one line, a share of its price or an amount in cents. */
export const LineDiscountInput = Type.Union([
  Type.Object({ name: DiscountName, percent: PercentText }),
  Type.Object({ name: DiscountName, amount: Cents }),
]);
export type LineDiscountInput = Static<typeof LineDiscountInput>;

/** Extension: one tax charged on a line, with the rate in force when the sale was charged. */
export const TaxBreakdown = Type.Object({
  tax_item_id: Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL_PATTERN }),
  name: Type.String({ maxLength: 200, pattern: NO_NUL_PATTERN }),
  rate: PercentText,
  amount: Cents,
  /** True when the tax is contained in the line's subtotal rather than added on top. */
  included_in_price: Type.Optional(Type.Boolean()),
});
export type TaxBreakdown = Static<typeof TaxBreakdown>;

/** Extension: a tax of the line's product type that the buyer's person group does not pay. */
export const TaxExemption = Type.Object({ tax_item_id: Type.String(), name: Type.String() });
export type TaxExemption = Static<typeof TaxExemption>;

/** Extension: a discount given on a line, in cents (a line discount, its share of the order discount, a loyalty redemption). */
export const LineDiscount = Type.Object({ name: Type.String(), amount: Type.Integer() });
export type LineDiscount = Static<typeof LineDiscount>;

/** Extension: something a manager should review on an order the register rang offline (stable `code`, readable `message`). */
export const ReviewFlag = Type.Object({ code: Type.String(), message: Type.String() });
export type ReviewFlag = Static<typeof ReviewFlag>;

const AgeCheckMethod = Type.Union([Type.Literal('scan'), Type.Literal('manual'), Type.Literal('known_customer')]);
const IdExpirationDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** Extension: how the buyer's age was checked at the sale. */
export const AgeVerification = Type.Object({ method: AgeCheckMethod, id_expiration_date: Nullable(IdExpirationDate) });
export type AgeVerification = Static<typeof AgeVerification>;

/** The same, as a client sends it: an ID's expiration date it has no value for may be left out (it is then null). */
export const AgeVerificationInput = Type.Object({ method: AgeCheckMethod, id_expiration_date: Type.Optional(Nullable(IdExpirationDate)) });
export type AgeVerificationInput = Static<typeof AgeVerificationInput>;

/**
 * Extension: the designated caregiver buying for the patient the order names (`person_id`): their
 * own registry card number, which must be the caregiver card on the patient's record, and their
 * birth date from their ID (they must be of the state's caregiver age). The patient may then be a
 * minor; the sale counts against the patient's limits and is reported as the caregiver's.
 */
export const CaregiverInput = Type.Object({
  card_number: Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL_PATTERN }),
  birth_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
});
export type CaregiverInput = Static<typeof CaregiverInput>;

/** Extension: a manager's override of a purchase limit, where the jurisdiction allows one. */
export const LimitOverride = Type.Object({
  approved_by: Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL_PATTERN }),
  reason: Type.String({ minLength: 1, maxLength: 1000, pattern: NO_NUL_PATTERN }),
});
export type LimitOverride = Static<typeof LimitOverride>;

export const LineItemInput = Type.Object({
  quantity: Type.Object({
    value: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }), Type.String({ pattern: QUANTITY_TEXT_PATTERN, minLength: 1, maxLength: 16 })]),
    unit: enumeration(5),
  }),
  price: Cents,
  inventory_item_id: RecordRef,
  /** Extension: the line's own discounts. */
  discounts: Type.Optional(Type.Array(LineDiscountInput, { maxItems: 10 })),
  /** Extension: the tax the register charged, frozen at the sale; honoured as charged when the order is rung offline. */
  tax_breakdowns: Type.Optional(Type.Array(TaxBreakdown, { maxItems: 20 })),
});
export type LineItemInput = Static<typeof LineItemInput>;

export const PaymentInput = Type.Object({ payment_method_id: RecordRef, total: Cents });
export type PaymentInput = Static<typeof PaymentInput>;

export const OrderInput = Type.Object({
  order: Type.Object({
    /** Client-made UUID: a repeated create with the same id (or receipt_id) returns the stored order. */
    id: Type.Optional(Uuid),
    charged_on: Type.String({ format: 'date-time' }),
    order_type: enumeration(3),
    payment_type: enumeration(4),
    shift_id: RecordRef,
    receipt_id: Type.String({ pattern: '^[0-9A-F]{12}$' }),
    line_items: Type.Array(LineItemInput, { minItems: 1, maxItems: 500 }),
    tendered_amount: Cents,
    payments: Type.Array(PaymentInput, { maxItems: 20 }),
    customer_id: Type.Optional(Nullable(RecordRef)),
    original_order_id: Type.Optional(Nullable(RecordRef)),
    refund_reason: Type.Optional(Nullable(PlainText({ maxLength: 1000 }))),
    /** Extension: an order discount, a share of the discountable lines ("0.10")… */
    discount_percent: Type.Optional(Nullable(PercentText)),
    /** …or an amount in cents (not both). */
    discount_flat_amount: Type.Optional(Nullable(Cents)),
    discount_reason: Type.Optional(Nullable(PlainText({ maxLength: 200 }))),
    /** Extension: the manager (user id) who approved a discount above the location's threshold. */
    discount_approved_by: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL_PATTERN }))),
    /** Extension: loyalty points turned into a discount (100 points = $1.00). */
    loyalty_points_redeemed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    /** A patient buying (spec: the order carries person_id), besides or instead of customer_id. */
    person_id: Type.Optional(Nullable(RecordRef)),
    /** Extension: the register completed this sale without the Store API; it is recorded as charged, never refused for money. */
    rung_offline: Type.Optional(Type.Boolean()),
    age_verification: Type.Optional(Nullable(AgeVerificationInput)),
    limit_override: Type.Optional(Nullable(LimitOverride)),
    caregiver: Type.Optional(Nullable(CaregiverInput)),
  }),
});
export type OrderInput = Static<typeof OrderInput>;
/** An order create's request, as the schema above describes it. */
export type OrderRequest = OrderInput['order'];
/** The request's fields that say what the order is; `id` is the key it is stored under, not part of it. */
export type OrderRequestField = Exclude<keyof OrderRequest, 'id'>;

export const LineItem = Type.Object({
  id: Type.String(), quantity: Quantity, price: Type.Integer(), sku: Type.String(), weight: Type.String(),
  unit_of_measure: Type.Integer(),
  /** The line's price less its discounts (contains any tax included in the price). */
  subtotal: Type.Integer(), loyalty_points: Type.Integer(),
  tax_breakdowns: Type.Array(TaxBreakdown), tax_exemptions: Type.Array(TaxExemption), discounts: Type.Array(LineDiscount),
  inventory_item_id: Type.String(), related_line_item_id: Nullable(Type.String()),
});
export type LineItem = Static<typeof LineItem>;

export const Payment = Type.Object({ id: Type.String(), total: Type.Integer(), payment_type: Type.Integer(), payment_method_id: Type.String() });
export type Payment = Static<typeof Payment>;

/**
 * The order answer's fields that every Store API a register may meet sends: the register requires
 * these. A field the Store API adds to its answer goes in `ORDER_FIELDS_ADDED` instead, never here:
 * a register upgraded before its Store API would refuse every answer that lacks it and resend its
 * sales forever (test/register/answers-old-and-new.test.ts fails, naming the field).
 */
const ORDER_FIELDS = {
  id: Type.String(), charged_on: Nullable(Type.String()), tendered_amount: Type.Integer(), payment_type: Type.Integer(),
  order_type: Type.Integer(), refund_reason: Nullable(Type.String()), receipt_id: Nullable(Type.String()),
  line_items: Type.Array(LineItem), voided: Type.Boolean(), discount_flat_amount: Type.Integer(),
  discount_percent: Type.String(), customer_id: Nullable(Type.String()), original_order_id: Nullable(Type.String()),
  person_id: Nullable(Type.String()), device_id: Type.String(), employee_id: Type.String(), payments: Type.Array(Payment),
  /** Extension: the shift the order was rung in. */
  shift_id: Type.String(),
  /** Extensions (cents): the lines' subtotals, every discount, every tax, and what the customer pays (subtotal + exclusive taxes). */
  subtotal: Type.Integer(), discount_total: Type.Integer(), tax_total: Type.Integer(), total: Type.Integer(),
  discount_reason: Nullable(Type.String()), discount_approved_by: Nullable(Type.String()),
  loyalty_points_earned: Type.Integer(), loyalty_points_redeemed: Type.Integer(),
  rung_offline: Type.Boolean(),
  review_flags: Type.Array(ReviewFlag),
  age_verification: Nullable(AgeVerification),
};

/**
 * The order answer's fields added since the oldest Store API a register may meet: the Store API
 * always sends them (its schema requires them), the register takes an answer without them.
 */
const ORDER_FIELDS_ADDED = {
  /** Extension: where the order stands with the state's seed-to-sale system. */
  state_report: StateReport,
  /** Extension: the caregiver who bought for the patient, or null. */
  caregiver: Nullable(CaregiverInput),
};

/** An order as the Store API answers it: every field, always (the schema it serializes by). */
export const Order = Type.Object({ ...ORDER_FIELDS, ...ORDER_FIELDS_ADDED });
export type Order = Static<typeof Order>;

/**
 * An order as the register takes it from a Store API older or newer than itself: the fields added
 * since the oldest Store API it may meet are optional, and fields it does not know are ignored.
 */
export const RegisterOrder = Type.Object({ ...ORDER_FIELDS, ...Type.Partial(Type.Object(ORDER_FIELDS_ADDED)).properties });
export type RegisterOrder = Static<typeof RegisterOrder>;

// --- push notifications (spec §2.19, §6) ---

export const PushNotification = Type.Object({
  id: Type.String(),
  event: Type.Union([Type.Literal('create'), Type.Literal('update')]),
  data: Type.Object({ model: Type.String(), id: Type.String(), sequence_id: Type.Integer() }),
});
export type PushNotification = Static<typeof PushNotification>;

/** 410 answer: the cursor is older than the oldest kept notification (or from another history); reload. */
export const CursorGoneBody = Type.Object({ error: Type.String(), oldest_sequence_id: Type.Integer() });
export type CursorGoneBody = Static<typeof CursorGoneBody>;
