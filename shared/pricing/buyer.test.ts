import { describe, expect, it } from 'vitest';
import { buyerTaxes, priceEntitlement, unitPriceFor, type PersonGroupTaxes } from './buyer.ts';

const groups: PersonGroupTaxes[] = [
  { id: 'z-med', name: 'Patients (old)', medical: true, taxItemIds: ['sales'] },
  { id: 'a-med', name: 'Patients', medical: true, taxItemIds: [] },
  { id: 'vets', name: 'Veterans', medical: false, taxItemIds: ['excise', 'sales'] },
];

describe('buyerTaxes', () => {
  it('a buyer in a group pays its taxes; a patient in none belongs to the first medical group by name; anyone else pays every tax', () => {
    expect(buyerTaxes({ kind: 'customer', groupId: 'vets' }, groups)).toEqual({ taxItemIdsPaid: ['excise', 'sales'] });
    expect(buyerTaxes({ kind: 'patient', groupId: null }, groups)).toEqual({ taxItemIdsPaid: [] });
    expect(buyerTaxes({ kind: 'patient', groupId: 'z-med' }, groups)).toEqual({ taxItemIdsPaid: ['sales'] });
    expect(buyerTaxes({ kind: 'customer', groupId: null }, groups)).toEqual({ taxItemIdsPaid: null });
    expect(buyerTaxes({ kind: 'none', groupId: 'vets' }, groups)).toEqual({ taxItemIdsPaid: null });
  });

  it('a group not known counts as none, and a patient with no medical group known pays every tax', () => {
    expect(buyerTaxes({ kind: 'customer', groupId: 'gone' }, groups)).toEqual({ taxItemIdsPaid: null });
    expect(buyerTaxes({ kind: 'patient', groupId: null }, [])).toEqual({ taxItemIdsPaid: null });
  });
});

describe('the price a buyer pays', () => {
  const product = { sellPrice: 1000, patientSellPrice: 900, patientPriceEnabled: true, memberSellPrice: 950, memberPriceEnabled: true };

  it('a patient pays the patient price, a member (in a group that is not medical) the member price, both the lower', () => {
    expect(unitPriceFor(product, priceEntitlement({ kind: 'patient', groupId: null }, groups))).toEqual({ cents: 900, list: 'patient' });
    expect(unitPriceFor(product, priceEntitlement({ kind: 'customer', groupId: 'vets' }, groups))).toEqual({ cents: 950, list: 'member' });
    expect(unitPriceFor({ ...product, memberSellPrice: 850 }, priceEntitlement({ kind: 'patient', groupId: 'vets' }, groups))).toEqual({ cents: 850, list: 'member' });
    expect(unitPriceFor(product, priceEntitlement({ kind: 'customer', groupId: null }, groups))).toEqual({ cents: 1000, list: 'regular' });
    expect(unitPriceFor(product, priceEntitlement({ kind: 'none', groupId: null }, groups))).toEqual({ cents: 1000, list: 'regular' });
  });

  it('a price the product does not enable, or does not name, is not charged', () => {
    expect(unitPriceFor({ ...product, patientPriceEnabled: false }, { patient: true, member: false })).toEqual({ cents: 1000, list: 'regular' });
    expect(unitPriceFor({ ...product, patientSellPrice: null }, { patient: true, member: false })).toEqual({ cents: 1000, list: 'regular' });
    expect(priceEntitlement({ kind: 'patient', groupId: 'a-med' }, groups)).toEqual({ patient: true, member: false });
  });
});
