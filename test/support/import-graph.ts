import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The project's own source folders: every file in them is a node of the import graph. */
export const SOURCE_ROOTS = ['server', 'shared', 'renderer', 'electron', 'scripts', 'test'] as const;

/** One file's imports of other project files (paths relative to the repository root, with '/'). */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  const start = path.join(root, folder);
  if (fs.existsSync(start)) walk(start);
  return out;
}

function resolveRelative(known: Set<string>, from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Every static import, re-export and dynamic import() between project files, type-only ones
 * included: a type import still ties two modules' meanings together, so it counts as an arrow.
 */
export function buildImportGraph(root: string): ImportGraph {
  const files = SOURCE_ROOTS.flatMap((folder) => sourceFiles(root, folder));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(known, file, fileName);
      if (target !== undefined && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The graph's strongly connected components of more than one file (Tarjan): each is an import circle. */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/**
 * The folder a file counts in when folders are compared: its own, except that a file directly in
 * server/ or renderer/ (app.ts, context.ts, main.tsx) counts on its own, since those are a
 * composition root and a shared base that happen to sit side by side.
 */
export function folderOf(file: string): string {
  const folder = path.posix.dirname(file);
  return folder === 'server' || folder === 'renderer' ? file.replace(/\.tsx?$/, '') : folder;
}

/** Circles between folders: folder A imports folder B and B (perhaps through others) imports A. */
export function folderCircles(graph: ImportGraph): string[][] {
  const folderGraph: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = new Set(folderGraph.get(from) ?? []);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
    folderGraph.set(from, [...edges]);
  }
  return importCircles(folderGraph);
}
