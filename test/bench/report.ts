import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

export type BenchPart = 'api' | 'register';
export type Unit = 'req/s' | 'ms' | 's' | 'orders/s' | 'adjustments/s' | 'tps' | 'orders';

/** A goal. `of: 'ratio'` compares the figure's ratio to its baseline (the /health floor unless said), not its value. */
export interface Target {
  comparator: '<=' | '>=';
  limit: number;
  of: 'value' | 'ratio';
}

export interface Figure {
  part: BenchPart;
  /** sqlite or postgres for the Store API; chromium for the register. */
  where: string;
  name: string;
  /** null when the figure could not be taken; `note` says why. */
  value: number | null;
  unit: Unit;
  /** The value over the same measure of the baseline taken in the same run (null where none applies). */
  ratio: number | null;
  /** What `ratio` divides by: `health` (GET /health on the same server) unless a figure says otherwise. */
  baseline: string;
  catalogSize: number | null;
  target: Target | null;
  /** null when there is no target or no value. */
  met: boolean | null;
  note: string;
}

export interface FigureInput {
  part: BenchPart;
  where: string;
  name: string;
  value: number;
  unit: Unit;
  ratio?: number | null;
  /** What the ratio divides by; `health` when left out. */
  baseline?: string;
  catalogSize?: number | null;
  target?: Target | null;
  note?: string;
}

export function measured(input: FigureInput): Figure {
  if (!Number.isFinite(input.value)) {
    return notAvailable({ ...input, reason: input.note === undefined || input.note === '' ? 'no successful answer during the run' : input.note });
  }
  const figure: Figure = {
    part: input.part, where: input.where, name: input.name, value: input.value, unit: input.unit,
    ratio: input.ratio ?? null, baseline: input.baseline ?? 'health', catalogSize: input.catalogSize ?? null, target: input.target ?? null, met: null,
    note: input.note ?? '',
  };
  return { ...figure, met: targetMet(figure) };
}

/** A figure that could not be taken: printed as `n/a (reason)`, never as a number. */
export function notAvailable(input: Omit<FigureInput, 'value' | 'ratio'> & { reason: string }): Figure {
  return {
    part: input.part, where: input.where, name: input.name, value: null, unit: input.unit, ratio: null,
    baseline: input.baseline ?? 'health', catalogSize: input.catalogSize ?? null, target: input.target ?? null, met: null, note: input.reason,
  };
}

export function targetMet(figure: Pick<Figure, 'value' | 'ratio' | 'target'>): boolean | null {
  const { target } = figure;
  if (target === null) return null;
  const compared = target.of === 'ratio' ? figure.ratio : figure.value;
  if (compared === null) return null;
  return target.comparator === '<=' ? compared <= target.limit : compared >= target.limit;
}

/** Nearest-rank percentile (p in 0..100) of samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Ratio of a value to the floor's, or null if either is missing or the floor is zero. */
export function ratioTo(value: number | null, floor: number | null | undefined): number | null {
  if (value === null || floor === null || floor === undefined || floor === 0 || !Number.isFinite(value)) return null;
  return value / floor;
}

const round = (value: number): string =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3);

export function formatValue(figure: Figure): string {
  return figure.value === null ? `n/a (${figure.note})` : `${round(figure.value)} ${figure.unit}`;
}

export function formatRatio(figure: Figure): string {
  return figure.ratio === null ? '' : `${round(figure.ratio)}× ${figure.baseline}`;
}

export function formatTarget(figure: Figure): string {
  const { target } = figure;
  if (target === null) return '';
  const limit = target.of === 'ratio' ? `${target.limit}× ${figure.baseline}` : `${target.limit} ${figure.unit}`;
  const verdict = figure.met === null ? 'not judged' : figure.met ? 'met' : 'MISSED';
  return `${target.comparator} ${limit}: ${verdict}`;
}

const COLUMNS = ['where', 'figure', 'value', 'ratio', 'catalog', 'target'] as const;

function rows(figures: readonly Figure[]): string[][] {
  return figures.map((f) => [
    f.where, f.name, formatValue(f), formatRatio(f),
    f.catalogSize === null ? '' : f.catalogSize.toLocaleString('en-US'), formatTarget(f),
  ]);
}

/** A plain-text table for the terminal. */
export function formatTable(figures: readonly Figure[]): string {
  const body = rows(figures);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(COLUMNS), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The same table as Markdown, for the README's Performance section. */
export function formatMarkdown(figures: readonly Figure[]): string {
  const escape = (cell: string): string => cell.replaceAll('|', '\\|');
  return [`| ${COLUMNS.join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows(figures).map((r) => `| ${r.map(escape).join(' | ')} |`)].join('\n');
}

export interface BenchRun {
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  parts: BenchPart[];
  cpus: number;
  commit: string;
  /** True when the working tree had uncommitted changes: the figures are of more than `commit`. */
  dirty: boolean;
  node: string;
  figures: Figure[];
}

export function machineFacts(): Pick<BenchRun, 'cpus' | 'commit' | 'dirty' | 'node'> {
  let commit = 'unknown';
  let dirty = false;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    // Not a git checkout (an unpacked release): the run is still worth keeping.
  }
  return { cpus: cpus().length, commit, dirty, node: process.version };
}

/** Writes the run to bench-results/<timestamp>.json and returns the path. */
export function saveRun(run: BenchRun, directory = 'bench-results'): string {
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `${run.startedAt.replaceAll(':', '-')}.json`);
  writeFileSync(path, `${JSON.stringify(run, null, 2)}\n`);
  return path;
}
