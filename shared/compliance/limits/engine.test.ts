import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAddLine, checkLimits, orderKindFromSpec, type LimitCheckInput, type LimitLine, type PastPurchase } from './engine.ts';
import type { BuyerKind } from './profile.ts';
import { california, colorado, michigan, oregon, profiles, washington } from './profiles/index.ts';
import { concentrateMilli, edibleMilli, flower, flowerMilli, input, liquidMilli, sale } from './test-support.ts';
import { localDate } from './windows.ts';

const zones = ['America/Los_Angeles', 'America/Denver', 'America/Detroit', 'America/New_York', 'Pacific/Honolulu', 'UTC'];
const NOW = Date.parse('2026-11-24T20:00:00Z');
const DAY = 86_400_000;

const line: fc.Arbitrary<LimitLine> = fc.record({
  // 0 to 6 are the spec's traceability types, 7 to 9 the store's extension (plants, seeds, products otherwise taken).
  traceabilityType: fc.integer({ min: 0, max: 9 }),
  amount: fc.record({
    netGramsMilli: fc.integer({ min: 0, max: 40_000 }),
    thcMgMilli: fc.integer({ min: 0, max: 400_000 }),
    fluidOuncesMilli: fc.integer({ min: 0, max: 30_000 }),
    unitsMilli: fc.integer({ min: 0, max: 5 }).map((units) => units * 1000),
  }, { requiredKeys: ['netGramsMilli'] }),
});

const purchase: fc.Arbitrary<PastPurchase> = fc.record({
  chargedOn: fc.integer({ min: NOW - 40 * DAY, max: NOW }).map((ms) => new Date(ms).toISOString()),
  orderType: fc.constantFrom('sale', 'sale', 'sale', 'refund', 'return', 'void'),
  lines: fc.array(line, { maxLength: 3 }),
});

const state: fc.Arbitrary<LimitCheckInput> = fc.record({
  profile: fc.constantFrom(...Object.values(profiles)),
  buyer: fc.constantFrom<BuyerKind>('adult-use', 'medical'),
  anonymous: fc.boolean(),
  history: fc.array(purchase, { maxLength: 8 }),
  cart: fc.constant([]),
  now: fc.constant(new Date(NOW).toISOString()),
  timeZone: fc.constantFrom(...zones),
});

describe('canAddLine', () => {
  it('never lets a cart built line by line break a limit that was not already broken before it', () => {
    fc.assert(fc.property(state, fc.array(line, { maxLength: 12 }), (start, candidates) => {
      const before = new Map(checkLimits(start).violations.map((violation) => [violation.category, violation.total]));
      let current = start;
      for (const candidate of candidates) {
        if (canAddLine(current, candidate).ok) current = { ...current, cart: [...current.cart, candidate] };
      }
      const after = checkLimits(current);
      expect(after.missing).toEqual([]);
      for (const violation of after.violations) {
        // Only a limit already over from earlier sales (another register, offline) may show, and the cart added nothing to it.
        expect(before.get(violation.category)).toBe(violation.total);
      }
    }), { numRuns: 300 });
  });

  it('refuses only what would break a limit, lacks a figure, or has no buyer it may be sold to', () => {
    fc.assert(fc.property(state, fc.array(line, { maxLength: 6 }), line, (start, cart, candidate) => {
      const current = { ...start, cart: checkLimits({ ...start, cart }).violations.length === 0 ? cart : [] };
      const verdict = canAddLine(current, candidate);
      if (verdict.ok) return;
      const check = checkLimits({ ...current, cart: [...current.cart, candidate] });
      const justified = check.buyerRefusal !== null || check.missing.some((entry) => entry.lineIndex === current.cart.length)
        || check.violations.length > 0;
      expect(justified).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('equivalency', () => {
  it('is exact in Colorado: c mg of concentrate and t µg of THC fit one ounce exactly when 100c + t ≤ 800,000', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 900_000 }), (c, t) => {
      const check = checkLimits(input(colorado, 'adult-use', { cart: [concentrateMilli(c), edibleMilli(t)] }));
      expect(check.violations.length > 0).toBe(100 * c + t > 800_000);
    }), { numRuns: 2000 });
  });

  it('is exact in Michigan: c mg of concentrate (at its own weight) and l thousandths of a fl oz (36 fl oz = 1 oz) fit 2.5 oz exactly', () => {
    // In nanograms times 36,000: c mg is 36·10⁹·c, l/1000 fl oz is 28,349,523,125·l (1 oz = 28.349523125 g), 2.5 oz is 2,551,457,081,250,000.
    fc.assert(fc.property(fc.integer({ min: 0, max: 72_000 }), fc.integer({ min: 0, max: 91_000 }), (c, l) => {
      const check = checkLimits(input(michigan, 'medical', { cart: [concentrateMilli(c), liquidMilli(l)] }));
      const over = 36_000_000_000n * BigInt(c) + 28_349_523_125n * BigInt(l) > 2_551_457_081_250_000n;
      expect(check.violations.some((violation) => violation.category === 'usable-medical-day')).toBe(over);
    }), { numRuns: 2000 });
  });
});

/** The first instant of `now`'s calendar day in `timeZone`, found by bisection (days are 23 to 25 hours). */
function startOfLocalDay(now: number, timeZone: string): number {
  const today = localDate(new Date(now), timeZone);
  let outside = now - 26 * 3_600_000;
  let inside = now;
  while (inside - outside > 1) {
    const middle = Math.floor((inside + outside) / 2);
    if (localDate(new Date(middle), timeZone) === today) inside = middle;
    else outside = middle;
  }
  return inside;
}

describe('per-day windows', () => {
  it('count from local midnight: a purchase the millisecond before does not count today, one at midnight does', () => {
    const instants = fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') });
    // Santiago and Havana move their clocks at midnight, so some days there start at 01:00.
    const dayZones = [...zones, 'America/Santiago', 'America/Havana'];
    fc.assert(fc.property(instants, fc.constantFrom(...dayZones), (now, timeZone) => {
      const midnight = startOfLocalDay(now, timeZone);
      const at = (ms: number) => checkLimits(input(oregon, 'adult-use', {
        now: new Date(now).toISOString(), timeZone, history: [sale(new Date(ms).toISOString(), flower(56))], cart: [flower(1)],
      }));
      expect(at(midnight - 1).violations).toEqual([]);
      expect(at(midnight).violations).toHaveLength(1);
    }), { numRuns: 600 });
  });

  it('start at 01:00 on a day whose midnight does not exist (Santiago, 2026-09-06)', () => {
    const state = input(oregon, 'adult-use', { now: '2026-09-06T15:00:00Z', timeZone: 'America/Santiago', cart: [flower(1)] });
    // Clocks went from 23:59:59 (UTC−4) to 01:00 (UTC−3): the day began at 04:00 UTC.
    expect(checkLimits({ ...state, history: [sale('2026-09-06T03:59:59.999Z', flower(56))] }).violations).toEqual([]);
    expect(checkLimits({ ...state, history: [sale('2026-09-06T04:00:00Z', flower(56))] }).violations).toHaveLength(1);
  });

  it('is the store\'s calendar day: 23:59 yesterday in Portland is today in UTC but not today at the counter', () => {
    const history = [sale('2026-11-24T07:59:00Z', flower(56))]; // 23:59 on 23 November, Pacific time
    const state = input(oregon, 'adult-use', { now: '2026-11-24T18:00:00Z', history, cart: [flower(1)] });
    expect(checkLimits(state).violations).toEqual([]);
    expect(checkLimits({ ...state, timeZone: 'UTC' }).violations).toHaveLength(1);
  });
});

describe('carry_limit', () => {
  /** Oregon's medical flower limit, 8 oz, in thousandths of a gram: 226 796.185. */
  const OREGON_DAY_MILLI = 226_796.185;

  it('in Oregon only lowers the medical flower limit: the lower of the card and 8 oz binds, to the thousandth of a gram', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 600_000 }), (carry, cart) => {
      const check = checkLimits(input(oregon, 'medical', {
        carryLimit: { value: (carry / 1000).toFixed(3), unit: 0 }, cart: [flowerMilli(cart)],
      }));
      expect(check.violations.some((violation) => violation.category === 'usable-medical-day')).toBe(cart > Math.min(carry, OREGON_DAY_MILLI));
    }), { numRuns: 1000 });
  });

  it('in California stands in for 8 oz, up or down, as a physician\'s recommendation may (4 CCR § 15409(c))', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 600_000 }), (carry, cart) => {
      const check = checkLimits(input(california, 'medical', {
        carryLimit: { value: (carry / 1000).toFixed(3), unit: 0 }, cart: [flowerMilli(cart)],
      }));
      expect(check.violations.some((violation) => violation.category === 'flower-medical')).toBe(cart > carry);
    }), { numRuns: 1000 });
  });

  it('an Oregon patient whose card says 24 oz cannot buy 400 g in a day: 8 oz (226.796 g) binds, and the register says why', () => {
    const morning = sale('2026-11-24T17:00:00Z', flower(200));
    const check = checkLimits(input(oregon, 'medical', { carryLimit: { value: '24', unit: 1 }, history: [morning], cart: [flower(200)] }));
    expect(check.violations.map((violation) => violation.category)).toEqual(['usable-medical-day']);
    expect(check.violations[0]?.message).toBe(
      'Flower: this sale would reach 400 g with 200 g bought before; Oregon\'s medical limit is 8 oz (226.796 g) per day — remove 173.204 g.',
    );
    expect(check.warnings).toEqual([expect.stringMatching(/^The patient's carry limit \(680\.389 g\) is above Oregon's flower limit \(8 oz\), and Oregon does not let it raise the limit/)]);
  });

  it('a Washington patient whose card says 8 oz cannot take 200 g in one transaction: 3 oz binds', () => {
    const check = checkLimits(input(washington, 'medical', { carryLimit: { value: '8', unit: 1 }, cart: [flower(200)] }));
    expect(check.violations).toMatchObject([{ category: 'useable-medical', limit: 85_048, total: 200_000 }]);
    const lower = checkLimits(input(washington, 'medical', { carryLimit: { value: '1', unit: 1 }, cart: [flower(30)] }));
    expect(lower.violations).toMatchObject([{ category: 'useable-medical', limit: 28_349 }]);
    expect(lower.violations[0]?.message).toContain('the patient\'s carry limit is 28.349 g per sale');
  });

  it('every profile says what a carry limit may do, citing the rule', () => {
    for (const profile of [oregon, washington, california, colorado, michigan]) {
      expect(profile.carryLimit.source.trim()).not.toBe('');
      expect(profile.limits.filter((rule) => 'carryLimitApplies' in rule && rule.carryLimitApplies === true)).toHaveLength(1);
    }
    expect(california.carryLimit.effect).toBe('practitioner-sets');
    for (const profile of [oregon, washington, colorado, michigan]) expect(profile.carryLimit.effect).toBe('lower-only');
  });

  it('does not touch adult-use limits, and a carry limit that is not a weight leaves the default with a warning', () => {
    const adult = checkLimits(input(oregon, 'adult-use', { carryLimit: { value: '10', unit: 1 }, cart: [flower(57)] }));
    expect(adult.violations).toHaveLength(1);
    const odd = checkLimits(input(oregon, 'medical', { carryLimit: { value: '3', unit: 5 }, cart: [flower(200)] }));
    expect(odd.violations).toEqual([]);
    expect(odd.warnings[0]).toContain('not a weight');
  });
});

describe('anonymous sales', () => {
  it('see only the sale itself: history makes no difference', () => {
    fc.assert(fc.property(state, fc.array(line, { maxLength: 6 }), (start, cart) => {
      const anonymous = checkLimits({ ...start, anonymous: true, cart });
      const fresh = checkLimits({ ...start, anonymous: true, history: [], cart });
      expect(anonymous).toEqual(fresh);
    }), { numRuns: 200 });
  });

  it('are refused for a medical sale', () => {
    const verdict = canAddLine(input(oregon, 'medical', { anonymous: true }), flower(1));
    expect(verdict).toMatchObject({ ok: false, message: expect.stringContaining('patient') });
  });
});

describe('refunds, returns and voids', () => {
  it('give back what they returned within the window, never more than was bought in it', () => {
    const today = '2026-11-24T18:00:00Z';
    const refunded: PastPurchase = { chargedOn: today, orderType: 'refund', lines: [flower(30)] };
    expect(checkLimits(input(oregon, 'adult-use', { history: [sale(today, flower(40)), refunded], cart: [flower(40)] })).violations)
      .toEqual([]);
    // Returning yesterday's 40 g today does not open 40 g more today.
    const returned: PastPurchase = { chargedOn: today, orderType: 'return', lines: [flower(40)] };
    const check = checkLimits(input(oregon, 'adult-use', {
      history: [sale('2026-11-23T18:00:00Z', flower(40)), returned], cart: [flower(57)],
    }));
    expect(check.rows.find((row) => row.category === 'usable')?.usedBefore).toBe(0);
    expect(check.violations).toHaveLength(1);
  });

  it('maps order types 0 Sale, 1 Refund, 2 Return, 3 Void', () => {
    expect([0, 1, 2, 3, 4].map(orderKindFromSpec)).toEqual(['sale', 'refund', 'return', 'void', null]);
  });
});

describe('rows', () => {
  it('show, per limit, what was bought, what the cart adds and what remains', () => {
    const check = checkLimits(input(oregon, 'adult-use', { history: [sale('2026-11-24T17:00:00Z', flower(20))], cart: [flower(7)] }));
    expect(check.rows.find((row) => row.category === 'usable')).toMatchObject({
      label: 'Flower', limitKind: 'per-day', limit: 56_699, unit: 'g', usedBefore: 20_000, inCart: 7000, remaining: 29_699,
    });
  });

  it('report a cart line without the figure its category counts by, never as zero', () => {
    const check = checkLimits(input(colorado, 'adult-use', { cart: [{ traceabilityType: 2, amount: {} }] }));
    expect(check.missing).toMatchObject([{ lineIndex: 0, category: 'products', measure: 'thc' }]);
  });
});
