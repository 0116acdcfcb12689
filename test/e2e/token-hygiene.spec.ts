import { join } from 'node:path';
import { fileKeyCipher } from '../../electron/core/cipher.ts';
import { createVault } from '../../electron/core/vault.ts';
import { expect, signInAsManager, test } from './support/fixtures.ts';

// The API token lives only in the host's sealed vault. After signing in and the first catalog download, it is
// nowhere the renderer can reach: not in IndexedDB, Web Storage, cookies, the page, nor the
// renderer's console.
test('the token never reaches the renderer, its storage or its logs', async ({ page, registerDataDir }) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));

  await signInAsManager(page);

  // The host's own copy, read the way the host reads it (the test holds the key file).
  const token = createVault({ dataDir: registerDataDir, cipher: fileKeyCipher(join(registerDataDir, 'vault.key')) }).read().token;
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

  // Let the first catalog download write IndexedDB before looking through it.
  await expect.poll(async () => page.evaluate(async () => (await indexedDB.databases()).length), { timeout: 30_000 }).toBeGreaterThan(0);
  const everything = await page.evaluate(async () => {
    const dump: string[] = [document.documentElement.outerHTML, document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      if (info.name === undefined) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        dump.push(JSON.stringify(rows));
      }
      db.close();
    }
    return dump.join('\n');
  });
  expect(everything.length).toBeGreaterThan(1000);
  expect(everything).not.toContain(token!);
  expect(consoleLines.join('\n')).not.toContain(token!);
});
