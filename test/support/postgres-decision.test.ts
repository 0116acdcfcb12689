import { describe, expect, it } from 'vitest';
import { decidePostgres, isCiRun } from './postgres-decision.ts';

const URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const down = { reachable: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' } as const;

describe('the PostgreSQL half of the Store API tests', () => {
  it('runs wherever PostgreSQL answers, in CI or not', () => {
    expect(decidePostgres({ reachable: true }, URL, {})).toEqual({ kind: 'run' });
    expect(decidePostgres({ reachable: true }, URL, { CI: 'true' })).toEqual({ kind: 'run' });
  });

  it('is skipped, saying so and why, on a developer machine without PostgreSQL', () => {
    expect(decidePostgres(down, URL, {})).toEqual({
      kind: 'skip',
      notice: `PostgreSQL is not reachable at ${URL} (connect ECONNREFUSED 127.0.0.1:5432): the PostgreSQL half of the Store API tests is skipped.`,
    });
    expect(decidePostgres(down, URL, { CI: 'false' }).kind).toBe('skip');
    expect(decidePostgres(down, URL, { CI: '' }).kind).toBe('skip');
  });

  it('fails a CI run, naming where it looked and what the connection answered', () => {
    const decision = decidePostgres(down, URL, { CI: 'true' });
    expect(decision.kind).toBe('fail');
    if (decision.kind !== 'fail') return;
    expect(decision.reason).toContain(`PostgreSQL is not reachable at ${URL}`);
    expect(decision.reason).toContain('ECONNREFUSED');
    expect(decision.reason).toContain('CI=true');
  });

  it('never prints a password of the URL', () => {
    const decision = decidePostgres(down, 'postgres://canopy:s3cret@db.internal:5432/postgres', { CI: 'true' });
    expect(JSON.stringify(decision)).not.toContain('s3cret');
    expect(JSON.stringify(decision)).toContain('canopy:***@db.internal');
  });

  it('takes CI=true and CI=1 as a CI run, anything else as not', () => {
    expect([isCiRun({ CI: 'true' }), isCiRun({ CI: 'TRUE' }), isCiRun({ CI: '1' })]).toEqual([true, true, true]);
    expect([isCiRun({}), isCiRun({ CI: 'false' }), isCiRun({ CI: '0' })]).toEqual([false, false, false]);
  });
});
