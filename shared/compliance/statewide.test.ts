import { describe, expect, it } from 'vitest';
import { metrcAllowanceMilli, statewideNotice, statewideRefusal } from './statewide.ts';
import { colorado, michigan, oregon } from './limits/profiles/index.ts';

describe('a statewide patient limit (Mich. Admin. Code R 420.506(1)–(2))', () => {
  it('converts Metrc\'s ounces to grams, rounding down', () => {
    expect(metrcAllowanceMilli(1)).toBe(28_349);
    expect(metrcAllowanceMilli(0)).toBe(0);
    expect(metrcAllowanceMilli(-1)).toBe(0);
    expect(metrcAllowanceMilli(Number.NaN)).toBe(0);
  });

  it('holds the sale to the smaller of Metrc\'s figure and our own count', () => {
    // Our count leaves 70.873 g (2.5 oz); Metrc says 1 oz remains (bought at another store).
    expect(statewideRefusal(28_349, 70_873, 1)).toBeNull();
    expect(statewideRefusal(28_350, 70_873, 1)).toBe('Metrc allows this patient 28.349 g more today across every store (1 oz); this sale adds 28.35 g — remove 0.001 g.');
    // Where ours is the smaller, our own limit speaks; Metrc's larger figure never lets more through.
    expect(statewideRefusal(60_000, 20_000, 2.5)).toBeNull();
    // An exhausted patient can buy nothing that counts.
    expect(statewideRefusal(1, 70_873, 0)).toContain('remove 0.001 g');
  });

  it('the register says a patient sale in Michigan or Colorado was held to its own count, citing the rule; nowhere else', () => {
    expect(statewideNotice(michigan, 'medical')).toMatch(/^Metrc's statewide allotment for this patient was not checked \(Mich\. Admin\. Code R 420\.506\(1\)–\(2\)\)/);
    expect(statewideNotice(colorado, 'medical')).toContain('C.R.S. 44-10-501(1)(b)');
    expect(statewideNotice(michigan, 'adult-use')).toBeNull();
    expect(statewideNotice(oregon, 'medical')).toBeNull();
  });

  it('Michigan and Colorado name the medical daily limit Metrc\'s figure stands beside', () => {
    expect(michigan.limits.some((rule) => rule.id === michigan.statewidePatientLimit.rule && rule.buyer === 'medical' && rule.window.kind === 'per-day')).toBe(true);
    expect(colorado.limits.some((rule) => rule.id === colorado.statewidePatientLimit.rule && rule.buyer === 'medical' && rule.window.kind === 'per-day')).toBe(true);
  });
});
