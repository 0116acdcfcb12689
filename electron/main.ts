import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, safeStorage, session, type IpcMainInvokeEvent } from 'electron';
import { bridgeCalls, channelOf, HOST_EVENT_CHANNEL, toEnvelope, type HostEvent } from '../shared/bridge.ts';
import type { Cipher } from './core/cipher.ts';
import { runHostCall } from './core/dispatch.ts';
import { createRegisterHost, type RegisterHost } from './core/host.ts';
import { configuredStoreApiUrl, SETTINGS_FILE } from './core/settings.ts';
import { allowNavigation, allowPermission, windowOpenHandler, windowOptions, withSecurityHeaders } from './window-options.ts';

// Main only wires Electron to the host core; everything that decides something lives in core/ and is tested there.

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererIndex = join(here, '..', 'renderer', 'index.html');
const preloadPath = join(here, 'preload.cjs');

/** The OS keychain (Keychain, DPAPI, libsecret) seals the vault in the app. */
const keychainCipher: Cipher = {
  encrypt: (plain) => safeStorage.encryptString(plain),
  decrypt: (sealed) => safeStorage.decryptString(sealed),
};

if (!app.requestSingleInstanceLock()) {
  // A second register on one machine would share one vault and one device id: hand over to the first.
  app.quit();
} else {
  void start();
}

async function start(): Promise<void> {
  await app.whenReady();
  const dataDir = app.getPath('userData');
  const storeApiUrl = configuredStoreApiUrl(join(dataDir, SETTINGS_FILE));
  if (storeApiUrl === undefined) {
    dialog.showErrorBox('Canopy Register', `No Store API is configured. Set CANOPY_STORE_API_URL or write {"storeApiUrl": "https://…"} to ${join(dataDir, SETTINGS_FILE)}.`);
    app.quit();
    return;
  }
  if (!safeStorage.isEncryptionAvailable()) {
    dialog.showErrorBox('Canopy Register', 'This computer offers no keychain to keep the register\'s credentials safe.');
    app.quit();
    return;
  }
  const host = createRegisterHost({ dataDir, storeApiUrl, cipher: keychainCipher });

  const defaultSession = session.defaultSession;
  defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(allowPermission(permission)));
  defaultSession.setPermissionCheckHandler((_contents, permission) => allowPermission(permission));
  defaultSession.webRequest.onHeadersReceived((details, callback) => callback({ responseHeaders: withSecurityHeaders(details.responseHeaders) }));

  const window = new BrowserWindow(windowOptions(preloadPath));
  window.webContents.setWindowOpenHandler(windowOpenHandler);
  window.webContents.on('will-navigate', (event, url) => {
    if (!allowNavigation(url)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!allowNavigation(url)) event.preventDefault();
  });
  window.once('ready-to-show', () => window.show());

  wireBridge(host, window);
  host.onEvent((event: HostEvent) => {
    if (!window.isDestroyed()) window.webContents.send(HOST_EVENT_CHANNEL, event);
  });

  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  await window.loadFile(rendererIndex);
}

/** One handler per bridge call; calls still running hold quitting until they settle (a sale's POST must not be cut). */
function wireBridge(host: RegisterHost, window: BrowserWindow): void {
  const inFlight = new Set<Promise<unknown>>();
  const print = (): Promise<void> => new Promise((resolve, reject) => {
    window.webContents.print({ silent: false, printBackground: true }, (success, reason) => {
      if (success || reason === 'cancelled') resolve();
      else reject(new Error(reason));
    });
  });

  for (const call of bridgeCalls) {
    ipcMain.handle(channelOf(call), (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      // Only our own window's main frame may call the host.
      if (event.sender !== window.webContents || event.senderFrame !== window.webContents.mainFrame) {
        return { ok: false, error: { name: 'Refused', message: 'not the register window' } };
      }
      const pending = toEnvelope(() => (call === 'print' ? print() : runHostCall(host, call, args)));
      inFlight.add(pending);
      void pending.finally(() => inFlight.delete(pending));
      return pending;
    });
  }

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting || inFlight.size === 0) return;
    event.preventDefault();
    quitting = true;
    void Promise.allSettled([...inFlight]).then(() => app.quit());
  });
}
