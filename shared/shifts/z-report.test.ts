import { describe, expect, it } from 'vitest';
import { OrderType } from '../api/sales.ts';
import { shiftCash, zReport, type ZReportOrder } from './z-report.ts';

const state = { tax_item_id: 'or', name: 'Oregon retail marijuana tax' };
const local = { tax_item_id: 'pdx', name: 'Portland local marijuana tax' };

function order(fields: Partial<ZReportOrder>): ZReportOrder {
  return {
    id: crypto.randomUUID(), order_type: OrderType.sale, original_order_id: null, voided: false, subtotal: 0, discount_total: 0, total: 0,
    loyalty_points_earned: 0, taxes: [], payments: [], ...fields,
  };
}
const cash = (total: number) => ({ payment_type: 0, total });
const debit = (total: number) => ({ payment_type: 1, total });

describe('the Z report of a shift', () => {
  // Two lines ($50 and $20), $10 off, 17% + 3% on the $60: taxes per line, as the Store API stores them.
  const sale = order({
    subtotal: 6000, discount_total: 1000, total: 7200, loyalty_points_earned: 60, payments: [cash(2200), debit(5000)],
    taxes: [{ ...state, amount: 680 }, { ...local, amount: 120 }, { ...state, amount: 340 }, { ...local, amount: 60 }],
  });
  const patientSale = order({ subtotal: 3000, total: 3000, loyalty_points_earned: 30, payments: [cash(3000)] });
  const refund = order({
    order_type: OrderType.refund, original_order_id: sale.id, subtotal: 2000, total: 2400, loyalty_points_earned: 20,
    taxes: [{ ...state, amount: 340 }, { ...local, amount: 60 }], payments: [cash(2400)],
  });

  it('adds gross sales, discounts, net sales, each tax, refunds and their tax, tenders, transactions and points', () => {
    expect(zReport([sale, patientSale, refund])).toEqual({
      gross_sales: 10000, discounts: 1000, net_sales: 9000,
      taxes: [{ ...state, amount: 1020 }, { ...local, amount: 180 }],
      refunds: 2400,
      refunded_taxes: [{ ...state, amount: 340 }, { ...local, amount: 60 }],
      by_tender: [{ payment_type: 0, total: 2800 }, { payment_type: 1, total: 5000 }],
      transaction_count: 3,
      loyalty_points_earned: 70,
    });
  });

  it('drops a voided sale and its void, whether the sale is flagged voided or only its void is in the list', () => {
    const base = zReport([sale, refund]);
    const voidedByVoid = order({ subtotal: 4000, total: 4000, payments: [cash(4000)] });
    const voiding = order({ order_type: OrderType.void, original_order_id: voidedByVoid.id, total: 4000, payments: [cash(4000)] });
    const flagged = order({ voided: true, subtotal: 5000, total: 5000, payments: [debit(5000)] });
    expect(zReport([sale, voidedByVoid, refund, voiding, flagged])).toEqual(base);
  });

  it('is empty for a shift without orders', () => {
    expect(zReport([])).toEqual({
      gross_sales: 0, discounts: 0, net_sales: 0, taxes: [], refunds: 0, refunded_taxes: [], by_tender: [], transaction_count: 0, loyalty_points_earned: 0,
    });
  });

  it('lists taxes by name, then id, whatever order the orders came in', () => {
    const twin = { tax_item_id: 'a-twin', name: state.name };
    const report = zReport([order({ taxes: [{ ...local, amount: 1 }, { ...state, amount: 2 }, { ...twin, amount: 3 }] })]);
    expect(report.taxes.map((tax) => tax.tax_item_id)).toEqual(['a-twin', 'or', 'pdx']);
  });
});

describe('the cash of a shift', () => {
  const report = { by_tender: [{ payment_type: 0, total: 2800 }, { payment_type: 1, total: 5000 }] };

  it('expects the float plus the cash taken, counts the drawer plus the drop, and gives over or short', () => {
    expect(shiftCash({ open_amount: 20000, close_drawer_amount: 12000, close_drop_amount: 10000 }, report)).toEqual({
      float: 20000, cash_taken: 2800, drop: 10000, expected: 22800, counted: 22000, over_short: -800,
    });
  });

  it('counts nothing while the shift is open, and no cash taken when no cash tender', () => {
    expect(shiftCash({ open_amount: 20000, close_drawer_amount: null, close_drop_amount: null }, { by_tender: [] })).toEqual({
      float: 20000, cash_taken: 0, drop: 0, expected: 20000, counted: null, over_short: null,
    });
  });
});
