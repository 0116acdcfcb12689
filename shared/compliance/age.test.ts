import { describe, expect, it } from 'vitest';
import { ageOn, checkAdultUseBuyer, checkMedicalBuyer, dateOfAge, todayIn } from './age.ts';

describe('today in the location time zone', () => {
  it('takes the calendar date where the store is, not in UTC', () => {
    const now = new Date('2026-03-01T05:30:00Z'); // 21:30 the evening before in Los Angeles
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-02-28');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
    expect(todayIn('UTC', now)).toBe('2026-03-01');
  });

  it('follows daylight saving time', () => {
    // Summer time (UTC-7) lasts until 09:00 UTC on 1 November 2026: 06:30 UTC is 23:30 on 31 October.
    expect(todayIn('America/Los_Angeles', new Date('2026-11-01T06:30:00Z'))).toBe('2026-10-31');
    // In winter (PST, UTC-8) 07:30 UTC is still 23:30 the previous day.
    expect(todayIn('America/Los_Angeles', new Date('2026-12-02T07:30:00Z'))).toBe('2026-12-01');
  });

  it('refuses an unknown time zone, every time it is asked (nothing is kept for it)', () => {
    expect(() => todayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
    expect(() => todayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });

  it('answers each moment anew from the zone\'s kept formatter', () => {
    expect(todayIn('America/Chicago', new Date('2026-07-04T04:59:00Z'))).toBe('2026-07-03');
    expect(todayIn('America/Chicago', new Date('2026-07-04T05:00:00Z'))).toBe('2026-07-04');
  });
});

describe('age on a day', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2005-06-15', '2026-06-14')).toBe(20);
    expect(ageOn('2005-06-15', '2026-06-15')).toBe(21);
    expect(ageOn('2005-06-15', '2026-12-31')).toBe(21);
    expect(ageOn('2005-12-31', '2027-01-01')).toBe(21);
  });

  it('a 29 February birthday falls on 1 March in a year without 29 February', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(dateOfAge('2004-02-29', 21)).toBe('2025-03-01');
    // ...and on 29 February in a leap year.
    expect(ageOn('2004-02-29', '2028-02-28')).toBe(23);
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24);
    expect(dateOfAge('2004-02-29', 24)).toBe('2028-02-29');
  });

  it('has no age for a date that is not a real day', () => {
    expect(ageOn('2004-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('04/01/2004', '2026-01-01')).toBeNull();
  });
});

describe('adult-use buyer', () => {
  const today = '2026-11-24';

  it('sells to a buyer of 21 with a valid ID, including on the 21st birthday', () => {
    expect(checkAdultUseBuyer({ birthDate: '2005-11-24', idExpirationDate: '2030-01-01', today })).toEqual({ ok: true });
    expect(checkAdultUseBuyer({ birthDate: '1970-01-31', idExpirationDate: '2030-01-01', today })).toEqual({ ok: true });
  });

  it('refuses a buyer of 20 the day before their 21st birthday, saying when they may buy', () => {
    const verdict = checkAdultUseBuyer({ birthDate: '2005-11-25', idExpirationDate: '2030-01-01', today });
    expect(verdict).toEqual({ ok: false, code: 'under-age', message: expect.stringContaining('2026-11-25') });
    expect(verdict.ok || verdict.message).toMatch(/is 20; adult-use sales need 21 or older/);
  });

  it('refuses a 29 February buyer on 28 February of the year they turn 21, and sells on 1 March', () => {
    expect(checkAdultUseBuyer({ birthDate: '2004-02-29', idExpirationDate: '2030-01-01', today: '2025-02-28' }))
      .toMatchObject({ ok: false, code: 'under-age' });
    expect(checkAdultUseBuyer({ birthDate: '2004-02-29', idExpirationDate: '2030-01-01', today: '2025-03-01' }))
      .toEqual({ ok: true });
  });

  it('an ID expiring today is valid today and expired tomorrow', () => {
    expect(checkAdultUseBuyer({ birthDate: '1990-01-01', idExpirationDate: today, today })).toEqual({ ok: true });
    expect(checkAdultUseBuyer({ birthDate: '1990-01-01', idExpirationDate: '2026-11-23', today }))
      .toEqual({ ok: false, code: 'id-expired', message: expect.stringContaining('expired on 2026-11-23') });
  });

  it('needs a birth date and an ID expiry date that are real days', () => {
    expect(checkAdultUseBuyer({ birthDate: null, idExpirationDate: '2030-01-01', today })).toMatchObject({ code: 'no-birth-date' });
    expect(checkAdultUseBuyer({ birthDate: ' ', idExpirationDate: '2030-01-01', today })).toMatchObject({ code: 'no-birth-date' });
    expect(checkAdultUseBuyer({ birthDate: '1990-02-30', idExpirationDate: '2030-01-01', today })).toMatchObject({ code: 'invalid-birth-date' });
    expect(checkAdultUseBuyer({ birthDate: '2030-01-01', idExpirationDate: '2030-01-01', today })).toMatchObject({ code: 'invalid-birth-date' });
    expect(checkAdultUseBuyer({ birthDate: '1990-01-01', idExpirationDate: null, today })).toMatchObject({ code: 'no-id-expiration-date' });
    expect(checkAdultUseBuyer({ birthDate: '1990-01-01', idExpirationDate: '2030-13-01', today })).toMatchObject({ code: 'no-id-expiration-date' });
  });

  it('checks age before expiry, so a minor with an expired ID hears they are under age', () => {
    expect(checkAdultUseBuyer({ birthDate: '2010-01-01', idExpirationDate: '2020-01-01', today })).toMatchObject({ code: 'under-age' });
  });
});

describe('medical buyer', () => {
  const today = '2026-11-24';

  it('sells to a patient of 18 whose card is valid today (expiring today included)', () => {
    expect(checkMedicalBuyer({ birthDate: '2008-11-24', cardExpirationDate: today, today })).toEqual({ ok: true });
  });

  it('refuses a patient of 17', () => {
    expect(checkMedicalBuyer({ birthDate: '2008-11-25', cardExpirationDate: '2027-01-01', today }))
      .toMatchObject({ ok: false, code: 'under-age', message: expect.stringMatching(/is 17; medical sales need 18 or older/) });
  });

  it('refuses an expired or missing card', () => {
    expect(checkMedicalBuyer({ birthDate: '1990-01-01', cardExpirationDate: '2026-11-23', today }))
      .toMatchObject({ ok: false, code: 'card-expired', message: expect.stringContaining('2026-11-23') });
    expect(checkMedicalBuyer({ birthDate: '1990-01-01', cardExpirationDate: null, today }))
      .toMatchObject({ ok: false, code: 'no-card-expiration-date' });
  });

  it('refuses an expired ID when its expiry is known, and does not need one otherwise', () => {
    expect(checkMedicalBuyer({ birthDate: '1990-01-01', cardExpirationDate: '2027-01-01', idExpirationDate: '2026-01-01', today }))
      .toMatchObject({ ok: false, code: 'id-expired' });
    expect(checkMedicalBuyer({ birthDate: '1990-01-01', cardExpirationDate: '2027-01-01', idExpirationDate: '2026-11-24', today }))
      .toEqual({ ok: true });
  });
});
