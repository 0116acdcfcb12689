import { describe, expect, it } from 'vitest';
import type { LocalOrder } from '../db/schema.ts';
import { withRequest } from './orders.test-support.ts';
import { localZReport as zReport, zReportDifferences } from './z-report.ts';

const state = { tax_item_id: 'or', name: 'Oregon retail marijuana tax', rate: '0.17', included_in_price: false };
const local = { tax_item_id: 'pdx', name: 'Portland local marijuana tax', rate: '0.03', included_in_price: false };

function order(fields: Partial<LocalOrder>): LocalOrder {
  return withRequest({
    id: crypto.randomUUID(), receiptId: 'A', shiftId: 's', customerId: null, personId: null, orderType: 0, originalOrderId: null,
    chargedOn: '2026-11-24T10:00:00Z', lines: [], payments: [], tenderedAmount: 0, changeDue: 0, subtotal: 0, discountTotal: 0, taxTotal: 0,
    taxes: [], total: 0, orderDiscount: null, discountApprovedBy: null, loyaltyPointsEarned: 0, loyaltyPointsRedeemed: 0, rungOffline: false,
    syncState: 'acknowledged', ...fields,
  });
}
const line = (price: number) => ({
  inventoryItemId: crypto.randomUUID(), name: 'x', sku: 'x', quantity: 1, unit: 5, price, discountsGiven: [], discounts: [], subtotal: price,
  taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 0,
});
const cash = (total: number) => ({ paymentMethodId: 'cash', paymentType: 0, name: 'Cash', total });
const debit = (total: number) => ({ paymentMethodId: 'debit', paymentType: 1, name: 'Debit', total });

describe('the Z report of a shift', () => {
  const sale = order({ lines: [line(5000), line(2000)], discountTotal: 1000, subtotal: 6000, taxes: [{ ...state, amount: 1020 }, { ...local, amount: 180 }], total: 7200, payments: [cash(2200), debit(5000)] });
  const patientSale = order({ lines: [line(3000)], subtotal: 3000, total: 3000, payments: [cash(3000)] });
  const refund = order({ orderType: 1, lines: [line(2000)], subtotal: 2000, taxes: [{ ...state, amount: 340 }, { ...local, amount: 60 }], total: 2400, payments: [cash(2400)] });
  const setAside = order({ lines: [line(9999)], total: 9999, payments: [cash(9999)], syncState: 'set-aside' });

  it('adds gross sales, discounts, net sales, each tax, refunds and their tax, tenders and transactions', () => {
    const voidedSale = order({ lines: [line(4000)], total: 4000, payments: [cash(4000)] });
    const voiding = order({ orderType: 3, originalOrderId: voidedSale.id, lines: [line(4000)], total: 4000, payments: [cash(4000)] });
    expect(zReport([sale, patientSale, refund, setAside, voidedSale, voiding])).toEqual({
      gross_sales: 10000, discounts: 1000, net_sales: 9000,
      taxes: [{ tax_item_id: 'or', name: 'Oregon retail marijuana tax', amount: 1020 }, { tax_item_id: 'pdx', name: 'Portland local marijuana tax', amount: 180 }],
      refunds: 2400,
      refunded_taxes: [{ tax_item_id: 'or', name: 'Oregon retail marijuana tax', amount: 340 }, { tax_item_id: 'pdx', name: 'Portland local marijuana tax', amount: 60 }],
      by_tender: [{ payment_type: 0, total: 2800 }, { payment_type: 1, total: 5000 }],
      transaction_count: 3,
      loyalty_points_earned: 0,
    });
  });

  it('counts a sale whose void a manager set aside: that void was never sent', () => {
    const voided = order({ lines: [line(4000)], subtotal: 4000, total: 4000, payments: [cash(4000)] });
    const voidSetAside = order({ orderType: 3, originalOrderId: voided.id, total: 4000, payments: [cash(4000)], syncState: 'set-aside' });
    expect(zReport([voided, voidSetAside])).toMatchObject({ gross_sales: 4000, transaction_count: 1 });
  });

  it('says where the register and the back office differ, and nothing when they match to the cent', () => {
    const mine = zReport([sale, refund]);
    expect(zReportDifferences(mine, mine)).toEqual([]);
    const theirs = { ...mine, taxes: mine.taxes.map((tax) => (tax.tax_item_id === 'pdx' ? { ...tax, amount: 181 } : tax)), transaction_count: 3 };
    expect(zReportDifferences(mine, theirs)).toEqual(['Transactions: register 2, back office 3', 'Tax Portland local marijuana tax: register 180¢, back office 181¢']);
  });
});
