import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import { bytesToBase64, DEFAULT_PRINTER_SETTINGS, PRINT_JOB_MAX_BYTES, type PrinterSettings } from '../../shared/printer.ts';
import { startStoreApi, type TestStoreApi } from '../../test/support/store-api.ts';
import { TestPrinter } from '../../test/printer/test-printer.ts';
import { fileKeyCipher } from './cipher.ts';
import { BadArgumentsError, runHostCall } from './dispatch.ts';
import { createRegisterHost } from './host.ts';
import { createPrinter, PrintJobRefusedError, readPrinterSettings, sendToQueue, PRINTER_SETTINGS_FILE } from './printer.ts';

const text = (value: string) => bytesToBase64(new TextEncoder().encode(`${value}\n`));
const atPrinter = (port: number): PrinterSettings => ({ ...DEFAULT_PRINTER_SETTINGS, destination: { kind: 'network', host: '127.0.0.1', port } });

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'canopy-printer-'));
  return () => rmSync(dataDir, { recursive: true, force: true });
});

describe('the host’s printer over raw TCP', () => {
  it('prints jobs one at a time, in the order asked, each on its own connection', async () => {
    const printer = await new TestPrinter().switchOn();
    try {
      const host = createPrinter({ dataDir });
      host.saveSettings(atPrinter(printer.port));
      const outcomes = await Promise.all(['first', 'second', 'third'].map((name) => host.print({ purpose: 'receipt', base64: text(name) })));
      expect(outcomes).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      await printer.waitForJobs(3);
      expect(printer.jobs.map((job) => job.lines[0])).toEqual(['first', 'second', 'third']);
    } finally {
      await printer.switchOff();
    }
  });

  it('answers offline when the printer is off, and prints again once it is back at the same port', async () => {
    const printer = await new TestPrinter().switchOn();
    const host = createPrinter({ dataDir });
    host.saveSettings(atPrinter(printer.port));
    await printer.switchOff();
    expect(await host.print({ purpose: 'receipt', base64: text('lost?') })).toMatchObject({ ok: false, reason: 'offline' });
    await printer.switchOn();
    try {
      expect(await host.print({ purpose: 'receipt', base64: text('again') })).toEqual({ ok: true });
      await printer.waitForJobs(1);
      expect(printer.jobs.map((job) => job.lines[0])).toEqual(['again']);
    } finally {
      await printer.switchOff();
    }
  });

  it('gives up on a printer that takes the connection but never the bytes, within its timeout', async () => {
    // A printer out of paper stops reading: the socket's buffers fill and the write never completes.
    const held = new Set<Socket>();
    const stuck = createServer((socket) => { held.add(socket); socket.pause(); });
    await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
    const address = stuck.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const host = createPrinter({ dataDir, timeoutMs: 300 });
      host.saveSettings(atPrinter(address.port));
      expect(await host.print({ purpose: 'receipt', base64: text('never read') })).toMatchObject({ ok: false, reason: 'offline', message: expect.stringMatching(/did not take the job/) });
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => stuck.close(() => resolve()));
    }
  });

  it('says there is no printer when none is set up, and refuses bytes that are not base64 or too many', async () => {
    const host = createPrinter({ dataDir });
    expect(await host.print({ purpose: 'receipt', base64: text('x') })).toMatchObject({ ok: false, reason: 'no-printer' });
    expect(() => host.print({ purpose: 'receipt', base64: 'QUJD' + '=' })).toThrow(PrintJobRefusedError);
    expect(() => host.print({ purpose: 'receipt', base64: bytesToBase64(new Uint8Array(PRINT_JOB_MAX_BYTES + 1)) })).toThrow(PrintJobRefusedError);
  });

  it('keeps its settings in a file beside the vault; a damaged file means the defaults', () => {
    createPrinter({ dataDir }).saveSettings(atPrinter(9100));
    expect(createPrinter({ dataDir }).settings()).toEqual(atPrinter(9100));
    writeFileSync(join(dataDir, PRINTER_SETTINGS_FILE), '{"destination": {"kind": "network", "host": "printer; rm -rf /", "port": 9100}}');
    expect(readPrinterSettings(join(dataDir, PRINTER_SETTINGS_FILE))).toEqual(DEFAULT_PRINTER_SETTINGS);
  });
});

describe('the host’s printer through a system queue', () => {
  it('runs lp -d NAME -o raw with the bytes on stdin, and reports lp’s refusal', async () => {
    // A stand-in for lp that records its arguments and stdin, as CUPS would take them.
    const lp = join(dataDir, 'lp');
    writeFileSync(lp, `#!/bin/sh\necho "$@" > "${dataDir}/args"\ncat > "${dataDir}/stdin"\n[ "$2" = "Offline_Queue" ] && { echo "lp: The printer or class does not exist." >&2; exit 1; }\nexit 0\n`);
    chmodSync(lp, 0o755);
    await sendToQueue('Counter_TM_T88', new TextEncoder().encode('receipt\n'), 2_000, lp);
    expect(readFileSync(join(dataDir, 'args'), 'utf8')).toBe('-d Counter_TM_T88 -o raw\n');
    expect(readFileSync(join(dataDir, 'stdin'), 'utf8')).toBe('receipt\n');
    await expect(sendToQueue('Offline_Queue', new Uint8Array([1]), 2_000, lp)).rejects.toThrow(/does not exist/);
  });
});

describe('the printer bridge call', () => {
  let api: TestStoreApi;
  beforeAll(async () => { api = await startStoreApi({ engine: 'sqlite' }); });
  afterAll(() => api.close());
  const openHost = () => createRegisterHost({ dataDir, storeApiUrl: api.baseUrl, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });

  it('lets a manager change the settings, and not a budtender or nobody', async () => {
    const host = openHost();
    const save = { action: 'save-settings', settings: atPrinter(9100) } as const;
    expect(await runHostCall(host, 'printer', [save])).toMatchObject({ ok: false, reason: 'not-a-manager' });
    await host.signIn(DEMO_BUDTENDER, DEMO_PASSWORD);
    expect(await runHostCall(host, 'printer', [save])).toMatchObject({ ok: false, reason: 'not-a-manager' });
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    expect(await runHostCall(host, 'printer', [save])).toEqual({ ok: true, settings: atPrinter(9100) });
    expect(await runHostCall(host, 'printer', [{ action: 'settings' }])).toEqual(atPrinter(9100));
  });

  it('refuses a job that names its own destination or is not a job at all, before anything is sent', () => {
    const host = openHost();
    const job = { purpose: 'receipt', base64: text('x') };
    expect(() => runHostCall(host, 'printer', [{ action: 'print', job: { ...job, host: '10.0.0.9', port: 9100 } }])).toThrow(BadArgumentsError);
    expect(() => runHostCall(host, 'printer', [{ action: 'print', job: { ...job, base64: 'not base64!' } }])).toThrow(BadArgumentsError);
    expect(() => runHostCall(host, 'printer', [{ action: 'print', job: { ...job, base64: 'A'.repeat(Math.ceil(PRINT_JOB_MAX_BYTES / 3) * 4 + 4) } }])).toThrow(BadArgumentsError);
    expect(() => runHostCall(host, 'printer', [{ action: 'save-settings', settings: { ...atPrinter(9100), destination: { kind: 'queue', name: '-o evil' } } }])).toThrow(BadArgumentsError);
  });
});
