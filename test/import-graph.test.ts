import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, folderCircles, importCircles, type ImportGraph } from './support/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const graph = buildImportGraph(ROOT);

// The stand-ins of outside services (test/stand-ins) are run by `npm start` for the demo store too:
// code, not tests, and a room of their own.
const isStandIn = (file: string): boolean => file.startsWith('test/stand-ins/') && !/\.test\.tsx?$/.test(file);
const isTest = (file: string): boolean => (file.startsWith('test/') && !isStandIn(file)) || /\.test(-support)?\.tsx?$/.test(file);

/**
 * The room a file lives in: the top folder, and inside server/ and renderer/ the folder (or root
 * file) below it. Arrows between rooms run only downwards, as listed below.
 */
function roomOf(file: string): string {
  if (isStandIn(file)) return 'test/stand-ins';
  const [top, second] = file.split('/');
  if ((top === 'server' || top === 'renderer') && second !== undefined) return `${top}/${second.replace(/\.tsx?$/, '')}`;
  return top!;
}

const SERVER_BASE = ['shared', 'server/db', 'server/http', 'server/auth', 'server/context'];
const REGISTER_BASE = ['shared', 'renderer/data'];

/** Which rooms each room may import (besides itself); a room not listed may import nothing. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  shared: [],
  electron: ['shared'],
  // `npm start` starts the Metrc stand-in (test/stand-ins) beside the demo store.
  scripts: ['shared', 'electron', 'server/db', 'server/features', 'test/stand-ins'],
  // The stand-in's demo wiring signs in as the demo store's manager.
  'test/stand-ins': ['shared', 'server/demo'],
  'server/db': ['shared'],
  'server/http': ['shared', 'server/db'],
  'server/auth': ['shared', 'server/db', 'server/http'],
  'server/context': ['shared', 'server/db', 'server/http', 'server/auth'],
  'server/features': SERVER_BASE,
  'server/demo': [...SERVER_BASE, 'server/features'],
  'server/app': [...SERVER_BASE, 'server/features'],
  'server/main': [...SERVER_BASE, 'server/app', 'server/demo', 'server/features'],
  'renderer/db': ['shared'],
  'renderer/host': ['shared'],
  'renderer/data': ['shared', 'renderer/db'],
  'renderer/sync': ['shared', 'renderer/db', 'renderer/data'],
  'renderer/ui': ['shared', 'renderer/sync'],
  // The contexts and stores screens use: below the screens and the shell. The store's clock formats
  // instants with the register's own formatters.
  'renderer/state': [...REGISTER_BASE, 'renderer/ui'],
  // Receipts as the printer takes them (documents, ESC/POS, the print buttons): used by the screens and the shell.
  'renderer/printing': [...REGISTER_BASE, 'renderer/state', 'renderer/ui'],
  // Screens read and write through renderer/data, never renderer/db.
  'renderer/screens': [...REGISTER_BASE, 'renderer/state', 'renderer/sync', 'renderer/ui', 'renderer/printing'],
  // The shell: App, Workspace, Header.
  'renderer/app': [...REGISTER_BASE, 'renderer/db', 'renderer/state', 'renderer/screens', 'renderer/sync', 'renderer/ui', 'renderer/printing'],
  'renderer/main': ['renderer/app', 'renderer/host'],
};

/** Tests sit beside the code, and may reach further than it, but never across the top-level boundaries. */
const TESTS_NEVER_IMPORT: Record<string, readonly string[]> = {
  shared: ['server', 'renderer', 'electron', 'scripts'],
  renderer: ['server', 'electron', 'scripts'],
  server: ['renderer', 'electron'],
};

function arrowsBreaking(imports: ImportGraph): string[] {
  const broken: string[] = [];
  for (const [file, targets] of imports) {
    if (file.startsWith('test/') && !isStandIn(file)) continue;
    const from = roomOf(file);
    for (const target of targets) {
      const to = roomOf(target);
      if (to === from) continue;
      if (isTest(file)) {
        if ((TESTS_NEVER_IMPORT[from.split('/')[0]!] ?? []).includes(to.split('/')[0]!)) broken.push(`${file} -> ${target}`);
      } else if (isTest(target) || !(MAY_IMPORT[from] ?? []).includes(to)) {
        broken.push(`${file} -> ${target}`);
      }
    }
  }
  return broken;
}

describe('the import graph', () => {
  it('finds the files of the project and their imports', () => {
    expect(graph.get('server/app.ts')).toContain('server/features/index.ts');
    expect(graph.get('renderer/main.tsx')).toContain('renderer/app/App.tsx');
    expect(graph.size).toBeGreaterThan(300);
  });

  it('has no import circle anywhere, tests and bench included', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no circle between the folders of production code', () => {
    const production: ImportGraph = new Map([...graph].filter(([file]) => !isTest(file)));
    expect(folderCircles(production)).toEqual([]);
  });

  it('finds a circle of any length, and none in a chain', () => {
    const planted: ImportGraph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []]]);
    expect(importCircles(planted)).toEqual([['a', 'b', 'c']]);
    const folders: ImportGraph = new Map([['server/features/orders/plan.ts', ['server/features/compliance/facts.ts']], ['server/features/compliance/facts.ts', ['server/features/orders/normalize.ts']]]);
    expect(folderCircles(folders)).toEqual([['server/features/compliance', 'server/features/orders']]);
    expect(importCircles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('has every arrow between rooms running downwards', () => {
    expect(arrowsBreaking(graph)).toEqual([]);
  });

  it('reports an arrow running back up', () => {
    const upward: ImportGraph = new Map([
      ['renderer/state/session-store.ts', ['renderer/screens/sale/SaleScreen.tsx']],
      ['renderer/screens/sale/SaleScreen.tsx', ['renderer/app/App.tsx', 'renderer/db/schema.ts']],
      ['shared/money.ts', ['server/db/schema.ts']],
      ['server/app.ts', ['renderer/data/orders.ts']],
      ['renderer/data/orders.test.ts', ['server/app.ts']],
    ]);
    expect(arrowsBreaking(upward)).toEqual([
      'renderer/state/session-store.ts -> renderer/screens/sale/SaleScreen.tsx',
      'renderer/screens/sale/SaleScreen.tsx -> renderer/app/App.tsx',
      'renderer/screens/sale/SaleScreen.tsx -> renderer/db/schema.ts',
      'shared/money.ts -> server/db/schema.ts',
      'server/app.ts -> renderer/data/orders.ts',
      'renderer/data/orders.test.ts -> server/app.ts',
    ]);
  });
});

describe('the lint rules that keep the rooms apart', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const messagesFor = async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return result!.messages.map((message) => message.ruleId ?? message.message);
  };

  it.each([
    ['renderer/screens/sale/x.ts', "import Dexie from 'dexie';\nexport const d = Dexie;\n"],
    ['renderer/screens/sale/x.ts', "import type { LocalOrder } from '../../db/schema.ts';\nexport type O = LocalOrder;\n"],
    ['renderer/screens/sale/x.ts', "import { App } from '../../app/App.tsx';\nexport const a = App;\n"],
    ['renderer/state/x.ts', "import { SaleScreen } from '../screens/sale/SaleScreen.tsx';\nexport const s = SaleScreen;\n"],
    ['shared/x.ts', "import { buildApp } from '../server/app.ts';\nexport const b = buildApp;\n"],
    ['server/x.ts', "import { ringSale } from '../renderer/data/orders.ts';\nexport const r = ringSale;\n"],
    ['server/features/shifts/routes.ts', "import { sql } from 'kysely';\nexport const now = sql`now()`;\n"],
  ])('refuses the import in %s', async (filePath, code) => {
    expect(await messagesFor(filePath, code)).toContain('no-restricted-imports');
  });

  it('refuses SQL in a route, and allows a call to the slice\'s repository', async () => {
    expect(await messagesFor('server/features/shifts/routes.ts', "export const read = (db: { selectFrom(t: string): unknown }) => db.selectFrom('shifts');\n"))
      .toContain('no-restricted-syntax');
    expect(await messagesFor('server/features/shifts/routes.ts', "import { shifts } from './repository.ts';\nexport const read = shifts;\n")).toEqual([]);
  });

  it('refuses a query on the database in a screen, and allows handing db to renderer/data', async () => {
    expect(await messagesFor('renderer/screens/sale/x.ts', 'export const read = (db: { orders: { toArray(): unknown } }) => db.orders.toArray();\n'))
      .toContain('no-restricted-syntax');
    expect(await messagesFor('renderer/screens/sale/x.ts', "import { getOrder, type RegisterDatabase } from '../../data/index.ts';\nexport const read = (db: RegisterDatabase) => getOrder(db, db.name);\n"))
      .toEqual([]);
  });
});
