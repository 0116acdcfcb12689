import { readFileSync } from 'node:fs';

export interface VendorKeyOptions {
  /** --metrc-vendor-key: on the command line, where `ps` and npm's script banner show it to anyone. */
  flag?: string | undefined;
  /** --metrc-vendor-key-file: a file holding the key (its first line). */
  file?: string | undefined;
}

export type VendorKeyChoice =
  | { kind: 'key'; key: string | null; warning: string | null }
  | { kind: 'problem'; message: string };

export const BARE_VENDOR_KEY_WARNING = 'warning: --metrc-vendor-key puts the vendor key where `ps` and npm\'s script banner show it to anyone on this machine: ' +
  'give it in CANOPY_METRC_VENDOR_KEY or a file (--metrc-vendor-key-file) instead';

/**
 * Metrc's vendor key, from a key file first, then the environment (CANOPY_METRC_VENDOR_KEY), then
 * the bare flag, which still works (scripts and tests use it with the stand-in's key) but is warned
 * about: a process's arguments are readable by every user of the machine.
 */
export function chooseVendorKey(options: VendorKeyOptions, env: NodeJS.ProcessEnv, read = (path: string) => readFileSync(path, 'utf8')): VendorKeyChoice {
  if (options.file !== undefined) {
    let text: string;
    try {
      text = read(options.file);
    } catch {
      return { kind: 'problem', message: `--metrc-vendor-key-file: ${options.file} cannot be read` };
    }
    const key = text.split(/\r?\n/)[0]?.trim() ?? '';
    if (key === '') return { kind: 'problem', message: `--metrc-vendor-key-file: ${options.file} holds no key on its first line` };
    return { kind: 'key', key, warning: null };
  }
  const fromEnv = env['CANOPY_METRC_VENDOR_KEY'];
  if (fromEnv !== undefined && fromEnv !== '') return { kind: 'key', key: fromEnv, warning: null };
  if (options.flag !== undefined && options.flag !== '') return { kind: 'key', key: options.flag, warning: BARE_VENDOR_KEY_WARNING };
  return { kind: 'key', key: null, warning: null };
}
