import { describe, expect, it } from 'vitest';
import { michigan, oregon } from '../../../../shared/compliance/limits/profiles/index.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import type { ScannedLicence } from '../../../../shared/compliance/id-scan.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { checkBuyer, type IdEvidence } from './buyer-check.ts';

/** The register refuses before the receipt what the Store API refuses of a caregiver buying for a patient. */
const TODAY = '2026-11-24';
const patient = (fields: Partial<LocalCustomer> = {}): LocalCustomer => ({
  id: 'p-1', firstName: 'Sam', lastName: 'Reed', email: null, phone: null, birthDate: '2014-02-01', kind: 'patient', carryLimit: null,
  expirationDate: '2027-06-30', loyaltyPoints: null, searchText: '', pending: false, caregiverCardNumber: 'CG-4F2A19', ...fields,
});
const licence = (fields: Partial<ScannedLicence> = {}): ScannedLicence => ({
  number: 'D7654321', state: 'OR', postalCode: '97214', familyName: 'REED', firstName: 'JO',
  birthDate: '1985-05-01', expirationDate: '2030-05-01', issuerId: '636029', aamvaVersion: 9, country: 'USA', ...fields,
});
const caregiverScan = (fields: Partial<ScannedLicence> = {}): IdEvidence => ({ method: 'scan', licence: licence(fields), buyerId: 'p-1' });
const medical = { kind: 'medical' as const, note: null };

describe('a caregiver buying for a patient at the register', () => {
  it('a 12-year-old patient is refused in person and served through their caregiver, whose card the order names', () => {
    // In person, the way on is said: their caregiver, by the card on their record; with none on record, the plain refusal.
    expect(checkBuyer({ buyer: patient(), evidence: null, today: TODAY, saleKind: medical })).toEqual({
      ok: false, saleKind: 'medical', code: 'under-age',
      message: "The patient is 12: only their caregiver may buy for them (card CG-4F2A19 on their record). Take the caregiver's card below.",
    });
    expect(checkBuyer({ buyer: patient({ caregiverCardNumber: null }), evidence: null, today: TODAY, saleKind: medical }))
      .toMatchObject({ ok: false, code: 'under-age', message: expect.stringMatching(/^The buyer is 12; medical sales need 18 or older .*Do not sell\.$/) as unknown });
    const check = checkBuyer({ buyer: patient(), evidence: caregiverScan(), today: TODAY, saleKind: medical, caregiver: { cardNumber: ' cg-4f2a19 ', profile: oregon } });
    expect(check).toMatchObject({ ok: true, saleKind: 'medical', age: 12, caregiver: { card_number: 'cg-4f2a19', birth_date: '1985-05-01' } });
    if (check.ok) expect(check.summary).toContain('caregiver');
  });

  it("refuses a card that is not the patient's caregiver's, and a patient whose record names none", () => {
    expect(checkBuyer({ buyer: patient(), evidence: caregiverScan(), today: TODAY, saleKind: medical, caregiver: { cardNumber: 'CG-0000', profile: oregon } }))
      .toMatchObject({ ok: false, code: 'caregiver-not-linked' });
    expect(checkBuyer({ buyer: patient({ caregiverCardNumber: null }), evidence: caregiverScan(), today: TODAY, saleKind: medical, caregiver: { cardNumber: 'CG-4F2A19', profile: oregon } }))
      .toMatchObject({ ok: false, code: 'caregiver-not-linked' });
  });

  it("refuses a caregiver under their state's caregiver age (Oregon 18, Michigan 21), an expired ID, and a caregiver with no patient", () => {
    const at = (birthDate: string, profile: JurisdictionProfile = oregon) => checkBuyer({
      buyer: patient(), evidence: caregiverScan({ birthDate }), today: TODAY, saleKind: medical, caregiver: { cardNumber: 'CG-4F2A19', profile },
    });
    expect(at('2008-11-25')).toMatchObject({ ok: false, code: 'caregiver-under-age' });
    expect(at('2008-11-24')).toMatchObject({ ok: true });
    expect(at('2005-11-25', michigan)).toMatchObject({ ok: false, code: 'caregiver-under-age' });
    expect(at('2005-11-24', michigan)).toMatchObject({ ok: true });
    expect(checkBuyer({ buyer: patient(), evidence: caregiverScan({ expirationDate: '2026-11-23' }), today: TODAY, saleKind: medical, caregiver: { cardNumber: 'CG-4F2A19', profile: oregon } }))
      .toMatchObject({ ok: false, code: 'id-expired' });
    expect(checkBuyer({ buyer: null, evidence: caregiverScan(), today: TODAY, caregiver: { cardNumber: 'CG-4F2A19', profile: oregon } }))
      .toMatchObject({ ok: false, code: 'caregiver-without-patient' });
  });

  it("still refuses the patient's expired card, and a caregiver where the location may not make medical sales", () => {
    expect(checkBuyer({ buyer: patient({ expirationDate: '2026-11-23' }), evidence: caregiverScan(), today: TODAY, saleKind: medical, caregiver: { cardNumber: 'CG-4F2A19', profile: oregon } }))
      .toMatchObject({ ok: false, code: 'card-expired' });
    expect(checkBuyer({ buyer: patient(), evidence: caregiverScan(), today: TODAY, saleKind: { kind: 'adult-use', note: 'Not registered.' }, caregiver: { cardNumber: 'CG-4F2A19', profile: oregon } }))
      .toMatchObject({ ok: false, code: 'caregiver-not-medical' });
  });
});
