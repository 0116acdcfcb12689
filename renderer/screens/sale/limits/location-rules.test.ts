import { describe, expect, it } from 'vitest';
import { rulesFor } from './location-rules.ts';

describe('rulesFor', () => {
  it('names the profile by the stored jurisdiction, else by the location\'s state', () => {
    expect(rulesFor('OR', { jurisdiction: 'us-wa', timeZone: null }).profile?.id).toBe('us-wa');
    expect(rulesFor('or', { jurisdiction: null, timeZone: null }).profile?.id).toBe('us-or');
    expect(rulesFor('CO', { jurisdiction: null, timeZone: null }).profile?.id).toBe('us-co');
    expect(rulesFor('TX', { jurisdiction: null, timeZone: null }).profile).toBeNull();
  });

  it('takes the stored time zone, else the state\'s, never an unknown zone', () => {
    expect(rulesFor('OR', { jurisdiction: null, timeZone: 'America/Chicago' }).timeZone).toBe('America/Chicago');
    expect(rulesFor('OR', { jurisdiction: null, timeZone: null }).timeZone).toBe('America/Los_Angeles');
    expect(rulesFor('MI', { jurisdiction: null, timeZone: 'Mars/Olympus' }).timeZone).toBe('America/Detroit');
  });
});
