import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileKeyCipher } from '../electron/core/cipher.ts';
import { createRegisterHost } from '../electron/core/host.ts';
import { configuredStoreApiUrl, SETTINGS_FILE } from '../electron/core/settings.ts';
import { launchSecretFrom, startWebHost } from '../electron/web-host.ts';
import { buildElectron } from './build-electron.ts';
import { preferredOrFreePort, repoRoot, startTsProcess, type RunningProcess } from './processes.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';
import { DEMO_METRC, reportDemoToStandIn, startDemoMetrc } from '../test/stand-ins/metrc/demo.ts';

// npm start: the Store API with the demo store (unless one is configured), then the register —
// Electron when its runtime is installed, else browser mode. Ctrl-C stops both.

endQuietlyWhenOutputCloses();

const registerDataDir = join(repoRoot, '.data', 'register');
const rendererDir = join(repoRoot, 'dist', 'renderer');
const stoppers: (() => Promise<void>)[] = [];

async function stopAll(code: number): Promise<never> {
  for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll(0));

/** The newest modification time of any file under `path`. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).filter((name) => name !== 'node_modules').map((name) => newest(join(path, name))));
}

function buildRendererIfStale(): void {
  const built = existsSync(join(rendererDir, 'index.html')) ? newest(rendererDir) : 0;
  const sources = Math.max(newest(join(repoRoot, 'renderer')), newest(join(repoRoot, 'shared')), newest(join(repoRoot, 'vite.config.ts')));
  if (built >= sources) return;
  process.stdout.write('Building the renderer (vite build)…\n');
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** Electron's binary, when its postinstall has downloaded it (node_modules/electron/path.txt names it). */
function electronBinary(): string | null {
  const pathFile = join(repoRoot, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(repoRoot, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

let storeApiUrl = configuredStoreApiUrl(join(registerDataDir, SETTINGS_FILE));
if (storeApiUrl === undefined) {
  // The demo reports its sales to a Metrc stand-in (never the real Metrc: that needs a vendor key of one's own).
  const ownVendorKey = process.env['CANOPY_METRC_VENDOR_KEY'] !== undefined && process.env['CANOPY_METRC_VENDOR_KEY'] !== '';
  const metrc = ownVendorKey ? null : await startDemoMetrc();
  if (metrc !== null) stoppers.push(() => metrc.close());
  const store: RunningProcess = await startTsProcess({
    name: 'Store API', echo: true,
    args: ['server/main.ts', '--port', String(await preferredOrFreePort(8080)), '--data', join(repoRoot, '.data', 'store'),
      ...(metrc === null ? [] : ['--metrc-allow-http'])],
    // The vendor key goes in the environment: a command line is visible in ps.
    ...(metrc === null ? {} : { env: { CANOPY_METRC_VENDOR_KEY: DEMO_METRC.vendorKey } }),
  });
  stoppers.push(() => store.stop());
  store.child.once('exit', () => void stopAll(1));
  storeApiUrl = store.url;
  if (metrc !== null) process.stdout.write(`${await reportDemoToStandIn(store.url, metrc.url).catch((error: unknown) => `state reporting not set: ${String(error)}`)}\n`);
}

try {
  buildRendererIfStale();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}

const electron = electronBinary();
if (electron !== null) {
  await buildElectron();
  const app = spawn(electron, [join(repoRoot, 'dist', 'electron', 'main.js')], {
    cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CANOPY_STORE_API_URL: storeApiUrl },
  });
  stoppers.push(async () => {
    if (app.exitCode === null) app.kill('SIGTERM');
  });
  app.once('exit', (code) => void stopAll(code ?? 0));
  process.stdout.write(`Register (Electron) against ${storeApiUrl}\n`);
} else {
  process.stdout.write('Electron\'s runtime is missing (node_modules/electron has no binary): opening the register in browser mode.\n');
  const host = createRegisterHost({ dataDir: registerDataDir, storeApiUrl, cipher: fileKeyCipher(join(registerDataDir, 'vault.key')) });
  const port = await preferredOrFreePort(Number(process.env['CANOPY_REGISTER_PORT'] ?? 5173));
  const web = await startWebHost({ host, rendererDir, port, launchSecret: launchSecretFrom(process.env) });
  stoppers.push(() => web.close());
  process.stdout.write(`Register (browser mode): ${web.url}\nOpen the register at: ${web.launchUrl}\n`);
}
