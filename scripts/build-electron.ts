import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './processes.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

/**
 * Builds Electron's side into dist/electron: main as one self-contained ESM file (so the package
 * ships no node_modules), and the preload as one CommonJS file, because a sandboxed preload
 * can require nothing but `electron`. Typechecks first against tsconfig.electron.json (no DOM types).
 */
export async function buildElectron(): Promise<void> {
  execFileSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.electron.json', '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
  const outdir = join(repoRoot, 'dist', 'electron');
  await build({
    entryPoints: [join(repoRoot, 'electron', 'main.ts')], outfile: join(outdir, 'main.js'),
    bundle: true, platform: 'node', format: 'esm', target: 'node22', external: ['electron'], sourcemap: true, logLevel: 'warning',
  });
  await build({
    entryPoints: [join(repoRoot, 'electron', 'preload.ts')], outfile: join(outdir, 'preload.cjs'),
    bundle: true, platform: 'node', format: 'cjs', target: 'node22', external: ['electron'], sourcemap: 'inline', logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  endQuietlyWhenOutputCloses();
  await buildElectron();
  process.stdout.write('Built dist/electron (main.js, preload.cjs)\n');
}
