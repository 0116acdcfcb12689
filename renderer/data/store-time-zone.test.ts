import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './catalog.test-support.ts';
import { readStoreTimeZone, REGISTER_SETTINGS_META_KEY, storeTimeZone } from './store-time-zone.ts';

describe('the store\'s time zone', () => {
  it('is the one the register settings name, else the store\'s state\'s, never merely the machine\'s', () => {
    expect(storeTimeZone('America/Denver', 'OR')).toBe('America/Denver');
    expect(storeTimeZone(null, 'or')).toBe('America/Los_Angeles');
    expect(storeTimeZone('Not/AZone', 'MI')).toBe('America/Detroit');
    expect(storeTimeZone(null, 'ZZ')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is read from the register settings the pull kept', async () => {
    const db = freshDatabase();
    expect(await readStoreTimeZone(db, 'OR')).toBe('America/Los_Angeles');
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: ' America/Denver ', jurisdiction: 'us-co' } });
    expect(await readStoreTimeZone(db, 'OR')).toBe('America/Denver');
    await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: { time_zone: null } });
    expect(await readStoreTimeZone(db, 'WA')).toBe('America/Los_Angeles');
  });
});
