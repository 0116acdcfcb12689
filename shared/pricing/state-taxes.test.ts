/**
 * The five states' cannabis taxes, computed by the engine from tax items set up as each state's law
 * says, checked against the sources' own worked examples where they give one.
 */
import { describe, expect, it } from 'vitest';
import { buyerTaxes, type PersonGroupTaxes } from './buyer.ts';
import { priceSale } from './price-sale.ts';
import { taxItemsInForce, type TaxItemWithHistory } from './rates.ts';
import type { PricedLine, SaleInput, SaleLineInput } from './types.ts';

const SINCE = '2025-01-01T08:00:00Z';
const item = (id: string, rate: string, more: Partial<TaxItemWithHistory> = {}): TaxItemWithHistory =>
  ({ id, name: id, includedInPrice: false, rates: [{ rate, effectiveAt: SINCE }], ...more });

function line(price: number, taxItemIds: string[], more: Partial<SaleLineInput> = {}): SaleLineInput {
  return { key: 'a', price, quantityMilli: 1000, discountable: true, taxItemIds, ...more };
}

function priceOne(items: TaxItemWithHistory[], sold: SaleLineInput, buyer: SaleInput['buyer'], chargedOn = '2026-03-01T20:00:00Z', extra: Partial<SaleInput> = {}): PricedLine & { total: number } {
  const inForce = taxItemsInForce(items, chargedOn);
  if (!inForce.ok) throw new Error(JSON.stringify(inForce.errors));
  const result = priceSale({ lines: [sold], taxItems: inForce.value, buyer, ...extra });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { ...result.value.lines[0]!, total: result.value.total };
}
const amounts = (priced: PricedLine): Record<string, number> => Object.fromEntries(priced.tax_breakdowns.map((tax) => [tax.tax_item_id, tax.amount]));
const exempted = (priced: PricedLine): string[] => priced.tax_exemptions.map((tax) => tax.tax_item_id);
const anyone = { taxItemIdsPaid: null };

describe('California', () => {
  // The 15% cannabis excise (R&TC §34011.2) is charged on gross receipts and "is included in gross
  // receipts subject to sales tax" (CDTFA, Tax Guide for Cannabis Businesses); a buyer with a valid
  // medical marijuana ID card pays no sales tax (R&TC §6414) but does pay the excise.
  const excise = item('ca-excise', '0.15');
  const sales = item('ca-sales', '0.0725', { baseIncludes: ['ca-excise'] });
  const groups: PersonGroupTaxes[] = [{ id: 'mmic', name: 'Medical ID card holders', medical: true, taxItemIds: ['ca-excise'] }];

  it('charges sales tax on the price plus the excise: $43.50 → excise $6.53 → sales tax on $50.03 (CDTFA)', () => {
    const priced = priceOne([excise, sales], line(4350, ['ca-excise', 'ca-sales']), anyone);
    // 15% of 4350 = 652.5, half up 653; 7.25% of 5003 = 362.7175 → 363 (of the price alone it would be 315).
    expect(amounts(priced)).toEqual({ 'ca-excise': 653, 'ca-sales': 363 });
    expect(priced.total).toBe(4350 + 653 + 363);
  });

  it('a medical ID card holder pays the excise and no sales tax', () => {
    const priced = priceOne([excise, sales], line(4350, ['ca-excise', 'ca-sales']), buyerTaxes({ kind: 'patient', groupId: null }, groups));
    expect(amounts(priced)).toEqual({ 'ca-excise': 653 });
    expect(exempted(priced)).toEqual(['ca-sales']);
  });

  describe('where the exemption asks for the county-issued card (R&TC §6414), as it does', () => {
    const countyOnly = item('ca-sales', '0.0725', {
      baseIncludes: ['ca-excise'],
      exemption: { effectiveAt: null, expiresAt: null, medicalItemsOnly: false, medicalEndorsementRequired: false, countyCardRequired: true },
    });
    const patient = (cardType: 'county_card' | 'state_card' | 'recommendation' | null) =>
      buyerTaxes({ kind: 'patient', groupId: null, cardType }, groups);

    it('a patient who showed the county-issued card pays the excise and no sales tax', () => {
      const priced = priceOne([excise, countyOnly], line(4350, ['ca-excise', 'ca-sales']), patient('county_card'));
      expect(amounts(priced)).toEqual({ 'ca-excise': 653 });
      expect(exempted(priced)).toEqual(['ca-sales']);
    });

    it('a patient with a physician\'s recommendation alone, or no card recorded, pays the excise and the sales tax', () => {
      for (const card of ['recommendation', 'state_card', null] as const) {
        const priced = priceOne([excise, countyOnly], line(4350, ['ca-excise', 'ca-sales']), patient(card));
        expect(amounts(priced), String(card)).toEqual({ 'ca-excise': 653, 'ca-sales': 363 });
        expect(priced.tax_exemptions, String(card)).toEqual([]);
      }
    });

    it('a customer in the medical group showed no card: a county card named for them does not count', () => {
      const customer = buyerTaxes({ kind: 'customer', groupId: 'mmic', cardType: 'county_card' }, groups);
      expect(amounts(priceOne([excise, countyOnly], line(4350, ['ca-excise', 'ca-sales']), customer))).toEqual({ 'ca-excise': 653, 'ca-sales': 363 });
    });
  });
});

describe('Michigan', () => {
  // 10% excise on the sales price of adult-use marihuana (MCL 333.27963(1)); the 6% sales tax's
  // "sales price" includes it: $100.00 → excise $10.00 → 6% of $110.00 = $6.60 (R 205.141(1)).
  // Medical sales are not subject to the excise (MCL 333.27963(4)(b),(c)) but pay the 6%.
  const excise = item('mi-excise', '0.10');
  const sales = item('mi-sales', '0.06', { baseIncludes: ['mi-excise'] });
  const groups: PersonGroupTaxes[] = [{ id: 'patients', name: 'Registered patients', medical: true, taxItemIds: ['mi-sales'] }];

  it('$100.00 → $10.00 excise → $6.60 sales tax (Treasury, R 205.141)', () => {
    const priced = priceOne([excise, sales], line(10_000, ['mi-excise', 'mi-sales']), anyone);
    expect(amounts(priced)).toEqual({ 'mi-excise': 1000, 'mi-sales': 660 });
  });

  it('the order the tax items are listed in does not matter: the excise is computed first', () => {
    const priced = priceOne([sales, excise], line(10_000, ['mi-excise', 'mi-sales']), anyone);
    expect(amounts(priced)).toEqual({ 'mi-excise': 1000, 'mi-sales': 660 });
  });

  it('a medical patient pays no excise and 6% of the price alone', () => {
    const priced = priceOne([excise, sales], line(10_000, ['mi-excise', 'mi-sales']), buyerTaxes({ kind: 'patient', groupId: null }, groups));
    expect(amounts(priced)).toEqual({ 'mi-sales': 600 });
    expect(exempted(priced)).toEqual(['mi-excise']);
  });
});

describe('Oregon', () => {
  // 17% state tax on the retail sales price (ORS 475C.674(2)), "rounded up to the next whole cent"
  // (ORS 475C.674(3)); up to 3% local tax (ORS 475C.453), rounded half up as no rule says otherwise.
  // Registry identification cardholders pay neither: the state tax is not imposed on their
  // purchases (ORS 475C.678(2)), which applies to sales before January 1, 2028 (Or Laws 2021
  // c.525 §44); no local tax on them (ORS 475C.453(4)).
  const cardholderRelief = { effectiveAt: null, expiresAt: '2028-01-01T08:00:00Z', medicalItemsOnly: false, medicalEndorsementRequired: false };
  const state = item('or-state', '0.17', { rounding: 'up', exemption: cardholderRelief });
  const local = item('or-local', '0.03');
  const groups: PersonGroupTaxes[] = [{ id: 'ohp', name: 'OMMP cardholders', medical: true, taxItemIds: [] }];

  it('rounds the state tax up to the next whole cent, the local tax half up', () => {
    // 17% of $10.01 = 170.17¢ → 171¢ (half up would give 170); 3% = 30.03¢ → 30¢.
    expect(amounts(priceOne([state, local], line(1001, ['or-state', 'or-local']), anyone))).toEqual({ 'or-state': 171, 'or-local': 30 });
    // A whole cent stays as it is: 17% of $10.00 is 170¢.
    expect(amounts(priceOne([state, local], line(1000, ['or-state', 'or-local']), anyone))).toEqual({ 'or-state': 170, 'or-local': 30 });
  });

  it('rounds the sale\'s state tax up once, not each line (ORS 475C.674(1),(3); OAR 150-475-2080(2)(e)): three lines of $10.01 collect 511¢, not 513¢', () => {
    const inForce = taxItemsInForce([state, local], '2026-03-01T20:00:00Z');
    if (!inForce.ok) throw new Error('rates');
    const lines = ['c', 'a', 'b'].map((key) => line(1001, ['or-state', 'or-local'], { key }));
    const result = priceSale({ lines, taxItems: inForce.value, buyer: anyone });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    // 3 × 170.17¢ = 510.51¢ → 511¢; the local tax stays half up per line, 30¢ each.
    expect(result.value.taxes.find((tax) => tax.tax_item_id === 'or-state')?.amount).toBe(511);
    const perLine = result.value.lines.map((priced) => ({ key: priced.key, ...amounts(priced) }));
    // The lines add up to the sale's tax: each 170¢, the cent left to the smallest key on a tie.
    expect(perLine).toEqual([
      { key: 'c', 'or-state': 170, 'or-local': 30 }, { key: 'a', 'or-state': 171, 'or-local': 30 }, { key: 'b', 'or-state': 170, 'or-local': 30 },
    ]);
    expect(result.value.tax_total).toBe(511 + 90);
  });

  it('the round-up spreads to the lines with the largest fractions, whatever order they are listed in', () => {
    const inForce = taxItemsInForce([state], '2026-03-01T20:00:00Z');
    if (!inForce.ok) throw new Error('rates');
    // 17% of 1001 = 170.17, of 1003 = 170.51, of 1005 = 170.85: 511.53 → 512; floors 510, two cents to 1005 and 1003.
    const sold = [line(1001, ['or-state'], { key: 'x' }), line(1003, ['or-state'], { key: 'y' }), line(1005, ['or-state'], { key: 'z' })];
    for (const order of [sold, [...sold].reverse()]) {
      const result = priceSale({ lines: order, taxItems: inForce.value, buyer: anyone });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(Object.fromEntries(result.value.lines.map((priced) => [priced.key, amounts(priced)['or-state']]))).toEqual({ x: 170, y: 171, z: 171 });
    }
  });

  it('a registry cardholder pays neither', () => {
    const priced = priceOne([state, local], line(1001, ['or-state', 'or-local']), buyerTaxes({ kind: 'patient', groupId: null }, groups));
    expect(priced.tax_breakdowns).toEqual([]);
    expect(exempted(priced)).toEqual(['or-state', 'or-local']);
  });

  it('the cardholder\'s relief from the state tax ends with 2027', () => {
    const patient = buyerTaxes({ kind: 'patient', groupId: null }, groups);
    expect(priceOne([state, local], line(1001, ['or-state', 'or-local']), patient, '2028-01-01T07:59:59Z').tax_breakdowns).toEqual([]);
    expect(amounts(priceOne([state, local], line(1001, ['or-state', 'or-local']), patient, '2028-01-01T08:00:00Z'))).toEqual({ 'or-state': 171 });
  });
});

describe('Washington', () => {
  // 37% excise of the selling price, reflected in the shelf price and NOT part of the price the
  // sales taxes apply to (RCW 69.50.535(1)(a),(b)); 6.5% state (RCW 82.08.020) + local sales tax.
  // Relief from the excise (RCW 69.50.535(2), WAC 314-55-090, until June 30, 2029) and from sales
  // tax (RCW 82.08.9998) only for DOH-compliant products sold by a medically endorsed store to
  // recognition card holders.
  const relief = { medicalItemsOnly: true, medicalEndorsementRequired: true };
  const excise = item('wa-excise', '0.37', { includedInPrice: true, exemption: { ...relief, effectiveAt: null, expiresAt: '2029-07-01T07:00:00Z' } });
  const stateSales = item('wa-sales', '0.065', { exemption: { ...relief, effectiveAt: null, expiresAt: null } });
  const localSales = item('wa-local', '0.021', { exemption: { ...relief, effectiveAt: null, expiresAt: null } });
  const items = [excise, stateSales, localSales];
  const taxes = ['wa-excise', 'wa-sales', 'wa-local'];
  const groups: PersonGroupTaxes[] = [{ id: 'card', name: 'Recognition card holders', medical: true, taxItemIds: [] }];
  const patient = buyerTaxes({ kind: 'patient', groupId: null }, groups);
  const endorsed = { medicalEndorsement: true };

  it('splits the excise out of the shelf price and charges sales tax on the rest only', () => {
    // $13.70 on the shelf = $10.00 + 37% excise $3.70; sales tax 6.5% + 2.1% of $10.00, not of $13.70.
    expect(amounts(priceOne(items, line(1370, taxes), anyone))).toEqual({ 'wa-excise': 370, 'wa-sales': 65, 'wa-local': 21 });
  });

  it('a card holder buying a compliant product at an endorsed store pays neither excise nor sales tax', () => {
    const priced = priceOne(items, line(1370, taxes, { medical: true }), patient, '2026-03-01T20:00:00Z', endorsed);
    expect(priced.tax_breakdowns).toEqual([]);
    expect(exempted(priced)).toEqual(taxes);
  });

  it('a card holder buying a product that is not DOH-compliant pays the excise and the sales tax, shown on the line', () => {
    const priced = priceOne(items, line(1370, taxes, { medical: false }), patient, '2026-03-01T20:00:00Z', endorsed);
    expect(amounts(priced)).toEqual({ 'wa-excise': 370, 'wa-sales': 65, 'wa-local': 21 });
    expect(priced.tax_exemptions).toEqual([]);
  });

  it('at a store without a medical endorsement a card holder pays every tax', () => {
    const priced = priceOne(items, line(1370, taxes, { medical: true }), patient, '2026-03-01T20:00:00Z', { medicalEndorsement: false });
    expect(amounts(priced)).toEqual({ 'wa-excise': 370, 'wa-sales': 65, 'wa-local': 21 });
  });

  it('the excise relief ends with June 30, 2029; the sales tax relief goes on', () => {
    const lastDay = priceOne(items, line(1370, taxes, { medical: true }), patient, '2029-07-01T06:59:59Z', endorsed);
    expect(lastDay.tax_breakdowns).toEqual([]);
    const after = priceOne(items, line(1370, taxes, { medical: true }), patient, '2029-07-01T07:00:00Z', endorsed);
    expect(amounts(after)).toEqual({ 'wa-excise': 370 });
    expect(exempted(after)).toEqual(['wa-sales', 'wa-local']);
  });
});

describe('Colorado', () => {
  // Retail marijuana: 15% retail marijuana sales tax (C.R.S. 39-28.8-202(1)(a)(I)), exempt from the
  // 2.9% state sales tax (C.R.S. 39-26-729), local sales tax applies. Medical marijuana: the 2.9%
  // state sales tax (C.R.S. 39-26-106) plus local, never the 15%. Colorado keeps medical and retail
  // marijuana as separate inventory, so each has its own product types and their taxes.
  const retail = item('co-retail', '0.15');
  const state = item('co-state', '0.029');
  const local = item('co-local', '0.0481');
  const items = [retail, state, local];

  it('a retail marijuana sale pays 15% and local tax, not the 2.9%', () => {
    // $50.00: 15% = 750¢; Denver's 4.81% = 240.5¢ → 241¢.
    expect(amounts(priceOne(items, line(5000, ['co-retail', 'co-local']), anyone))).toEqual({ 'co-retail': 750, 'co-local': 241 });
  });

  it('a medical marijuana sale pays 2.9% and local tax, not the 15%', () => {
    // $50.00: 2.9% = 145¢; 4.81% = 241¢.
    expect(amounts(priceOne(items, line(5000, ['co-state', 'co-local'], { medical: true }), anyone))).toEqual({ 'co-state': 145, 'co-local': 241 });
  });
});

describe('taxes on taxes', () => {
  it('a tax whose base includes a tax the buyer is exempt from is charged on the price alone', () => {
    const groups: PersonGroupTaxes[] = [{ id: 'g', name: 'g', medical: true, taxItemIds: ['sales'] }];
    const priced = priceOne([item('excise', '0.10'), item('sales', '0.06', { baseIncludes: ['excise'] })], line(10_000, ['excise', 'sales']),
      buyerTaxes({ kind: 'patient', groupId: 'g' }, groups));
    expect(amounts(priced)).toEqual({ sales: 600 });
  });

  it('a chain compounds in dependency order: C on B, B on A', () => {
    const priced = priceOne([item('c', '0.10', { baseIncludes: ['b'] }), item('b', '0.10', { baseIncludes: ['a'] }), item('a', '0.10')], line(10_000, ['a', 'b', 'c']), anyone);
    // a = 1000; b = 10% of 11000 = 1100; c = 10% of (10000 + 1100) = 1110.
    expect(amounts(priced)).toEqual({ a: 1000, b: 1100, c: 1110 });
  });

  it('refuses tax items that include each other in their base', () => {
    const inForce = taxItemsInForce([item('a', '0.1', { baseIncludes: ['b'] }), item('b', '0.1', { baseIncludes: ['a'] }), item('c', '0.1')], SINCE);
    if (!inForce.ok) throw new Error('rates');
    const result = priceSale({ lines: [line(100, ['a', 'b'])], taxItems: inForce.value, buyer: anyone });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.objectContaining({ code: 'tax_base_cycle', field: 'tax_items' })]);
  });

  it('refuses a base on a tax included in the price', () => {
    const inForce = taxItemsInForce([item('a', '0.1'), item('b', '0.1', { includedInPrice: true, baseIncludes: ['a'] })], SINCE);
    if (!inForce.ok) throw new Error('rates');
    const result = priceSale({ lines: [line(100, ['a', 'b'])], taxItems: inForce.value, buyer: anyone });
    expect(result.ok ? [] : result.errors.map((error) => error.code)).toEqual(['invalid_tax_base']);
  });
});
