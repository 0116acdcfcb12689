import { describe, expect, it } from 'vitest';
import { caregiverWhoBought } from './receipt.ts';

describe("Metrc's CaregiverLicenseNumber: where a caregiver buys", () => {
  it("a patient under 18 on the sale's local date buys through their caregiver: the caregiver's card", () => {
    expect(caregiverWhoBought('2010-06-01', 'CG-4F2A19', '2026-11-21T10:30:00')).toBe('CG-4F2A19');
    // The day before the 18th birthday, still the caregiver; on it, the patient alone.
    expect(caregiverWhoBought('2008-11-22', 'CG-4F2A19', '2026-11-21T23:59:59')).toBe('CG-4F2A19');
    expect(caregiverWhoBought('2008-11-21', 'CG-4F2A19', '2026-11-21T00:00:00')).toBeNull();
  });

  it('an adult patient, or a patient without a caregiver card or a birth date, is reported without one', () => {
    expect(caregiverWhoBought('1971-02-20', 'CG-1', '2026-11-21T10:30:00')).toBeNull();
    expect(caregiverWhoBought('2012-01-01', null, '2026-11-21T10:30:00')).toBeNull();
    expect(caregiverWhoBought('2012-01-01', '  ', '2026-11-21T10:30:00')).toBeNull();
    expect(caregiverWhoBought(null, 'CG-1', '2026-11-21T10:30:00')).toBeNull();
  });
});
