import { describe, expect, it } from 'vitest';
import { canAddLine, checkLimits } from '../engine.ts';
import type { BuyerKind } from '../profile.ts';
import { concentrateMilli, edibleMilli, flower, flowerMilli, input, liquidMilli, sale } from '../test-support.ts';
import { california, colorado, michigan, oregon, profiles, washington } from './index.ts';

describe('every jurisdiction profile', () => {
  const all = Object.values(profiles);

  it('covers Oregon, Washington, California, Colorado and Michigan', () => {
    expect(Object.keys(profiles).sort()).toEqual(['us-ca', 'us-co', 'us-mi', 'us-or', 'us-wa']);
  });

  it.each(all.map((profile) => [profile.id, profile] as const))('%s cites a source for every number and compiles', (_id, profile) => {
    for (const rule of profile.limits) expect(rule.source.trim(), `${rule.id}`).not.toBe('');
    for (const rule of [profile.minimumAge.adultUse, profile.minimumAge.medical, profile.anonymousAdultUse, profile.managerOverride]) {
      expect(rule.source.trim()).not.toBe('');
    }
    const types = profile.categories.flatMap((category) => category.traceabilityTypes);
    expect(new Set(types).size, 'a product type in two categories').toBe(types.length);
    for (const buyer of ['adult-use', 'medical'] satisfies BuyerKind[]) {
      expect(() => checkLimits(input(profile, buyer, { cart: [flower(1)] }))).not.toThrow();
    }
  });

  it.each(all.map((profile) => [profile.id, profile] as const))('%s: 21 for adult use, 18 for medical, no override of a legal limit', (_id, profile) => {
    expect(profile.minimumAge.adultUse.years).toBe(21);
    expect(profile.minimumAge.medical.years).toBe(18);
    expect(profile.managerOverride.allowed).toBe(false);
  });
});

describe('Oregon', () => {
  it('holds adult use to 2 oz of flower a day, saying by how much a sale is over', () => {
    const check = checkLimits(input(oregon, 'adult-use', {
      history: [sale('2026-11-24T17:00:00Z', flower(50))], cart: [flower(7)],
    }));
    expect(check.violations).toHaveLength(1);
    expect(check.violations[0]?.message).toBe(
      'Flower: this sale would reach 57 g with 50 g bought before; Oregon\'s adult-use limit is 2 oz (56.699 g) per day — remove 0.301 g.',
    );
  });

  it('counts a medical patient\'s month: 32 oz a calendar month on top of 8 oz a day', () => {
    const earlierThisMonth = [1, 2, 3, 4].map((day) => sale(`2026-11-0${day}T20:00:00Z`, flower(212)));
    const check = checkLimits(input(oregon, 'medical', { history: earlierThisMonth, cart: [flower(60)] }));
    expect(check.violations.map((violation) => violation.category)).toEqual(['usable-medical-month']);
    const lastMonth = [1, 2, 3, 4].map((day) => sale(`2026-10-0${day}T20:00:00Z`, flower(212)));
    expect(checkLimits(input(oregon, 'medical', { history: lastMonth, cart: [flower(60)] })).violations).toEqual([]);
  });

  it('keeps the categories apart: 5 g of extract and 2 oz of flower in one day', () => {
    const check = checkLimits(input(oregon, 'adult-use', { cart: [concentrateMilli(5000), flowerMilli(56_699)] }));
    expect(check.violations).toEqual([]);
    expect(canAddLine(input(oregon, 'adult-use', { cart: [concentrateMilli(5000)] }), concentrateMilli(1))).toMatchObject({ ok: false });
  });
});

describe('Washington', () => {
  it('limits each transaction, whatever was bought earlier the same day', () => {
    const state = input(washington, 'adult-use', { history: [sale('2026-11-24T19:00:00Z', flower(28))], cart: [flower(28)] });
    expect(checkLimits(state).violations).toEqual([]);
    expect(canAddLine(state, flowerMilli(350))).toMatchObject({ ok: false });
  });

  it('counts liquids by fluid ounce: 72 fl oz for adult use, 216 for a patient in the database', () => {
    expect(checkLimits(input(washington, 'adult-use', { cart: [liquidMilli(72_000)] })).violations).toEqual([]);
    expect(checkLimits(input(washington, 'adult-use', { cart: [liquidMilli(72_001)] })).violations[0]?.category).toBe('liquid');
    expect(checkLimits(input(washington, 'medical', { cart: [liquidMilli(216_000)] })).violations).toEqual([]);
  });

  it('asks for the volume of a topical that has none', () => {
    const balm = { traceabilityType: 5, amount: { netGramsMilli: 60_000 }, name: 'Relief balm' };
    const verdict = canAddLine(input(washington, 'adult-use'), balm);
    expect(verdict).toMatchObject({ ok: false, missing: { category: 'liquid', measure: 'fluid-volume' } });
  });
});

describe('California', () => {
  it('adds edibles\' THC to the 8 g concentrate cap, to the milligram', () => {
    const full = input(california, 'adult-use', { cart: [concentrateMilli(5000), edibleMilli(3_000_000)] });
    expect(checkLimits(full).violations).toEqual([]);
    const verdict = canAddLine(full, edibleMilli(1000));
    expect(verdict).toMatchObject({ ok: false, violation: { category: 'concentrate', excess: 1 } });
  });

  it('counts only flower for a medicinal patient, and a physician\'s amount replaces 8 oz', () => {
    const nineOunces = flowerMilli(255_146);
    expect(checkLimits(input(california, 'medical', { cart: [nineOunces, concentrateMilli(50_000)] })).violations)
      .toMatchObject([{ category: 'flower-medical' }]);
    const recommended = input(california, 'medical', { cart: [nineOunces], carryLimit: { value: '12', unit: 1 } });
    expect(checkLimits(recommended).violations).toEqual([]);
  });
});

describe('Colorado', () => {
  it('pools flower, concentrate and products into one ounce: ½ oz + 2 g + 200 mg is exactly full', () => {
    // ½ oz is 14.1747615625 g; the cart holds 14.174 g, so 0.0007615625 g of flower remains.
    const state = input(colorado, 'adult-use', { cart: [flowerMilli(14_174), concentrateMilli(2000), edibleMilli(200_000)] });
    expect(checkLimits(state).violations).toEqual([]);
    expect(canAddLine(state, edibleMilli(1000))).toMatchObject({ ok: false, violation: { category: 'flower-equivalent' } });
    const refusal = canAddLine(state, concentrateMilli(1));
    expect(refusal.ok).toBe(false);
    if (!refusal.ok) expect(refusal.message).toContain('of Concentrate');
  });

  it('keeps a medical patient to 8 g of concentrate a day, separately from 2 oz of flower', () => {
    const state = input(colorado, 'medical', {
      buyerAge: 30, history: [sale('2026-11-24T16:00:00Z', concentrateMilli(6000))], cart: [flower(56)],
    });
    expect(checkLimits(state).violations).toEqual([]);
    expect(canAddLine(state, concentrateMilli(2001))).toMatchObject({ ok: false, violation: { category: 'concentrate-medical', excess: 1 } });
  });

  it('holds a patient aged 18 to 20, or of unknown age, to 2 g of concentrate a day', () => {
    for (const buyerAge of [19, null]) {
      const state = input(colorado, 'medical', { buyerAge, cart: [concentrateMilli(2000)] });
      expect(checkLimits(state).violations).toEqual([]);
      expect(canAddLine(state, concentrateMilli(1))).toMatchObject({ ok: false, violation: { category: 'concentrate-medical-under-21' } });
    }
    expect(canAddLine(input(colorado, 'medical', { buyerAge: 21, cart: [concentrateMilli(2000)] }), concentrateMilli(1))).toEqual({ ok: true });
  });
});

describe('Michigan', () => {
  it('allows 2.5 oz a transaction of which 15 g concentrate', () => {
    expect(checkLimits(input(michigan, 'adult-use', { cart: [concentrateMilli(15_000), flower(55)] })).violations).toEqual([]);
    expect(checkLimits(input(michigan, 'adult-use', { cart: [concentrateMilli(15_001)] })).violations[0]?.category).toBe('concentrate');
    expect(checkLimits(input(michigan, 'adult-use', { cart: [concentrateMilli(15_000), flower(56)] })).violations[0]?.category).toBe('marihuana');
  });

  it('converts a patient\'s concentrate at 7 g to the ounce, and holds 10 oz over 30 rolling days', () => {
    expect(checkLimits(input(michigan, 'medical', { cart: [concentrateMilli(17_500)] })).violations).toEqual([]);
    expect(checkLimits(input(michigan, 'medical', { cart: [concentrateMilli(17_501)] })).violations[0]?.category).toBe('usable-medical-day');
    const month = ['2026-10-30', '2026-11-05', '2026-11-12', '2026-11-19'].map((day) => sale(`${day}T20:00:00Z`, concentrateMilli(17_500)));
    expect(checkLimits(input(michigan, 'medical', { history: month, cart: [concentrateMilli(1)] })).violations[0]?.category)
      .toBe('usable-medical-30-days');
    expect(checkLimits(input(michigan, 'medical', { history: month.slice(1), cart: [concentrateMilli(17_500)] })).violations).toEqual([]);
  });
});
