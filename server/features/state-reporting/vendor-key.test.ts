import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chooseVendorKey } from './vendor-key.ts';

describe("the server's Metrc vendor key", () => {
  const files: Record<string, string> = { '/keys/vendor': 'from-the-file\n', '/keys/empty': '\n' };
  const read = (path: string): string => {
    const text = files[path];
    if (text === undefined) throw new Error('ENOENT');
    return text;
  };
  it('comes from a key file or the environment without a warning', () => {
    expect(chooseVendorKey({ file: '/keys/vendor' }, {}, read)).toEqual({ kind: 'key', key: 'from-the-file', warning: null });
    expect(chooseVendorKey({}, { CANOPY_METRC_VENDOR_KEY: 'from-env' }, read)).toEqual({ kind: 'key', key: 'from-env', warning: null });
    expect(chooseVendorKey({ file: '/keys/vendor', flag: 'bare' }, { CANOPY_METRC_VENDOR_KEY: 'from-env' }, read)).toMatchObject({ key: 'from-the-file', warning: null });
    expect(chooseVendorKey({}, {}, read)).toEqual({ kind: 'key', key: null, warning: null });
  });
  it('given as a bare flag, is warned about (ps and the npm banner show it), and the warning does not repeat it', () => {
    const choice = chooseVendorKey({ flag: 'secret-vendor-key' }, {}, read);
    expect(choice).toMatchObject({ kind: 'key', key: 'secret-vendor-key', warning: expect.stringContaining('CANOPY_METRC_VENDOR_KEY') });
    expect(JSON.stringify(choice.kind === 'key' ? choice.warning : '')).not.toContain('secret-vendor-key');
  });
  it('a key file that cannot be read or is empty stops the server', () => {
    expect(chooseVendorKey({ file: '/keys/missing' }, {}, read)).toMatchObject({ kind: 'problem' });
    expect(chooseVendorKey({ file: '/keys/empty' }, {}, read)).toMatchObject({ kind: 'problem' });
  });
  it('--help says to prefer the environment or a key file, and names the bounds on calls to Metrc', () => {
    const help = spawnSync('node_modules/.bin/tsx', ['server/main.ts', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const text of ['--metrc-vendor-key-file', 'CANOPY_METRC_VENDOR_KEY', 'visible in ps', '--metrc-allow-host', '--metrc-max-pages', '--metrc-max-answer-kb', '--metrc-call-seconds']) {
      expect(help.stdout).toContain(text);
    }
  });
});
