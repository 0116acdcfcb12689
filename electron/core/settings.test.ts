import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configuredStoreApiUrl, readSettings } from './settings.ts';

describe('register settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'canopy-settings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the Store API URL from the environment first, then the settings file', () => {
    const path = join(dir, 'settings.json');
    expect(configuredStoreApiUrl(path, {})).toBeUndefined();
    writeFileSync(path, JSON.stringify({ storeApiUrl: 'https://store.example.com' }));
    expect(configuredStoreApiUrl(path, {})).toBe('https://store.example.com');
    expect(configuredStoreApiUrl(path, { CANOPY_STORE_API_URL: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(configuredStoreApiUrl(path, { CANOPY_STORE_API_URL: '  ' })).toBe('https://store.example.com');
  });

  it('ignores settings that are not there or not the right shape', () => {
    expect(readSettings(join(dir, 'missing.json'))).toEqual({});
    writeFileSync(join(dir, 'odd.json'), JSON.stringify({ storeApiUrl: 42 }));
    expect(readSettings(join(dir, 'odd.json'))).toEqual({});
  });
});
