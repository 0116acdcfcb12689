import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const helper = fileURLToPath(new URL('./quiet-output.ts', import.meta.url));

/** Runs a small tool with its output closed before it writes (`tool | head -0`): its exit status and what it said on stderr. */
function runWithOutputClosed(source: string): Promise<{ code: number | null; err: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'canopy-quiet-')), 'tool.mts');
  writeFileSync(file, source);
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', [file], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, err }));
  });
}

const tool = (quiet: boolean) => `
${quiet ? `import { endQuietlyWhenOutputCloses } from ${JSON.stringify(helper)};\nendQuietlyWhenOutputCloses();` : ''}
for (let line = 0; line < 2000; line++) process.stdout.write(\`line \${line}\\n\`);
await new Promise((resolve) => setTimeout(resolve, 50));
for (let line = 0; line < 10; line++) process.stdout.write('after the pipe closed\\n');
process.exitCode = 3;
`;

describe('a command-line tool whose output is closed', () => {
  it('crashes on EPIPE without the guard (what the guard is for)', async () => {
    const { code, err } = await runWithOutputClosed(tool(false));
    expect(code).not.toBe(3);
    expect(err).toContain('EPIPE');
  });

  it('with the guard, runs to its end quietly and exits with its own status', async () => {
    expect(await runWithOutputClosed(tool(true))).toEqual({ code: 3, err: '' });
  });
});

describe('the command-line tools', () => {
  it('each one that prints guards its output (a module imported by tools, not run, is exempt)', () => {
    const scripts = dirname(helper);
    const libraries = new Set(['processes.ts', 'quiet-output.ts']);
    const tools = readdirSync(scripts).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !libraries.has(name));
    const printing = tools.filter((name) => /process\.std(out|err)\.write/.test(readFileSync(join(scripts, name), 'utf8')));
    expect(printing.length).toBeGreaterThan(0);
    const unguarded = printing.filter((name) => !/^\s*endQuietlyWhenOutputCloses\(\);/m.test(readFileSync(join(scripts, name), 'utf8')));
    expect(unguarded).toEqual([]);
  });
});
