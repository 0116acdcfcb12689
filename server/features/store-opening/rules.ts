import { profiles } from '../../../shared/compliance/limits/profiles/index.ts';

/** The two-letter states Canopy has a purchase-limit profile for ("OR" for us-or), in order. */
export const knownStates = (): string[] =>
  Object.keys(profiles).filter((id) => id.startsWith('us-')).map((id) => id.slice(3).toUpperCase()).sort();

/** The profile id a location of `state` sells under, or undefined where Canopy has none. */
export function jurisdictionOf(state: string): string | undefined {
  const id = `us-${state.trim().toLowerCase()}`;
  return id in profiles ? id : undefined;
}

/** Why a state is refused, naming the states Canopy knows; undefined when it is one of them. */
export function stateProblem(state: string): string | undefined {
  return jurisdictionOf(state) === undefined ? `must be one of the states Canopy has purchase limits for: ${knownStates().join(', ')}` : undefined;
}

/** An IANA time zone the runtime knows ("America/Los_Angeles"); a bare offset or a typo is not one. */
export function isTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_PROBLEM = 'must be an IANA time zone such as America/Los_Angeles';
