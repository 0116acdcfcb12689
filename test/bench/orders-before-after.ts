import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/processes.ts';
import { benchOrdersCpu } from './orders-cpu.ts';
import { measured, notAvailable, ratioTo, type Figure } from './report.ts';

// POST /orders at an earlier commit and at this checkout, in one run: a change to how a sale is
// written is judged against the code it replaced on the same machine minutes apart, not against a
// table from another day. Each side runs its own `--orders-only` bench (its own server, migrations
// and seed), and the sides take turns (ABBA…), so a machine that gets busier halfway through
// weighs on both. The median of the rounds is reported.

export interface OrdersBeforeAfterOptions {
  /** The commit (or branch, tag) that is "before". */
  ref: string;
  rounds: number;
  quick: boolean;
  /** Only the servers' CPU time per order (no throughput rounds). */
  cpuOnly?: boolean;
  log: (line: string) => void;
}

const MEASURES = ['POST /orders rate', 'POST /orders p50', 'POST /orders p99'] as const;
type Measure = (typeof MEASURES)[number];
const isMeasure = (name: string): name is Measure => MEASURES.some((measure) => measure === name);

interface Side {
  label: string;
  cwd: string;
  /** engine → measure → one value per round. */
  values: Map<string, Map<Measure, number[]>>;
}

export async function benchOrdersBeforeAfter({ ref, rounds, quick, log, cpuOnly = false }: OrdersBeforeAfterOptions): Promise<Figure[]> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  const short = commit.slice(0, 10);
  const tree = mkdtempSync(join(tmpdir(), 'canopy-before-'));
  git(['worktree', 'add', '--detach', tree, commit]);
  try {
    // The earlier commit's own code with this checkout's installed packages (a commit that needs
    // packages this checkout lacks fails to start, and says so).
    symlinkSync(join(repoRoot, 'node_modules'), join(tree, 'node_modules'), 'dir');
    const before: Side = { label: `before (${short})`, cwd: tree, values: new Map() };
    const after: Side = { label: 'after (this checkout)', cwd: repoRoot, values: new Map() };
    for (let round = 1; round <= (cpuOnly ? 0 : rounds); round++) {
      const order = round % 2 === 1 ? [before, after] : [after, before];
      for (const side of order) {
        log(`POST /orders ${side.label}, round ${round} of ${rounds}`);
        const figures = await runOrdersBench(side.cwd, quick);
        for (const figure of figures) {
          if (!isMeasure(figure.name) || figure.value === null) continue;
          const byMeasure = side.values.get(figure.where) ?? new Map<Measure, number[]>();
          side.values.set(figure.where, byMeasure);
          byMeasure.set(figure.name, [...byMeasure.get(figure.name) ?? [], figure.value]);
        }
      }
    }
    const rates = cpuOnly ? [] : compare(before, after, rounds, log);
    log('POST /orders server CPU per order, both servers side by side, taking turns');
    const cpu = await benchOrdersCpu({
      before: { tree, label: before.label }, after: { tree: repoRoot, label: after.label }, engines: ['sqlite', 'postgres'],
      blocks: quick ? 4 : 4 * rounds, ordersPerBlock: quick ? 200 : 400, concurrency: 8, log,
    });
    return [...rates, ...cpu];
  } finally {
    git(['worktree', 'remove', '--force', tree]);
    rmSync(tree, { recursive: true, force: true });
  }
}

function compare(before: Side, after: Side, rounds: number, log: (line: string) => void): Figure[] {
  const figures: Figure[] = [];
  for (const where of ['sqlite', 'postgres']) {
    for (const measure of MEASURES) {
      const unit = measure.endsWith('rate') ? 'req/s' : 'ms';
      const was = median(before.values.get(where)?.get(measure) ?? []);
      const now = median(after.values.get(where)?.get(measure) ?? []);
      const each = (side: Side): string => (side.values.get(where)?.get(measure) ?? []).map((value) => value.toFixed(1)).join(', ');
      log(`  ${where} ${measure}: ${before.label} [${each(before)}], ${after.label} [${each(after)}]`);
      const note = `median of ${rounds} rounds, taken in turns`;
      figures.push(was === null
        ? notAvailable({ part: 'api', where, name: `${measure}, ${before.label}`, unit, reason: 'no value in any round' })
        : measured({ part: 'api', where, name: `${measure}, ${before.label}`, value: was, unit, catalogSize: 1_000, note }));
      figures.push(now === null
        ? notAvailable({ part: 'api', where, name: `${measure}, ${after.label}`, unit, reason: 'no value in any round' })
        : measured({
          part: 'api', where, name: `${measure}, ${after.label}`, value: now, unit,
          ratio: ratioTo(now, was), baseline: before.label, catalogSize: 1_000, note,
        }));
    }
  }
  return figures;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `test/bench/run.ts --only api --orders-only` in `cwd` and reads the figures it saved. */
function runOrdersBench(cwd: string, quick: boolean): Promise<Figure[]> {
  const args = ['--import', 'tsx', 'test/bench/run.ts', '--only', 'api', '--orders-only', ...(quick ? ['--quick'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.once('error', reject);
    child.once('exit', (code) => {
      const saved = /written to (\S+\.json)/.exec(output)?.[1];
      if (code !== 0 || saved === undefined) {
        reject(new Error(`the orders bench in ${cwd} ended with ${code ?? 'a signal'}:\n${output.slice(-800)}`));
        return;
      }
      const run: unknown = JSON.parse(readFileSync(join(cwd, saved), 'utf8'));
      resolve(figuresOf(run));
    });
  });
}

/** The figures of a saved run, checked field by field (an older commit's file is read too). */
function figuresOf(run: unknown): Figure[] {
  if (typeof run !== 'object' || run === null || !('figures' in run) || !Array.isArray(run.figures)) return [];
  const saved: unknown[] = run.figures;
  const figures: Figure[] = [];
  for (const item of saved) {
    if (typeof item !== 'object' || item === null) continue;
    if (!('name' in item) || !('where' in item) || !('value' in item)) continue;
    const { name, where, value } = item;
    if (typeof name !== 'string' || typeof where !== 'string' || !(typeof value === 'number' || value === null)) continue;
    const unit = name.endsWith('rate') ? 'req/s' : 'ms';
    figures.push(value === null
      ? notAvailable({ part: 'api', where, name, unit, reason: 'not taken' })
      : measured({ part: 'api', where, name, value, unit }));
  }
  return figures;
}

const git = (args: string[]): string => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
