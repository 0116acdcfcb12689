import { describe, expect, it } from 'vitest';
import type { ScannedLicence } from '../../../../shared/compliance/id-scan.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { checkBuyer, type IdEvidence } from './buyer-check.ts';

const TODAY = '2026-11-24';
const licence = (fields: Partial<ScannedLicence> = {}): ScannedLicence => ({
  number: 'D1234567', state: 'OR', postalCode: '97214', familyName: 'RIVER', firstName: 'ALEX',
  birthDate: '2000-05-01', expirationDate: '2030-05-01', issuerId: '636029', aamvaVersion: 9, country: 'USA', ...fields,
});
const person = (fields: Partial<LocalCustomer> = {}): LocalCustomer => ({
  id: 'c-1', firstName: 'Alex', lastName: 'River', email: null, phone: null, birthDate: null, kind: 'customer', carryLimit: null,
  expirationDate: null, loyaltyPoints: null, searchText: '', pending: false, ...fields,
});
const scan = (fields: Partial<ScannedLicence> = {}, buyerId: string | null = null): IdEvidence => ({ method: 'scan', licence: licence(fields), buyerId });

describe('checkBuyer', () => {
  it('blocks a sale with no check at all, saying what to do', () => {
    const check = checkBuyer({ buyer: null, evidence: null, today: TODAY });
    expect(check).toMatchObject({ ok: false, code: 'no-check', saleKind: 'adult-use' });
    if (!check.ok) expect(check.message).toMatch(/scan it, or type the birth date/);
  });

  it('passes a scanned 26-year-old with a valid licence, recorded as a scan with its expiry', () => {
    expect(checkBuyer({ buyer: null, evidence: scan(), today: TODAY })).toMatchObject({
      ok: true, age: 26, verification: { method: 'scan', idExpirationDate: '2030-05-01' },
    });
  });

  it('refuses a 20-year-old and an expired licence (adult-use: 21 and an unexpired ID)', () => {
    expect(checkBuyer({ buyer: null, evidence: scan({ birthDate: '2006-01-01' }), today: TODAY })).toMatchObject({ ok: false, code: 'under-age' });
    expect(checkBuyer({ buyer: null, evidence: scan({ birthDate: '2005-11-25' }), today: TODAY })).toMatchObject({ ok: false, code: 'under-age' });
    expect(checkBuyer({ buyer: null, evidence: scan({ birthDate: '2005-11-24' }), today: TODAY })).toMatchObject({ ok: true, age: 21 });
    expect(checkBuyer({ buyer: null, evidence: scan({ expirationDate: '2026-11-23' }), today: TODAY })).toMatchObject({ ok: false, code: 'id-expired' });
  });

  it('records a typed birth date as manual', () => {
    const evidence: IdEvidence = { method: 'manual', birthDate: '1990-01-01', idExpirationDate: '2028-01-01', buyerId: null };
    expect(checkBuyer({ buyer: null, evidence, today: TODAY })).toMatchObject({ ok: true, verification: { method: 'manual', idExpirationDate: '2028-01-01' } });
  });

  it('passes a known customer on file only with both birth date and licence expiry', () => {
    const known = person({ birthDate: '1980-03-03', driverLicenseExpirationDate: '2029-03-03' });
    expect(checkBuyer({ buyer: known, evidence: null, today: TODAY })).toMatchObject({ ok: true, verification: { method: 'known_customer' } });
    expect(checkBuyer({ buyer: person({ birthDate: '1980-03-03' }), evidence: null, today: TODAY })).toMatchObject({ ok: false, code: 'no-id-expiration-date' });
  });

  it('ignores evidence taken for another buyer, or with nobody attached once a customer is', () => {
    expect(checkBuyer({ buyer: person(), evidence: scan({}, 'c-other'), today: TODAY })).toMatchObject({ ok: false, code: 'no-birth-date' });
    expect(checkBuyer({ buyer: person(), evidence: scan({}, null), today: TODAY })).toMatchObject({ ok: false, code: 'no-birth-date' });
    expect(checkBuyer({ buyer: person(), evidence: scan({}, 'c-1'), today: TODAY })).toMatchObject({ ok: true });
  });

  it('medical: a patient 18+ whose card is valid today; an expired card or an under-18 patient is refused', () => {
    const patient = (fields: Partial<LocalCustomer>) => person({ kind: 'patient', birthDate: '2007-01-01', expirationDate: '2027-01-01', ...fields });
    expect(checkBuyer({ buyer: patient({}), evidence: null, today: TODAY })).toMatchObject({ ok: true, saleKind: 'medical', age: 19 });
    expect(checkBuyer({ buyer: patient({ expirationDate: '2026-11-23' }), evidence: null, today: TODAY })).toMatchObject({ ok: false, code: 'card-expired' });
    expect(checkBuyer({ buyer: patient({ birthDate: '2009-01-01' }), evidence: null, today: TODAY })).toMatchObject({ ok: false, code: 'under-age', saleKind: 'medical' });
  });
});

describe('checkBuyer where the location may not make medical sales', () => {
  it('checks a 19-year-old patient as an adult-use buyer and says why', async () => {
    const { saleKindAt } = await import('../../../../shared/compliance/who-may-buy.ts');
    const { oregon } = await import('../../../../shared/compliance/limits/profiles/index.ts');
    const patient = person({ id: 'p-1', kind: 'patient', expirationDate: '2030-01-01' });
    const evidence = scan({ birthDate: '2007-01-01' }, 'p-1');
    expect(checkBuyer({ buyer: patient, evidence, today: TODAY, saleKind: saleKindAt({ profile: oregon, patient: true, medicalSales: true }) }))
      .toMatchObject({ ok: true, saleKind: 'medical', age: 19 });
    const held = checkBuyer({ buyer: patient, evidence, today: TODAY, saleKind: saleKindAt({ profile: oregon, patient: true, medicalSales: false }) });
    expect(held).toMatchObject({ ok: false, saleKind: 'adult-use', code: 'under-age' });
    if (!held.ok) expect(held.message).toContain('OAR 845-025-2800(2)(b)(B)');
    // Old enough for adult use: sold, the budtender told the patient buys as adult use here.
    const adult = checkBuyer({ buyer: patient, evidence: scan({ birthDate: '1990-01-01' }, 'p-1'), today: TODAY, saleKind: saleKindAt({ profile: oregon, patient: true, medicalSales: false }) });
    expect(adult).toMatchObject({ ok: true, saleKind: 'adult-use' });
    if (adult.ok) expect(adult.summary).toContain('the patient buys as an adult-use customer');
  });
});
