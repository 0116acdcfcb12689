import { readFileSync } from 'node:fs';

/** The register's plain settings file (nothing secret: secrets live in the vault). */
export interface RegisterSettings {
  /** The Store API the register talks to, e.g. https://store.example.com */
  storeApiUrl?: string;
}

export const SETTINGS_FILE = 'settings.json';

/** Reads settings; a missing or unreadable file means none. */
export function readSettings(path: string): RegisterSettings {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return 'storeApiUrl' in parsed && typeof parsed.storeApiUrl === 'string' ? { storeApiUrl: parsed.storeApiUrl } : {};
}

/** The Store API URL from the environment first (CANOPY_STORE_API_URL), then the settings file. */
export function configuredStoreApiUrl(settingsPath: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env['CANOPY_STORE_API_URL']?.trim();
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  return readSettings(settingsPath).storeApiUrl;
}
