import type { LocalOrder } from '../db/schema.ts';
import { withRequest } from '../data/orders.test-support.ts';
import type { ReceiptContext } from './sale-receipt.ts';

/** A Washington cash sale: flower by the gram with a line discount, a pre-roll, excise apart from sales tax. */
export function washingtonCashSale(overrides: Partial<LocalOrder> = {}): LocalOrder {
  return withRequest({
    id: 'order-1', receiptId: '0A1B2C3D4E5F', shiftId: 'shift-1', customerId: 'customer-1', orderType: 0, originalOrderId: null,
    chargedOn: '2026-11-26T01:05:00.000Z',
    lines: [
      {
        inventoryItemId: 'item-1', name: 'Blue Dream Flower (Indoor, Top Shelf Reserve)', sku: 'FL-1', quantity: 3.5, unit: 0, price: 4200,
        discountsGiven: [], discounts: [{ name: 'Staff 10%', amount: 420 }], subtotal: 3780,
        taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 37,
      },
      {
        inventoryItemId: 'item-2', name: 'Pre-roll 1 g', sku: 'PR-1', quantity: 2, unit: 5, price: 1600,
        discountsGiven: [], discounts: [], subtotal: 1600, taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 16,
      },
    ],
    payments: [{ paymentMethodId: 'pm-cash', paymentType: 0, name: 'Cash', total: 8400 }],
    tenderedAmount: 8400, changeDue: 1600, personId: null,
    subtotal: 5380, discountTotal: 420, taxTotal: 3020,
    taxes: [
      { tax_item_id: 'tax-excise', name: 'WA cannabis excise tax 37%', rate: '0.37', amount: 1991, included_in_price: false },
      { tax_item_id: 'tax-sales', name: 'WA sales tax', rate: '0.1025', amount: 1029, included_in_price: false },
    ],
    total: 8400, orderDiscount: null, discountApprovedBy: null,
    loyaltyPointsEarned: 53, loyaltyPointsRedeemed: 0, loyaltyBalance: 240,
    rungOffline: false, syncState: 'pending',
    ageVerification: { method: 'scan', idExpirationDate: '2029-04-30' },
    limitOverride: null,
    ...overrides,
  });
}

export const seattleStore: ReceiptContext = {
  store: { name: 'Green Leaf Seattle', street: '1200 Pike St', city: 'Seattle', state: 'WA', zip_code: '98101' },
  licenceNumber: '412345',
  timeZone: 'America/Los_Angeles',
  registerName: 'Front counter 1',
  employeeName: 'Ann Budtender',
  originalReceiptId: null,
};
