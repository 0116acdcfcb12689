import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run audit:verify with options it cannot take', () => {
  it('exits 2 (a usage error) with the usage, never 1 (which says a chain is broken)', () => {
    for (const args of [['--bogus'], ['--data'], ['--company'], ['--data', '/nonexistent', '--anchor']]) {
      const run = spawnSync('node_modules/.bin/tsx', ['scripts/audit-verify.ts', ...args], { encoding: 'utf8' });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain('Usage: npm run audit:verify');
    }
  });
});
