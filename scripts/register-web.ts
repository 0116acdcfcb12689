import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileKeyCipher } from '../electron/core/cipher.ts';
import { createRegisterHost } from '../electron/core/host.ts';
import { configuredStoreApiUrl, SETTINGS_FILE } from '../electron/core/settings.ts';
import { launchSecretFrom, startWebHost } from '../electron/web-host.ts';
import { repoRoot } from './processes.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

endQuietlyWhenOutputCloses();

const HELP = `Canopy Register in browser mode (the real renderer and host core, served on loopback)

Usage: npm run register:web -- [options]

  --store-api <URL>   the Store API to use (default: CANOPY_STORE_API_URL, then "storeApiUrl" in
                      <data>/settings.json)
  --port <PORT>       port on 127.0.0.1 to serve the register on (default 5173)
  --data <DIR>        the register's data directory: vault and key file (default .data/register)
  --renderer <DIR>    the built renderer to serve (default dist/renderer)
  --help              show this help

Serves the renderer built by: npx vite build. When ready it prints:
Register (browser mode): http://127.0.0.1:<PORT>
Open the register at: http://127.0.0.1:<PORT>/?launch=<SECRET>
The secret is new on every launch (or CANOPY_REGISTER_LAUNCH_SECRET's, for a launcher that opens
the browser itself): only a browser that opened that address can use the register's host.
`;

const { values } = parseArgs({
  options: {
    'store-api': { type: 'string' },
    port: { type: 'string', default: '5173' },
    data: { type: 'string', default: '.data/register' },
    renderer: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const dataDir = resolve(values.data);
const storeApiUrl = values['store-api'] ?? configuredStoreApiUrl(join(dataDir, SETTINGS_FILE));
if (storeApiUrl === undefined) {
  process.stderr.write(`No Store API URL: pass --store-api URL, set CANOPY_STORE_API_URL, or write {"storeApiUrl": "…"} to ${join(dataDir, SETTINGS_FILE)}\n`);
  process.exit(2);
}

// No OS keychain in a browser: the vault's key sits in a file only this user can read.
const host = createRegisterHost({ dataDir, storeApiUrl, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });
const web = await startWebHost({ host, rendererDir: values.renderer === undefined ? join(repoRoot, 'dist', 'renderer') : resolve(values.renderer), port: Number(values.port), launchSecret: launchSecretFrom(process.env) });
process.stdout.write(`Register (browser mode): ${web.url}\nOpen the register at: ${web.launchUrl}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void web.close().then(() => process.exit(0));
  });
}
