import type { JurisdictionProfile } from '../profile.ts';
import { california } from './us-ca.ts';
import { colorado } from './us-co.ts';
import { michigan } from './us-mi.ts';
import { oregon } from './us-or.ts';
import { washington } from './us-wa.ts';

/** Every jurisdiction profile, by id ("us-or"): a location names its profile by this id. */
export const profiles: Readonly<Record<string, JurisdictionProfile>> = Object.fromEntries(
  [oregon, washington, california, colorado, michigan].map((profile) => [profile.id, profile]),
);

export { california, colorado, michigan, oregon, washington };
