import { SELL_TYPE_SELLABLE } from '../../../../shared/api/catalog.ts';
import { OrderType } from '../../../../shared/api/sales.ts';
import { meetsCompliance } from './compliance-check.ts';
import { moneyChecks } from './money-checks.ts';
import { stockUnitOf, type OrderCheck } from './order-context.ts';
import { reportBreach } from './review-flags.ts';
import { toStockMilli } from './units.ts';

const tenderedIsPaid: OrderCheck = ({ input }, errors) => {
  const paid = input.payments.reduce((sum, p) => sum + p.total, 0);
  if (paid !== input.tendered_amount) errors.add('tendered_amount', `must equal the sum of the payments (${paid})`);
};

const linesNameItemsThatFit: OrderCheck = ({ input, items }, errors) => {
  for (const [index, line] of input.line_items.entries()) {
    const item = items.get(line.inventory_item_id);
    if (item === undefined) {
      errors.add(`line_items.${index}.inventory_item_id`, 'is not an inventory item of this location');
      continue;
    }
    // Only a sale needs a sellable item: goods coming back (refund, return, void) may go onto a locked one.
    if (item.sell_type !== SELL_TYPE_SELLABLE && input.order_type === OrderType.sale) errors.add(`line_items.${index}.inventory_item_id`, 'is not sellable');
    if (toStockMilli(line.quantity_milli, line.unit, stockUnitOf(item)) === null) {
      errors.add(`line_items.${index}.quantity.unit`, `does not fit the item's unit of measure (${stockUnitOf(item)})`);
    }
  }
};

const paymentsNameMethods: OrderCheck = ({ input, methods }, errors) => {
  for (const [index, payment] of input.payments.entries()) {
    if (!methods.has(payment.payment_method_id)) errors.add(`payments.${index}.payment_method_id`, 'is not a payment method of this location');
  }
};

const shiftIsOpen: OrderCheck = ({ shift }, errors) => {
  if (shift === undefined) errors.add('shift_id', 'is not a shift of this location');
  else if (shift.closed_at !== null) errors.add('shift_id', 'is closed');
};

const customerIsKnown: OrderCheck = ({ customer }, errors) => {
  if (customer === undefined) errors.add('customer_id', 'is not a customer of this location');
};

const patientIsKnown: OrderCheck = ({ patient }, errors) => {
  if (patient === undefined) errors.add('person_id', 'is not a patient of this location');
};

/** A void names the sale it cancels, which must not be voided already; any order may name an original of this location. */
const originalFits: OrderCheck = ({ input, original }, errors) => {
  if (input.order_type === OrderType.void && input.original_order_id === null) errors.add('original_order_id', "can't be blank for a void");
  if (original === null) return;
  if (original === undefined) errors.add('original_order_id', 'is not an order of this location');
  else if (input.order_type === OrderType.void) {
    if (original.order_type !== OrderType.sale) errors.add('original_order_id', 'only a sale can be voided');
    else if (original.voided === 1) errors.add('original_order_id', 'has already been voided');
  }
};

/** The review flag of a sale recorded without the buyer's ID check (stable: a manager's review list shows it). */
export const NO_ID_CHECK = 'no-id-check';

/**
 * A sale carries how the buyer's ID was checked. Clients of the original API send no buyer, so by
 * default a sale without it is accepted, and flagged so a manager sees it on the review list. A
 * location may require the check: then a live sale without it is refused on `age_verification`,
 * and one rung offline (it already happened) is recorded and flagged.
 */
const buyerIdWasChecked: OrderCheck = ({ input, ageVerificationRequired }, errors, flags) => {
  if (input.order_type !== OrderType.sale || input.age_verification !== undefined) return;
  if (!ageVerificationRequired) {
    flags.note(NO_ID_CHECK, 'Sold without an ID check: no check of the buyer\'s age was recorded with the sale.');
    return;
  }
  reportBreach(input, errors, flags, {
    field: 'age_verification', code: NO_ID_CHECK,
    message: "can't be blank: this location requires the buyer's ID check on every sale",
    recordedMessage: 'Sold without an ID check, which this location requires on every sale: no check of the buyer\'s age was recorded.',
  });
};

/**
 * The rules every order meets, in the order their errors are listed. A new rule (a purchase
 * limit, an age check) is one more `OrderCheck` here.
 */
export const orderChecks: readonly OrderCheck[] = [
  tenderedIsPaid, linesNameItemsThatFit, paymentsNameMethods, shiftIsOpen, customerIsKnown, patientIsKnown, originalFits,
  ...moneyChecks, buyerIdWasChecked, meetsCompliance,
];
