import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER, DEMO_PASSWORD } from '../server/demo/accounts.ts';
import { call } from './support/http.ts';
import { basic } from './support/store-api.ts';

/**
 * Durability across a crash: the real server process (embedded database) takes writes, is killed
 * with SIGKILL (no shutdown hook runs), and a new process on the same data directory still has
 * every acknowledged write, and does not seed the demo store a second time.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `npx tsx server/main.ts` in a process group of its own, resolving once it prints its address. */
function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts', '--port', String(port), '--data', dataDir, '--demo-products', '20'], {
    cwd: join(import.meta.dirname, '..'), detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on http://127.0.0.1:${port}`)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)}) before listening:\n${output}`)));
  });
}

/** SIGKILL to the whole group (npx, tsx and the node process that serves), then wait for the exit. */
async function killHard(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGKILL');
  await exited;
}

let dataDir: string;
let server: ChildProcess | undefined;

beforeAll(() => { dataDir = mkdtempSync(join(tmpdir(), 'canopy-restart-')); });
afterAll(async () => {
  if (server !== undefined) await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
});

it('every acknowledged write survives kill -9, and the demo store is not seeded again', async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir);

  const signIn = async () => (await call<{ user: { token: string; company_id: string } }>(baseUrl, 'GET', '/api/v2/me', { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) })).body.user;
  const user = await signIn();
  const token = user.token;
  const counts = async (t: string) => ({
    customers: (await call<{ customers: unknown[] }>(baseUrl, 'GET', '/api/v2/customers?limit=1000', { token: t })).body.customers.length,
    brands: (await call<{ meta: { total: number } }>(baseUrl, 'GET', '/api/v2/brands', { token: t })).body.meta.total,
    products: (await call<{ meta: { total: number } }>(baseUrl, 'GET', '/api/v2/products', { token: t })).body.meta.total,
  });
  const before = await counts(token);

  const customer = await call<{ customer: { id: string } }>(baseUrl, 'POST', '/api/v2/customers', {
    token, body: { customer: { company_id: user.company_id, first_name: 'Durable', last_name: 'Dana', phone: '(503) 555-0142' } },
  });
  expect(customer.status).toBe(200);
  const brand = await call<{ brand: { id: string } }>(baseUrl, 'POST', '/api/v2/brands', { token, body: { brand: { name: 'Survivor Farms' } } });
  expect(brand.status).toBe(201);
  const item = (await call<{ inventory_items: Array<{ id: string }> }>(baseUrl, 'GET', '/api/v2/inventory_items?limit=1', { token })).body.inventory_items[0]!;
  const update = await call(baseUrl, 'PUT', `/api/v2/inventory_items/${item.id}`, { token, body: { inventory_item: { sku: 'AFTER-CRASH', metadata: { bin: 7 } } } });
  expect(update.status).toBe(204);

  await killHard(server);
  server = await startServer(port, dataDir);

  const again = await signIn();
  expect(await counts(again.token)).toEqual({ customers: before.customers + 1, brands: before.brands + 1, products: before.products });
  const found = await call<{ customers: Array<{ id: string; phone: string }> }>(baseUrl, 'GET', '/api/v2/customers?by_query=Durable', { token: again.token });
  expect(found.body.customers.map((c) => [c.id, c.phone])).toEqual([[customer.body.customer.id, '(503) 555-0142']]);
  const storedBrand = await call<{ brand: { name: string } }>(baseUrl, 'GET', `/api/v2/brands/${brand.body.brand.id}`, { token: again.token });
  expect(storedBrand.body.brand.name).toBe('Survivor Farms');
  const storedItem = await call<{ inventory_item: { sku: string; metadata: unknown } }>(baseUrl, 'GET', `/api/v2/inventory_items/${item.id}`, { token: again.token });
  expect(storedItem.body.inventory_item).toMatchObject({ sku: 'AFTER-CRASH', metadata: { bin: 7 } });
  // The token issued before the crash is still honoured: tokens live in the database, not in memory.
  expect((await call(baseUrl, 'GET', '/api/v2/brands', { token })).status).toBe(200);
}, 120_000);
