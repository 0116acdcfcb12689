import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../data/catalog.test-support.ts';
import { readLocationRules, REGISTER_SETTINGS_META_KEY, rulesFor } from './location-rules.ts';

describe('rulesFor', () => {
  it('names the profile by the stored jurisdiction, else by the location\'s state', () => {
    expect(rulesFor('OR', { jurisdiction: 'us-wa', timeZone: null }).profile?.id).toBe('us-wa');
    expect(rulesFor('or', { jurisdiction: null, timeZone: null }).profile?.id).toBe('us-or');
    expect(rulesFor('CO', { jurisdiction: null, timeZone: null }).profile?.id).toBe('us-co');
    expect(rulesFor('TX', { jurisdiction: null, timeZone: null }).profile).toBeNull();
    // A jurisdiction no profile covers is not replaced by the state's law: the limits cannot be checked there.
    expect(rulesFor('OR', { jurisdiction: 'us-nv', timeZone: null }).profile).toBeNull();
  });

  it('takes the stored time zone, else the state\'s, never an unknown zone', () => {
    expect(rulesFor('OR', { jurisdiction: null, timeZone: 'America/Chicago' }).timeZone).toBe('America/Chicago');
    expect(rulesFor('OR', { jurisdiction: null, timeZone: null }).timeZone).toBe('America/Los_Angeles');
    expect(rulesFor('MI', { jurisdiction: null, timeZone: 'Mars/Olympus' }).timeZone).toBe('America/Detroit');
  });
});

describe('readLocationRules', () => {
  it('goes by the jurisdiction of the kept register settings, and by the state where they name none', async () => {
    const db = freshDatabase();
    expect((await readLocationRules(db, 'OR')).profile?.id).toBe('us-or');
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Denver', jurisdiction: 'us-co' } });
    expect(await readLocationRules(db, 'OR')).toMatchObject({ profile: { id: 'us-co' }, timeZone: 'America/Denver' });
    // Settings kept from a Store API that did not send the jurisdiction yet.
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Denver' } });
    expect(await readLocationRules(db, 'MI')).toMatchObject({ profile: { id: 'us-mi' }, timeZone: 'America/Denver' });
  });
});

describe('whether the location may make medical sales', () => {
  it('is read from the kept register settings, and is no until they say so', async () => {
    const db = freshDatabase();
    expect((await readLocationRules(db, 'OR')).medicalSales).toBe(false);
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Los_Angeles', jurisdiction: 'us-or', medical_endorsement: true } });
    expect((await readLocationRules(db, 'OR')).medicalSales).toBe(true);
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: 'America/Los_Angeles', jurisdiction: 'us-or', medical_endorsement: false } });
    expect((await readLocationRules(db, 'OR')).medicalSales).toBe(false);
  });
});
