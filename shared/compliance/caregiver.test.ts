import { describe, expect, it } from 'vitest';
import { caregiverAgeRule, caregiverProblems } from './caregiver.ts';
import { oregon, profiles, washington } from './limits/profiles/index.ts';

const medical = { kind: 'medical' as const, note: null };
const TODAY = '2026-11-24';

describe("a caregiver's own rules", () => {
  it('every profile names its caregiver age and where it comes from (a new state does not fall silently to the cautious 21)', () => {
    for (const profile of Object.values(profiles)) {
      const rule = caregiverAgeRule(profile);
      expect(rule.source, profile.id).not.toMatch(/no caregiver age recorded/);
      expect([18, 21], profile.id).toContain(rule.years);
    }
    expect(caregiverAgeRule(washington)).toMatchObject({ years: 21, verified: false });
    expect(caregiverAgeRule(oregon)).toMatchObject({ years: 18, verified: false });
  });

  it('compares card numbers without case or spaces, and refuses a blank card', () => {
    const problems = (card: string) => caregiverProblems({
      profile: oregon, caregiver: { card_number: card, birth_date: '1980-01-01' }, patient: true, patientCaregiverCard: 'CG 4F2A19', sale: medical, today: TODAY,
    }).map((p) => p.code);
    expect(problems('cg4f2a19')).toEqual([]);
    expect(problems('CG-4F2A19')).toEqual(['caregiver-not-linked']);
    expect(problems('  ')).toEqual(['caregiver-no-card']);
  });
});
