import { describe, expect, it } from 'vitest';
import { california, michigan, oregon, washington } from './limits/profiles/index.ts';
import { medicalOnlyRefusal, saleKindAt } from './who-may-buy.ts';

describe('who buys as a patient', () => {
  it('in Washington and Oregon only where the location holds the status for medical sales', () => {
    for (const profile of [washington, oregon]) {
      expect(saleKindAt({ profile, patient: true, medicalSales: true })).toEqual({ kind: 'medical', note: null });
      const without = saleKindAt({ profile, patient: true, medicalSales: false });
      expect(without.kind).toBe('adult-use');
      expect(without.note).toContain(profile.medicalSales.source);
    }
    expect(saleKindAt({ profile: washington, patient: true, medicalSales: false }).note).toContain('RCW 69.51A.210(1)');
    expect(saleKindAt({ profile: oregon, patient: true, medicalSales: false }).note).toContain('OAR 845-025-2800(2)(b)(B)');
  });

  it('where the state keeps medical sales under a licence of their own, as the profile says', () => {
    expect(saleKindAt({ profile: michigan, patient: true, medicalSales: false }).kind).toBe('medical');
    expect(saleKindAt({ profile: california, patient: true, medicalSales: false }).kind).toBe('medical');
  });

  it('never for a buyer who is not a patient', () => {
    expect(saleKindAt({ profile: oregon, patient: false, medicalSales: true }).kind).toBe('adult-use');
  });
});

describe('medical-only goods', () => {
  const tincture = { name: 'Medical tincture', medicalOnly: true };
  it('are refused to anyone not buying as a patient, with the reason and its citation', () => {
    const adult = saleKindAt({ profile: oregon, patient: false, medicalSales: true });
    expect(medicalOnlyRefusal(oregon, adult, tincture)).toBe('Medical tincture is sold to patients only (OAR 845-025-2900(2)(a), (3)(a)); this buyer is not a patient.');
    const unregistered = saleKindAt({ profile: oregon, patient: true, medicalSales: false });
    expect(medicalOnlyRefusal(oregon, unregistered, tincture)).toContain('this location does not make medical sales');
  });

  it('are sold to a patient, and other goods to anyone', () => {
    expect(medicalOnlyRefusal(oregon, saleKindAt({ profile: oregon, patient: true, medicalSales: true }), tincture)).toBeNull();
    expect(medicalOnlyRefusal(oregon, saleKindAt({ profile: oregon, patient: false, medicalSales: true }), { ...tincture, medicalOnly: false })).toBeNull();
  });
});
