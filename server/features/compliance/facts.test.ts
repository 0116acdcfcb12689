import { expect, it } from 'vitest';
import type { JurisdictionProfile } from '../../../shared/compliance/limits/profile.ts';
import { washington } from '../../../shared/compliance/limits/profiles/index.ts';
import { historySince } from './facts.ts';

it('reads a buyer\'s sales of the day where a per-transaction state forbids splitting a purchase, and none where it does not', () => {
  const now = new Date('2026-11-24T20:00:00.000Z');
  // Washington's limits are all per transaction, but a known buyer's sales of the day count as one (WAC 314-55-095(1)(d)(ii)).
  expect(historySince(washington, now)).toBe('2026-11-22T20:00:00.000Z');
  const splittable = { ...washington, splitPurchases: { ...washington.splitPurchases, sameDayIsOneTransaction: false } } satisfies JurisdictionProfile;
  expect(historySince(splittable, now)).toBeNull();
});
