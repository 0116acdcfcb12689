import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function project(name: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, name), {}, {
    ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => { throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')); },
  });
  if (parsed === undefined) throw new Error(`${name} did not parse`);
  return parsed;
}

const relative = (files: readonly string[]): string[] => files.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
const libs = (options: ts.CompilerOptions): string[] => (options.lib ?? []).map((lib) => lib.toLowerCase());
const hasDom = (options: ts.CompilerOptions): boolean => libs(options).some((lib) => lib.includes('lib.dom'));
const hasNode = (options: ts.CompilerOptions): boolean => (options.types ?? []).includes('node');
const isTest = (file: string): boolean => /\.test(-support)?\.tsx?$/.test(file);

describe('one TypeScript project per process', () => {
  const solution = project('tsconfig.json');
  const shared = project('tsconfig.shared.json');
  const renderer = project('tsconfig.renderer.json');
  const server = project('tsconfig.server.json');
  const electron = project('tsconfig.electron.json');
  const tests = project('tsconfig.test.json');

  it('npm run typecheck builds every project', () => {
    expect(solution.projectReferences?.map((reference) => path.basename(reference.path)).sort()).toEqual([
      'tsconfig.electron.json', 'tsconfig.renderer.json', 'tsconfig.server.json', 'tsconfig.shared.json', 'tsconfig.test.json',
    ]);
  });

  it('gives each process its own globals: the register the DOM and not Node, the Store API and the host Node and not the DOM, shared neither', () => {
    expect([hasDom(renderer.options), hasNode(renderer.options)]).toEqual([true, false]);
    expect(renderer.options.types).toEqual([]);
    expect([hasDom(server.options), hasNode(server.options)]).toEqual([false, true]);
    expect([hasDom(electron.options), hasNode(electron.options)]).toEqual([false, true]);
    expect([hasDom(shared.options), hasNode(shared.options)]).toEqual([false, false]);
    expect(shared.options.types).toEqual([]);
    expect([hasDom(tests.options), hasNode(tests.options)]).toEqual([true, true]);
  });

  it('checks every production file under its process, and every file at all', () => {
    const all = relative(tests.fileNames);
    const production = all.filter((file) => !isTest(file) && !file.startsWith('test/'));
    const homes: Array<[string, ts.ParsedCommandLine]> = [['renderer/', renderer], ['server/', server], ['scripts/', server], ['electron/', electron], ['shared/', shared]];
    for (const [folder, home] of homes) {
      const checked = new Set(relative(home.fileNames));
      expect(production.filter((file) => file.startsWith(folder) && !checked.has(file))).toEqual([]);
    }
    expect(all.filter((file) => file.startsWith('test/')).length).toBeGreaterThan(20);
  });

  it('keeps the register out of the Node projects and the Store API out of the register’s', () => {
    expect(relative(renderer.fileNames).filter((file) => !file.startsWith('renderer/') && !file.startsWith('shared/'))).toEqual([]);
    expect(relative(server.fileNames).filter((file) => file.startsWith('renderer/'))).toEqual([]);
    expect(relative(electron.fileNames).filter((file) => file.startsWith('renderer/') || file.startsWith('server/'))).toEqual([]);
  });
});
