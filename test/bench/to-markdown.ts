import { readFileSync } from 'node:fs';
import { formatMarkdown, type BenchRun, type Figure } from './report.ts';

// Usage: npx tsx test/bench/to-markdown.ts bench-results/<timestamp>.json — the run as a README table.
const path = process.argv[2];
if (path === undefined) {
  process.stderr.write('Usage: npx tsx test/bench/to-markdown.ts bench-results/<timestamp>.json\n');
  process.exit(2);
}
const stored = JSON.parse(readFileSync(path, 'utf8')) as BenchRun;
// Runs saved before figures named their baseline divided every ratio by GET /health.
const run: BenchRun = { ...stored, figures: stored.figures.map((figure) => ({ ...figure, baseline: (figure as Partial<Figure>).baseline ?? 'health' })) };
process.stdout.write(`${run.quick ? 'Quick run' : 'Full run'} of ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC: ${run.cpus} CPUs, Node ${run.node}, commit ${run.commit.slice(0, 10)}${run.dirty ? ' (with uncommitted changes)' : ''}.\n\n`);
process.stdout.write(`${formatMarkdown(run.figures)}\n`);
