import { describe, expect, it } from 'vitest';
import { buyerTaxes, priceSale, taxItemsInForce, type MedicalCardType, type TaxItemWithHistory } from '../../../shared/pricing/index.ts';
import { stateTaxes } from './state-taxes.ts';

/** The state's known taxes as a new location gets them, with the medical group paying what patients pay. */
function californiaSale(cardType: MedicalCardType | null, price: number) {
  const taxes = stateTaxes('CA');
  const idOf = (name: string): string => `t${taxes.findIndex((tax) => tax.name === name)}`;
  const items: TaxItemWithHistory[] = taxes.map((tax) => ({
    id: idOf(tax.name), name: tax.name, includedInPrice: tax.includedInPrice, rates: [{ rate: tax.rate, effectiveAt: '2025-10-01T07:00:00Z' }],
    baseIncludes: (tax.chargedOnTaxes ?? []).map(idOf), ...(tax.rounding === undefined ? {} : { rounding: tax.rounding }),
    ...(tax.exemption === undefined ? {} : { exemption: tax.exemption }),
  }));
  const inForce = taxItemsInForce(items, '2026-11-21T18:30:00Z');
  if (!inForce.ok) throw new Error('rates');
  const medical = { id: 'medical', name: 'Medical Patients', medical: true, taxItemIds: taxes.filter((tax) => tax.medicalPays).map((tax) => idOf(tax.name)) };
  const cannabis = taxes.filter((tax) => tax.on === 'cannabis').map((tax) => idOf(tax.name));
  const buyer = cardType === null ? { taxItemIdsPaid: null } : buyerTaxes({ kind: 'patient', groupId: null, cardType }, [medical]);
  const sale = priceSale({ lines: [{ key: 'a', price, quantityMilli: 1000, discountable: true, taxItemIds: cannabis }], taxItems: inForce.value, buyer });
  if (!sale.ok) throw new Error(JSON.stringify(sale.errors));
  return Object.fromEntries(sale.value.taxes.map((tax) => [tax.name, tax.amount]));
}

describe('a new California location\'s taxes', () => {
  // $43.50: excise 15% = 652.5 → 653; sales tax 7.25% of 4350 + 653 = 362.7 → 363 (CDTFA's worked example).
  it('an adult-use buyer pays the excise and the sales tax on the price plus the excise', () => {
    expect(californiaSale(null, 4350)).toEqual({ 'California cannabis excise tax': 653, 'California sales tax (cannabis)': 363 });
  });

  it('a patient with a county-issued card pays the excise and no sales tax (R&TC §6414)', () => {
    expect(californiaSale('county_card', 4350)).toEqual({ 'California cannabis excise tax': 653 });
  });

  it('a patient with a physician\'s recommendation alone, or a card not recorded, pays both; the excise applies to every medical sale', () => {
    const both = { 'California cannabis excise tax': 653, 'California sales tax (cannabis)': 363 };
    expect(californiaSale('recommendation', 4350)).toEqual(both);
    expect(californiaSale('state_card', 4350)).toEqual(both);
  });
});
