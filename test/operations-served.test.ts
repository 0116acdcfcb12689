import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type DeclaredRoute } from '../server/app.ts';
import { openDatabase, type StoreDatabase } from '../server/db/connect.ts';
import { NoBody, None, operations, type Operation, type OperationName } from '../shared/api/operations.ts';

/**
 * Every Store API operation the register uses (shared/api/operations.ts) is served by a v2 route
 * declared from that description: its path, and as its schema the operation's own objects (path
 * parameters, query, body, and every 2xx answer). A route that restated one, even identically,
 * would drift from what the register sends and checks; so this compares identities, not shapes.
 */

type Part = 'params' | 'query' | 'body' | 'answer';

/** The parts of an operation its route does not take from it, and why. Keep it short. */
const notDeclaredFrom: Partial<Record<OperationName, { parts: readonly Part[]; why: string }>> = {
  revokeToken: { parts: ['answer'], why: 'DELETE /me/token answers 204 with no body, so it declares no answer; `Unknown` only says the register reads none' },
  deleteProductType: { parts: ['answer'], why: 'DELETE /product_types/{id} answers 204 with no body; `Unknown` only says the register reads none' },
  products: { parts: ['query'], why: 'GET /products takes every filter of §4.5; the operation is the paging the back office sends' },
  buyerOrders: { parts: ['query'], why: 'GET /orders takes every filter; the operation is the few the register sends, in its order' },
  flaggedOrders: { parts: ['query'], why: 'GET /orders takes every filter; the operation is the few the register sends, in its order' },
  ordersByStateReport: { parts: ['query'], why: 'GET /orders takes every filter; the operation is the few the register sends, in its order' },
};

const isOperationName = (name: string): name is OperationName => name in operations;
const described: Array<[OperationName, Operation]> = Object.keys(operations).filter(isOperationName).map((name) => [name, operations[name]]);
const excepted = (name: OperationName, part: Part): boolean => notDeclaredFrom[name]?.parts.includes(part) ?? false;

/** The schema a route declares for a part; `undefined` where it declares none. */
function declared(route: DeclaredRoute, part: Exclude<Part, 'answer'>): unknown {
  const schema = route.schema;
  if (schema === undefined) return undefined;
  return part === 'params' ? schema.params : part === 'query' ? schema.querystring : schema.body;
}

/** The route's 2xx answers, by status. */
function successAnswers(route: DeclaredRoute): Array<[string, unknown]> {
  const response: unknown = route.schema?.response;
  if (typeof response !== 'object' || response === null) return [];
  return Object.entries(response).filter(([status]) => /^2\d\d$/.test(status));
}

/** What an operation's route must declare for a part: its own object, or nothing where the operation has none. */
function expectedFor(operation: Operation, part: Exclude<Part, 'answer'>): TSchema | undefined {
  if (part === 'params') return operation.params === None ? undefined : operation.params;
  if (part === 'query') return operation.query === None ? undefined : operation.query;
  return operation.body === NoBody ? undefined : operation.body;
}

describe('the Store API declares the routes the register uses from their descriptions', () => {
  const routes: DeclaredRoute[] = [];
  let dataDir: string;
  let store: StoreDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'canopy-operations-'));
    store = openDatabase({ dataDir });
    // Routes are declared while the app is built; nothing here reads the database.
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

  it.each(described)('%s: its route declares the operation\'s own parameters, query and body', (name, operation) => {
    const route = routeOf(operation)!;
    for (const part of ['params', 'query', 'body'] as const) {
      if (excepted(name, part)) continue;
      expect(declared(route, part), part).toBe(expectedFor(operation, part));
    }
  });

  it.each(described)('%s: every 2xx answer of its route is the operation\'s own answer', (name, operation) => {
    if (excepted(name, 'answer')) return;
    const answers = successAnswers(routeOf(operation)!);
    expect(answers.length).toBeGreaterThan(0);
    for (const [status, answer] of answers) expect(answer, status).toBe(operation.answer);
  });

  it('lists as exceptions only parts a route really declares otherwise', () => {
    const stale = described.flatMap(([name, operation]) => {
      const route = routeOf(operation)!;
      return (notDeclaredFrom[name]?.parts ?? []).filter((part) => part === 'answer'
        ? successAnswers(route).some(([, answer]) => answer === operation.answer)
        : declared(route, part) === expectedFor(operation, part)).map((part) => `${name}.${part}`);
    });
    expect(stale).toEqual([]);
  });
});
