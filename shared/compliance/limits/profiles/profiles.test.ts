import { readFileSync } from 'node:fs';
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
  it('cites the retailer rule, OAR 845-025-2800, for every limit (845-025-2890 is the tax-collection rule), and marks none verified while its text is unread', () => {
    for (const rule of oregon.limits) {
      expect(rule.source, rule.id).toMatch(/^OAR 845-025-2800\b/);
      expect(rule.verified, rule.id).toBe(false);
    }
    expect(JSON.stringify(oregon)).not.toMatch(/source":"[^"]*845-025-2890/);
    expect(JSON.stringify(oregon)).not.toContain('FAQs: Consumers');
  });

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
  it('counts a known buyer\'s sales of the day as one transaction: 28 g this morning leaves 0.349 g of the ounce (WAC 314-55-095(1)(d)(ii))', () => {
    const state = input(washington, 'adult-use', { history: [sale('2026-11-24T19:00:00Z', flower(28))], cart: [flowerMilli(349)] });
    expect(checkLimits(state).violations).toEqual([]);
    expect(checkLimits(state).rows.find((row) => row.category === 'useable')).toMatchObject({ usedBefore: 28_000, sameDayCounts: true });
    const refused = canAddLine(state, flowerMilli(1));
    expect(refused).toMatchObject({ ok: false });
    if (!refused.ok) expect(refused.message).toContain('today\'s sales to this buyer counting as one (WAC 314-55-095(1)(d)(ii))');
    // Yesterday's sale (in Vancouver's calendar) is another day.
    expect(checkLimits({ ...state, history: [sale('2026-11-24T07:00:00Z', flower(28))], cart: [flower(28)] }).violations).toEqual([]);
  });

  it('holds an anonymous buyer to each transaction alone: the register cannot follow them from one sale to the next', () => {
    const state = input(washington, 'adult-use', { anonymous: true, history: [sale('2026-11-24T19:00:00Z', flower(28))], cart: [flower(28)] });
    expect(checkLimits(state).violations).toEqual([]);
    expect(canAddLine(state, flowerMilli(350))).toMatchObject({ ok: false });
  });

  it('counts ten units of products otherwise taken into the body per transaction (WAC 314-55-095(1)(d)(i)(D))', () => {
    const capsules = (units: number) => ({ traceabilityType: 9, amount: { unitsMilli: units * 1000, netGramsMilli: units * 5000 }, name: 'Capsules' });
    expect(checkLimits(input(washington, 'adult-use', { cart: [capsules(10)] })).violations).toEqual([]);
    const over = checkLimits(input(washington, 'adult-use', { cart: [capsules(11)] }));
    expect(over.violations).toMatchObject([{ category: 'otherwise-taken', limit: 10_000, total: 11_000, unit: 'units' }]);
    expect(over.violations[0]?.message).toBe('Products otherwise taken into the body: this sale would reach 11 units; Washington\'s adult-use limit is 10 units per sale — remove 1 unit.');
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

describe('immature plants and seeds', () => {
  const plants = (count: number) => ({ traceabilityType: 7, amount: { unitsMilli: count * 1000 }, name: 'Clone' });
  const seeds = (count: number) => ({ traceabilityType: 8, amount: { unitsMilli: count * 1000 }, name: 'Seeds' });

  it('Oregon: 4 immature plants and 10 seeds a day, counting what was bought earlier', () => {
    const morning = sale('2026-11-24T17:00:00Z', plants(3), seeds(6));
    const state = input(oregon, 'adult-use', { history: [morning], cart: [plants(1), seeds(4)] });
    expect(checkLimits(state).violations).toEqual([]);
    const fifth = canAddLine(state, plants(1));
    expect(fifth).toMatchObject({ ok: false, violation: { category: 'plants', limit: 4000 } });
    // One plant is one plant: said once, in the singular.
    if (!fifth.ok) expect(fifth.message).toMatch(/remove 1 plant\.$/);
    expect(canAddLine(state, seeds(1))).toMatchObject({ ok: false, violation: { category: 'seeds', limit: 10_000 } });
    expect(checkLimits(input(oregon, 'medical', { cart: [plants(5)] })).violations.map((violation) => violation.category)).toEqual(['plants-medical']);
  });

  it('California: 6 immature plants a day for adult use, 12 for a medicinal patient (4 CCR § 15409(a)(3), (b)(2))', () => {
    expect(checkLimits(input(california, 'adult-use', { cart: [plants(6)] })).violations).toEqual([]);
    expect(checkLimits(input(california, 'adult-use', { cart: [plants(7)] })).violations).toMatchObject([{ category: 'plants', unit: 'plants' }]);
    expect(checkLimits(input(california, 'medical', { cart: [plants(12)] })).violations).toEqual([]);
    expect(checkLimits(input(california, 'medical', { cart: [plants(13)] })).violations).toMatchObject([{ category: 'plants-medical' }]);
  });

  it('Michigan: 3 immature plants per transaction, for every customer (R 420.506(4))', () => {
    for (const buyer of ['adult-use', 'medical'] satisfies BuyerKind[]) {
      expect(checkLimits(input(michigan, buyer, { cart: [plants(3)] })).violations).toEqual([]);
      expect(checkLimits(input(michigan, buyer, { cart: [plants(4)] })).violations).toHaveLength(1);
    }
  });

  it('asks how many plants a line sold by weight is, instead of counting it as none', () => {
    const verdict = canAddLine(input(oregon, 'adult-use'), { traceabilityType: 7, amount: { netGramsMilli: 40_000 }, name: 'Clone tray' });
    expect(verdict).toMatchObject({ ok: false, missing: { category: 'plants', measure: 'count' } });
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
  it('counts a known buyer\'s sales of the day as one transaction toward the ounce; an anonymous sale stands alone', () => {
    const history = [sale('2026-11-24T17:00:00Z', flower(20))];
    const known = input(colorado, 'adult-use', { history, cart: [flower(8)] });
    expect(checkLimits(known).violations).toEqual([]);
    expect(canAddLine(known, flower(1))).toMatchObject({ ok: false, violation: { category: 'flower-equivalent' } });
    expect(canAddLine({ ...known, anonymous: true }, flower(1))).toEqual({ ok: true });
  });

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
  it('counts adult-use infused products at their weight toward 2.5 oz: the draft rule set\'s 16 oz = 1 oz is not in force', () => {
    const gummies = { traceabilityType: 2, amount: { netGramsMilli: 100_000, thcMgMilli: 100_000 }, name: 'Gummies' };
    const soda = { traceabilityType: 3, amount: { netGramsMilli: 355_000, fluidOuncesMilli: 12_000, thcMgMilli: 10_000 }, name: 'Soda' };
    expect(checkLimits(input(michigan, 'adult-use', { cart: [gummies, flower(50)] })).violations).toMatchObject([{ category: 'marihuana', total: 150_000 }]);
    expect(checkLimits(input(michigan, 'adult-use', { cart: [soda] })).violations).toMatchObject([{ category: 'marihuana', total: 355_000 }]);
    expect(checkLimits(input(michigan, 'adult-use', { cart: [{ ...gummies, amount: { netGramsMilli: 70_000 } }] })).violations).toEqual([]);
    // A patient's limit keeps the MMMA's equivalency (MCL 333.26424(c)): 100 g of gummies is 0.22 oz.
    expect(checkLimits(input(michigan, 'medical', { cart: [gummies, flower(50)] })).violations).toEqual([]);
  });

  it('asks for the weight of an adult-use infused liquid that has only its volume', () => {
    const verdict = canAddLine(input(michigan, 'adult-use'), { traceabilityType: 3, amount: { fluidOuncesMilli: 12_000 }, name: 'Soda' });
    expect(verdict).toMatchObject({ ok: false, missing: { category: 'liquid', measure: 'net-weight' } });
  });

  it('allows 2.5 oz a transaction of which 15 g concentrate', () => {
    expect(checkLimits(input(michigan, 'adult-use', { cart: [concentrateMilli(15_000), flower(55)] })).violations).toEqual([]);
    expect(checkLimits(input(michigan, 'adult-use', { cart: [concentrateMilli(15_001)] })).violations[0]?.category).toBe('concentrate');
    expect(checkLimits(input(michigan, 'adult-use', { cart: [concentrateMilli(15_000), flower(56)] })).violations[0]?.category).toBe('marihuana');
  });

  it('counts a patient\'s concentrate at its own weight (MCL 333.26423(o); 7 g = 1 oz is for infused products in gaseous form), and holds 10 oz over 30 rolling days', () => {
    // 2.5 oz is 70.873 g: as much concentrate as flower, not four times as much.
    expect(checkLimits(input(michigan, 'medical', { cart: [concentrateMilli(70_873)] })).violations).toEqual([]);
    expect(checkLimits(input(michigan, 'medical', { cart: [concentrateMilli(70_874)] })).violations[0]?.category).toBe('usable-medical-day');
    expect(checkLimits(input(michigan, 'medical', { cart: [concentrateMilli(17_501), flower(54)] })).violations[0]?.category).toBe('usable-medical-day');
    // 10 oz is 283.495 g; four days of 70.873 g leave 0.003 g in the 30 days.
    const month = ['2026-10-30', '2026-11-05', '2026-11-12', '2026-11-19'].map((day) => sale(`${day}T20:00:00Z`, concentrateMilli(70_873)));
    expect(checkLimits(input(michigan, 'medical', { history: month, cart: [concentrateMilli(3)] })).violations).toEqual([]);
    expect(checkLimits(input(michigan, 'medical', { history: month, cart: [concentrateMilli(4)] })).violations[0]?.category)
      .toBe('usable-medical-30-days');
    expect(checkLimits(input(michigan, 'medical', { history: month.slice(1), cart: [concentrateMilli(70_873)] })).violations).toEqual([]);
  });
});

describe('docs/money-and-compliance.md', () => {
  it('lists every figure a profile does not mark verified', () => {
    const readme = readFileSync(new URL('../../../../docs/money-and-compliance.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### Purchase-limit figures not verified'));
    const rows = section.split('\n').filter((row) => row.startsWith('| `us-'));
    const listed = (profile: string, rule: string) => rows.some((row) => row.startsWith(`| \`${profile}\` |`) && row.split('|')[2]!.includes(`\`${rule}\``));
    for (const profile of Object.values(profiles)) {
      for (const rule of profile.limits) if (!rule.verified) expect(listed(profile.id, rule.id), `${profile.id} ${rule.id}`).toBe(true);
      for (const [name, rule] of Object.entries({
        carryLimit: profile.carryLimit, splitPurchases: profile.splitPurchases, medicalSales: profile.medicalSales, medicalOnlyGoods: profile.medicalOnlyGoods,
      })) {
        if (!rule.verified) expect(listed(profile.id, name), `${profile.id} ${name}`).toBe(true);
      }
    }
  });
});
