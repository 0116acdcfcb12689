import { describe, expect, it } from 'vitest';
import type { LocalCustomer, LocalRegisterSettings } from '../../data/index.ts';
import type { PricingContext } from '../../data/pricing.ts';
import type { CartLine } from '../../state/cart-store.ts';
import { priceCart } from './use-priced-cart.ts';

const settings: LocalRegisterSettings = {
  time_zone: 'America/Los_Angeles', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, discount_reasons: ['Veteran'],
  loyalty_redemption_points_per_dollar: 100, loyalty_program: { loyalty_program_type: 0, loyalty_points_per: 1 }, approvers: [],
};
const context: PricingContext = {
  taxItems: [
    { id: 'or', name: 'Oregon retail marijuana tax', rate: '0.17', includedInPrice: false },
    { id: 'pdx', name: 'Portland local marijuana tax', rate: '0.03', includedInPrice: false },
  ],
  productTypes: new Map([['flower', { id: 'flower', name: 'Flower', taxItemIds: ['or', 'pdx'], traceabilityType: 0, testResultsUnit: 0 }]]),
  personGroups: [
    { id: 'medical', name: 'Medical Patients', medical: true, taxItemIds: [] },
    { id: 'veterans', name: 'Veterans', medical: false, taxItemIds: ['or'] },
  ],
  settings,
};
const flower = (discountable: boolean): CartLine => ({
  item: { id: 'i1', name: 'Blue Dream', sku: 'FL', sellPrice: 1000, pricedByGram: true, unit: 0, sellType: 0, productTypeId: 'flower', discountable },
  quantity: 3.5,
});
const person = (kind: LocalCustomer['kind']): LocalCustomer => ({
  id: `${kind}-1`, firstName: 'A', lastName: 'B', email: null, phone: null, birthDate: null, kind, carryLimit: null, expirationDate: null,
  loyaltyPoints: 500, searchText: '', pending: false,
});
const cart = (fields: Partial<Parameters<typeof priceCart>[1]>) => ({ lines: [flower(true)], customer: null, orderDiscount: null, pointsRedeemed: 0, ...fields });

describe('the priced cart', () => {
  it('charges an adult-use customer (or nobody named) every tax of the line, by name', () => {
    const none = priceCart(context, cart({})).sale!;
    expect(none.taxes.map((tax) => [tax.name, tax.amount])).toEqual([['Oregon retail marijuana tax', 595], ['Portland local marijuana tax', 105]]);
    expect(none.total).toBe(4200);
    expect(priceCart(context, cart({ customer: person('customer') })).sale!.total).toBe(4200);
  });

  it('a patient pays the medical group’s taxes only: changing the buyer recomputes the total', () => {
    const patient = priceCart(context, cart({ customer: person('patient') })).sale!;
    expect(patient.taxes).toEqual([]);
    expect(patient.lines[0]!.tax_exemptions.map((tax) => tax.tax_item_id)).toEqual(['or', 'pdx']);
    expect(patient.total).toBe(3500);
  });

  it('a buyer in any person group pays only the group\'s taxes and is exempt from the line\'s others, as the Store API decides', () => {
    const veteran = priceCart(context, cart({ customer: { ...person('customer'), personGroupId: 'veterans' } })).sale!;
    expect(veteran.taxes.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['or', 595]]);
    expect(veteran.lines[0]!.tax_exemptions).toEqual([{ tax_item_id: 'pdx', name: 'Portland local marijuana tax' }]);
    expect(veteran.total).toBe(4095);
    // A patient's own group decides over the medical group; a group not pulled yet counts as none.
    expect(priceCart(context, cart({ customer: { ...person('patient'), personGroupId: 'veterans' } })).sale!.total).toBe(4095);
    expect(priceCart(context, cart({ customer: { ...person('customer'), personGroupId: 'gone' } })).sale!.total).toBe(4200);
    expect(priceCart(context, cart({ customer: { ...person('patient'), personGroupId: null } })).sale!.total).toBe(3500);
  });

  it('a line discount lowers the line and its tax (each tax rounded half up: 535.5 → 536, 94.5 → 95); above 20% it needs a manager', () => {
    const tenPercent = priceCart(context, cart({ lines: [{ ...flower(true), discount: { name: 'Veteran', percent: '0.10' } }] }));
    expect(tenPercent.sale).toMatchObject({ subtotal: 3150, discount_total: 350, total: 3781 });
    expect(tenPercent.needsApproval).toBe(false);
    expect(priceCart(context, cart({ lines: [{ ...flower(true), discount: { name: 'Comp', percent: '0.25' } }] })).needsApproval).toBe(true);
    expect(priceCart(context, cart({ orderDiscount: { flatAmount: 2001, reason: 'Comp' } })).needsApproval).toBe(true);
  });

  it('a product that takes no discount refuses a line discount and is skipped by an order discount', () => {
    const refused = priceCart(context, cart({ lines: [{ ...flower(false), discount: { name: 'Veteran', percent: '0.10' } }] }));
    expect(refused.sale).toBeNull();
    expect(refused.errors[0]?.code).toBe('line_not_discountable');
    const refusedOrder = priceCart(context, cart({ lines: [flower(false)], orderDiscount: { flatAmount: 100, reason: 'Veteran' } }));
    expect(refusedOrder.sale).toBeNull();
  });

  it('redeemed points become a discount line of their own (100 points = $1.00)', () => {
    const sale = priceCart(context, cart({ customer: person('customer'), pointsRedeemed: 200 })).sale!;
    expect(sale.lines[0]!.discounts).toEqual([{ name: 'Loyalty points', amount: 200 }]);
    expect(sale.loyalty_points_redeemed).toBe(200);
  });

  it('redeems points at the location\'s rate once pulled (50 points = $1.00 makes 200 points $4.00), 100 = $1.00 before', () => {
    const fifty = { ...context, settings: { ...settings, loyalty_redemption_points_per_dollar: 50 } };
    const sale = priceCart(fifty, cart({ customer: person('customer'), pointsRedeemed: 200 })).sale!;
    expect(sale.lines[0]!.discounts).toEqual([{ name: 'Loyalty points', amount: 400 }]);
    expect(sale.loyalty_points_redeemed).toBe(200);
    const unpulled = priceCart({ ...context, settings: null }, cart({ customer: person('customer'), pointsRedeemed: 200 })).sale!;
    expect(unpulled.discount_total).toBe(200);
  });
});

describe('the priced cart, as each state\'s law says, offline', () => {
  const priced = (flowerItem: Partial<CartLine['item']>) => ({ ...flower(true), item: { ...flower(true).item, ...flowerItem } });

  it('a patient pays the product\'s patient price, a member its member price; the receipt line carries it', () => {
    const line = priced({ patientSellPrice: 900, patientPriceEnabled: true, memberSellPrice: 950, memberPriceEnabled: true });
    const patient = priceCart(context, cart({ lines: [line], customer: person('patient') })).sale!;
    expect(patient.lines[0]!.price).toBe(3150);
    const veteran = priceCart(context, cart({ lines: [line], customer: { ...person('customer'), personGroupId: 'veterans' } })).sale!;
    expect(veteran.lines[0]!.price).toBe(3325);
    expect(priceCart(context, cart({ lines: [line], customer: person('customer') })).sale!.lines[0]!.price).toBe(3500);
    // A price the product does not enable is not charged.
    expect(priceCart(context, cart({ lines: [priced({ patientSellPrice: 900, patientPriceEnabled: false })], customer: person('patient') })).sale!.lines[0]!.price).toBe(3500);
  });

  it('compounds and rounds by each tax item\'s rules: a tax on a tax, a tax rounded up', () => {
    const compounding: PricingContext = {
      ...context,
      taxItems: [
        { id: 'or', name: 'Excise', rate: '0.17', includedInPrice: false, rounding: 'up' },
        { id: 'pdx', name: 'Sales tax', rate: '0.03', includedInPrice: false, baseIncludes: ['or'] },
      ],
    };
    const sale = priceCart(compounding, cart({ lines: [{ ...flower(true), quantity: 3.501 }] })).sale!;
    // 17% of 3501 = 595.17 → 596 (up); 3% of 3501 + 596 = 122.91 → 123.
    expect(sale.taxes.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['or', 596], ['pdx', 123]]);
  });

  it('rounds Oregon\'s state tax up once on the sale, offline as at the Store API: three lines of $10.01 collect 511¢, not 513¢ (ORS 475C.674(3))', () => {
    const oregon: PricingContext = { ...context, taxItems: [{ id: 'or', name: 'Oregon retail marijuana tax', rate: '0.17', includedInPrice: false, rounding: 'up' }] };
    const lines: CartLine[] = ['i1', 'i2', 'i3'].map((id) => ({ item: { ...flower(false).item, id, sellPrice: 1001, pricedByGram: false }, quantity: 1 }));
    const sale = priceCart(oregon, cart({ lines })).sale!;
    expect(sale.taxes.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['or', 511]]);
    expect(sale.lines.map((line) => line.tax_breakdowns[0]!.amount)).toEqual([171, 170, 170]);
  });

  it('California\'s sales-tax exemption holds only for a patient who showed a county-issued card (R&TC §6414); a recommendation pays it', () => {
    const california: PricingContext = {
      ...context,
      taxItems: [
        { id: 'ca-excise', name: 'California cannabis excise tax', rate: '0.15', includedInPrice: false },
        {
          id: 'ca-sales', name: 'Sales tax', rate: '0.0725', includedInPrice: false, baseIncludes: ['ca-excise'],
          exemption: { effectiveAt: null, expiresAt: null, medicalItemsOnly: false, medicalEndorsementRequired: false, countyCardRequired: true },
        },
      ],
      productTypes: new Map([['flower', { id: 'flower', name: 'Flower', taxItemIds: ['ca-excise', 'ca-sales'], traceabilityType: 0, testResultsUnit: 0 }]]),
      personGroups: [{ id: 'mmic', name: 'Medical ID card holders', medical: true, taxItemIds: ['ca-excise'] }],
    };
    // $35.00: excise 525¢; sales tax 7.25% of 4025 = 291.8 → 292.
    const county = priceCart(california, cart({ customer: { ...person('patient'), cardType: 'county_card' } })).sale!;
    expect(county.taxes.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['ca-excise', 525]]);
    const recommendation = priceCart(california, cart({ customer: { ...person('patient'), cardType: 'recommendation' } })).sale!;
    expect(recommendation.taxes.map((tax) => [tax.tax_item_id, tax.amount])).toEqual([['ca-excise', 525], ['ca-sales', 292]]);
    // A card not recorded on the register is not assumed.
    expect(priceCart(california, cart({ customer: person('patient') })).sale!.taxes.map((tax) => tax.tax_item_id)).toEqual(['ca-excise', 'ca-sales']);
  });

  it('refuses, before the receipt, a marijuana item discounted to nothing beside another item in Oregon (ORS 475C.674(6)(a)), as the Store API does', () => {
    const oregon: PricingContext = {
      ...context,
      productTypes: new Map([
        ['flower', { id: 'flower', name: 'Flower', taxItemIds: ['or', 'pdx'], traceabilityType: 0, testResultsUnit: 0, isMarijuana: true }],
        ['gear', { id: 'gear', name: 'Accessories', taxItemIds: [], traceabilityType: 0, testResultsUnit: 0, isMarijuana: false }],
      ]),
      settings: { ...settings, jurisdiction: 'us-or' },
    };
    const pipe: CartLine = { item: { ...flower(true).item, id: 'pipe', productTypeId: 'gear', pricedByGram: false, sellPrice: 1500 }, quantity: 1 };
    const comped: CartLine = { ...flower(true), discount: { name: 'Comp', percent: '1' } };
    const refused = priceCart(oregon, cart({ lines: [pipe, comped] }));
    expect(refused.sale).toBeNull();
    expect(refused.errors).toEqual([expect.objectContaining({ code: 'free_cannabis', field: 'line_items[1].discounts', message: expect.stringContaining('ORS 475C.674(6)(a)') as unknown })]);
    // The free accessory is not cannabis; without the jurisdiction pulled the register holds no such rule.
    expect(priceCart(oregon, cart({ lines: [{ ...pipe, discount: { name: 'Comp', percent: '1' } }, flower(true)] })).errors).toEqual([]);
    expect(priceCart({ ...oregon, settings }, cart({ lines: [pipe, comped] })).errors).toEqual([]);
  });

  it('a medical exemption holds only on items marked medical at an endorsed location, within its dates', () => {
    const narrow: PricingContext = {
      ...context,
      taxItems: context.taxItems.map((item) => ({
        ...item, exemption: { effectiveAt: null, expiresAt: '2099-01-01T00:00:00Z', medicalItemsOnly: true, medicalEndorsementRequired: true },
      })),
      settings: { ...settings, medical_endorsement: true },
    };
    const patient = person('patient');
    expect(priceCart(narrow, cart({ lines: [priced({ medical: true })], customer: patient })).sale!.taxes).toEqual([]);
    const notCompliant = priceCart(narrow, cart({ lines: [priced({ medical: false })], customer: patient })).sale!;
    expect(notCompliant.taxes.map((tax) => tax.tax_item_id)).toEqual(['or', 'pdx']);
    expect(notCompliant.lines[0]!.tax_exemptions).toEqual([]);
    const unendorsed = { ...narrow, settings: { ...settings, medical_endorsement: false } };
    expect(priceCart(unendorsed, cart({ lines: [priced({ medical: true })], customer: patient })).sale!.total).toBe(4200);
  });
});

describe('a patient where the location may not make medical sales', () => {
  it('pays the adult-use taxes offline, as the Store API charges them (OAR 845-025-2900(1)(a))', () => {
    const patient = { ...person('patient'), personGroupId: 'medical' };
    const registered: PricingContext = { ...context, settings: { ...settings, jurisdiction: 'us-or', medical_endorsement: true } };
    const unregistered: PricingContext = { ...context, settings: { ...settings, jurisdiction: 'us-or', medical_endorsement: false } };
    const asPatient = priceCart(registered, cart({ lines: [flower(true)], customer: patient })).sale!;
    const asAdult = priceCart(unregistered, cart({ lines: [flower(true)], customer: patient })).sale!;
    const customer = priceCart(unregistered, cart({ lines: [flower(true)], customer: person('customer') })).sale!;
    expect(asPatient.taxes).toEqual([]);
    expect(asAdult.taxes.map((tax) => tax.tax_item_id)).toEqual(['or', 'pdx']);
    expect(asAdult.total).toBe(customer.total);
  });
});
