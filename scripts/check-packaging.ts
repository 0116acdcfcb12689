import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// electron-builder's own configuration loader and schema validation (app-builder-lib is the library
// electron-builder runs): the same checks `electron-builder` makes before it downloads Electron.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import type { Configuration } from 'app-builder-lib';
import { DebugLogger } from 'builder-util/out/DebugLogger.js';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Checks a packaging configuration without Electron's runtime: electron-builder's schema, and that
 * what it names exists or is what `npm run package` builds (the icon; main where build-electron writes it).
 */
export async function checkPackaging(configPath: string, projectDir = repoRoot): Promise<Configuration> {
  const config = await getConfig(projectDir, configPath, null);
  await validateConfiguration(config, new DebugLogger(false));
  const problems: string[] = [];
  const main = config.extraMetadata?.['main'];
  if (main !== 'dist/electron/main.js') problems.push(`extraMetadata.main is ${String(main)}, but scripts/build-electron.ts writes dist/electron/main.js`);
  for (const platform of [config.linux, config.win, config.mac]) {
    const icon = platform?.icon;
    if (typeof icon === 'string' && !existsSync(join(projectDir, icon))) problems.push(`icon ${icon} does not exist`);
  }
  if (problems.length > 0) throw new Error(`${configPath}: ${problems.join('; ')}`);
  return config;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  endQuietlyWhenOutputCloses();
  const path = process.argv[2] ?? 'electron-builder.yml';
  checkPackaging(path).then(
    (config) => process.stdout.write(`${path}: valid for electron-builder (${[config.linux, config.win, config.mac].filter((target) => target != null).length} platforms)\n`),
    (error: unknown) => { process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`); process.exit(1); },
  );
}
