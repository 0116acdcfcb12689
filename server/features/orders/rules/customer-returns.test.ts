import { describe, expect, it } from 'vitest';
import { profiles } from '../../../../shared/compliance/limits/profiles/index.ts';
import { RETURN_RULES, returnRuleOf } from './customer-returns.ts';

describe('customer returns per state', () => {
  it('Oregon and Michigan send returned cannabis to waste, as read; Colorado too, unverified; Washington back to the package, unverified', () => {
    expect([returnRuleOf('us-or').destination, returnRuleOf('us-or').verified]).toEqual(['waste', true]);
    expect([returnRuleOf('us-mi').destination, returnRuleOf('us-mi').verified]).toEqual(['waste', true]);
    expect([returnRuleOf('us-co').destination, returnRuleOf('us-co').verified]).toEqual(['waste', false]);
    expect([returnRuleOf('us-wa').destination, returnRuleOf('us-wa').verified]).toEqual(['package', false]);
  });

  it('every jurisdiction Canopy has limits for has a rule with its citation; an unknown one keeps goods back, unverified', () => {
    for (const id of Object.keys(profiles)) expect(RETURN_RULES[id]?.citation, id).toMatch(/\S/);
    expect(returnRuleOf('us-xx')).toMatchObject({ destination: 'package', verified: false });
  });
});
