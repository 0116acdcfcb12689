import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type DeclaredRoute } from '../server/app.ts';
import { openDatabase, type StoreDatabase } from '../server/db/connect.ts';
import { NoBody, type Operation } from '../shared/api/operations.ts';
import { stockOperations } from '../renderer/screens/back-office/stock/stock-calls.ts';

/**
 * The back office's stock calls (renderer/screens/back-office/stock/stock-calls.ts) are served by
 * v2 routes with their method and path, and each stock-move route declares the very body and 2xx
 * answers the register sends and checks (identities, as test/operations-served.test.ts holds the
 * register's other operations to). The spec's lists (products, inventory items) answer a shape of
 * their own, which the register checks against the v2 record; only their routes are checked here.
 */
const specLists = new Set(['products', 'inventoryItems']);
const described = Object.entries(stockOperations).map(([name, operation]): [string, Operation] => [name, operation]);

describe('the Store API serves the back office\'s stock calls as they are described', () => {
  const routes: DeclaredRoute[] = [];
  let dataDir: string;
  let store: StoreDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-stock-operations-'));
    store = openDatabase({ dataDir });
    const app = await buildApp({ store, onRoute: (route) => routes.push(route) });
    close = () => app.close();
  });
  afterAll(async () => {
    await close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const routeOf = (operation: Operation): DeclaredRoute | undefined => routes.find((route) =>
    route.url === `/api/v2${operation.path}` && (Array.isArray(route.method) ? route.method.includes(operation.method) : route.method === operation.method));

  it.each(described)('%s is served by a v2 route with its method and path', (_name, operation) => {
    expect(routeOf(operation)).toBeDefined();
  });

  it.each(described.filter(([name]) => !specLists.has(name)))('%s: its route declares the same body and 2xx answers', (_name, operation) => {
    const route = routeOf(operation)!;
    expect(route.schema?.body).toBe(operation.body === NoBody ? undefined : operation.body);
    const response: unknown = route.schema?.response;
    const answers = typeof response === 'object' && response !== null ? Object.entries(response).filter(([status]) => /^2\d\d$/.test(status)) : [];
    expect(answers.length).toBeGreaterThan(0);
    for (const [status, answer] of answers) expect(answer, status).toBe(operation.answer);
  });
});
