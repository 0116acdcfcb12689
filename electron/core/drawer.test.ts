import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_PASSWORD } from '../../server/demo/accounts.ts';
import { bytesToBase64, DEFAULT_PRINTER_SETTINGS, type PrinterSettings } from '../../shared/printer.ts';
import { TestPrinter } from '../../test/printer/test-printer.ts';
import { startStoreApi, type TestStoreApi } from '../../test/support/store-api.ts';
import { fileKeyCipher } from './cipher.ts';
import { runHostCall } from './dispatch.ts';
import { createRegisterHost, drawerKickBytes } from './host.ts';
import { createManagerPinGuard, PIN_LOCK_AFTER, PIN_LOCK_MS } from './manager-pin.ts';
import { PrintJobRefusedError } from './printer.ts';
import { createVault } from './vault.ts';
import { hashPin } from '../../shared/pin.ts';

/** The demo manager's PIN (server/demo). */
const MANAGER_PIN = '4321';

/**
 * Who may open the drawer and print, as the register's host decides it, against a real Store API
 * and a test printer on loopback.
 */
describe('the drawer and the printer at the host', () => {
  let api: TestStoreApi;
  let printer: TestPrinter;
  let dataDir: string;
  beforeAll(async () => {
    api = await startStoreApi({ engine: 'sqlite' });
    printer = await new TestPrinter().switchOn();
  });
  afterAll(async () => {
    await printer.switchOff();
    await api.close();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-drawer-'));
    return () => rmSync(dataDir, { recursive: true, force: true });
  });

  const atPrinter: () => PrinterSettings = () => ({ ...DEFAULT_PRINTER_SETTINGS, destination: { kind: 'network', host: '127.0.0.1', port: printer.port } });
  const openHost = () => createRegisterHost({ dataDir, storeApiUrl: api.baseUrl, cipher: fileKeyCipher(join(dataDir, 'vault.key')) });

  /** A register a manager set up (which keeps the approvers), now signed in as a budtender. */
  async function budtenderRegister() {
    const host = openHost();
    const manager = await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    if (!manager.ok) throw new Error('the manager did not sign in');
    await host.setUpDevice({ locationId: manager.session.location.id, name: 'Front counter' });
    expect(await host.printer({ action: 'save-settings', settings: atPrinter() })).toMatchObject({ ok: true });
    await host.signOut();
    expect(await host.signIn(DEMO_BUDTENDER, DEMO_PASSWORD)).toMatchObject({ ok: true });
    return host;
  }

  it('opens the drawer for No sale only on a manager\'s PIN the host checked, for a budtender too', async () => {
    const host = await budtenderRegister();
    const before = printer.jobs.length;
    expect(await host.printer({ action: 'no-sale', pin: '0000' })).toMatchObject({ ok: false, reason: 'wrong-pin' });
    expect(printer.jobs.length).toBe(before);
    const opened = await host.printer({ action: 'no-sale', pin: MANAGER_PIN });
    expect(opened).toMatchObject({ ok: true, approver: { user_id: api.demo.managerId, name: 'Maria Lopez' }, drawer: { ok: true } });
    await printer.waitForJobs(before + 1);
    expect(printer.jobs.at(-1)!.pulses).toEqual([{ pin: 2, onMs: 100, offMs: 500 }]);
  });

  it('never hands the page a PIN hash, and keeps the hashes only from a manager\'s session', async () => {
    const host = await budtenderRegister();
    const answer = await host.api({ method: 'GET', path: '/register_settings' });
    expect(answer).toMatchObject({ kind: 'ok', body: { register_settings: { approvers: [{ user_id: api.demo.managerId, name: 'Maria Lopez' }] } } });
    expect(JSON.stringify(answer)).not.toMatch(/pin_(hash|salt)/);
    const signedInAsManager = await (async () => {
      await host.signOut();
      await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
      return host.api({ method: 'GET', path: '/register_settings' });
    })();
    expect(JSON.stringify(signedInAsManager)).not.toMatch(/pin_(hash|salt)/);
    // The host kept them (sealed in the vault) to check a PIN offline.
    expect(createVault({ dataDir, cipher: fileKeyCipher(join(dataDir, 'vault.key')) }).read().approvers?.list).toHaveLength(1);
  });

  it('a register no manager signed in on has no PIN to check: No sale is refused', async () => {
    const host = openHost();
    await host.signIn(DEMO_BUDTENDER, DEMO_PASSWORD);
    expect(await host.printer({ action: 'no-sale', pin: MANAGER_PIN })).toMatchObject({ ok: false, reason: 'no-approvers' });
    expect(await host.managerPin(MANAGER_PIN)).toMatchObject({ ok: false, reason: 'no-approvers' });
  });

  it('locks after five wrong PINs in a row, also against the right PIN, and a restarted host stays locked', async () => {
    const host = await budtenderRegister();
    for (let attempt = 1; attempt < PIN_LOCK_AFTER; attempt += 1) expect(await host.managerPin('0000')).toMatchObject({ ok: false, reason: 'wrong-pin' });
    expect(await host.printer({ action: 'no-sale', pin: '1111' })).toMatchObject({ ok: false, reason: 'locked' });
    const before = printer.jobs.length;
    expect(await host.printer({ action: 'no-sale', pin: MANAGER_PIN })).toMatchObject({ ok: false, reason: 'locked' });
    expect(await openHost().managerPin(MANAGER_PIN)).toMatchObject({ ok: false, reason: 'locked' });
    expect(printer.jobs.length).toBe(before);
  });

  it('the lock lasts five minutes, a wrong PIN after it locks again, and a right one clears the count', () => {
    let now = 1_000_000;
    const guard = createManagerPinGuard({ dataDir, now: () => now });
    const approvers = [{ user_id: 'mgr', name: 'M', ...hashPin('2468') }];
    for (let attempt = 0; attempt < PIN_LOCK_AFTER; attempt += 1) guard.check('1357', approvers);
    expect(guard.check('2468', approvers)).toMatchObject({ ok: false, reason: 'locked', retryAfterMs: PIN_LOCK_MS });
    now += PIN_LOCK_MS - 1;
    expect(guard.check('2468', approvers)).toMatchObject({ ok: false, reason: 'locked', retryAfterMs: 1 });
    now += 1;
    expect(guard.check('1357', approvers)).toMatchObject({ ok: false, reason: 'locked' });
    now += PIN_LOCK_MS;
    expect(guard.check('2468', approvers)).toMatchObject({ ok: true, approver: { user_id: 'mgr' } });
    expect(guard.check('1357', approvers)).toMatchObject({ ok: false, reason: 'wrong-pin' });
  });

  it('prints nothing for a register nobody is signed in on', async () => {
    const host = await budtenderRegister();
    await host.signOut();
    const before = printer.jobs.length;
    expect(await host.printer({ action: 'print', job: { purpose: 'drawer', base64: bytesToBase64(drawerKickBytes(DEFAULT_PRINTER_SETTINGS)) } }))
      .toMatchObject({ ok: false, reason: 'not-signed-in' });
    expect(await host.printer({ action: 'no-sale', pin: MANAGER_PIN })).toMatchObject({ ok: false, reason: 'not-signed-in' });
    expect(printer.jobs.length).toBe(before);
  });

  it('keeps a budtender\'s sale opening its drawer, and refuses a drawer pulse inside a Z report or test page', async () => {
    const host = await budtenderRegister();
    const kick = bytesToBase64(drawerKickBytes(DEFAULT_PRINTER_SETTINGS));
    expect(await host.printer({ action: 'print', job: { purpose: 'drawer', base64: kick } })).toEqual({ ok: true });
    await expect(runHostCall(host, 'printer', [{ action: 'print', job: { purpose: 'z-report', base64: kick } }])).rejects.toBeInstanceOf(PrintJobRefusedError);
    await expect(runHostCall(host, 'printer', [{ action: 'print', job: { purpose: 'test-page', base64: kick } }])).rejects.toBeInstanceOf(PrintJobRefusedError);
  });

  it('refuses the Store API\'s own address and system ports as the printer', async () => {
    const host = openHost();
    await host.signIn(DEMO_MANAGER, DEMO_PASSWORD);
    const storeApi = new URL(api.baseUrl);
    const at = (hostName: string, port: number): PrinterSettings => ({ ...DEFAULT_PRINTER_SETTINGS, destination: { kind: 'network', host: hostName, port } });
    expect(await host.printer({ action: 'save-settings', settings: at('localhost', Number(storeApi.port)) })).toMatchObject({ ok: false, reason: 'not-a-printer' });
    expect(await host.printer({ action: 'save-settings', settings: at('127.0.0.1', 22) })).toMatchObject({ ok: false, reason: 'not-a-printer' });
    expect(await host.printer({ action: 'save-settings', settings: at('192.168.1.50', 9100) })).toMatchObject({ ok: true });
    expect(await host.printer({ action: 'settings' })).toMatchObject({ destination: { host: '192.168.1.50' } });
  });
});
