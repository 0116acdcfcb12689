/** What the PostgreSQL half of the Store API tests does, decided once per test process. */
export type PostgresDecision =
  | { kind: 'run' }
  | { kind: 'skip'; notice: string }
  | { kind: 'fail'; reason: string };

/** The PostgreSQL server the tests could or could not reach, and why not. */
export type PostgresProbe = { reachable: true } | { reachable: false; error: string };

/** True where the environment says it is a CI run (`CI=true`, as CI services set it; `1` too). */
export const isCiRun = (env: Readonly<Record<string, string | undefined>>): boolean => {
  const value = env['CI']?.trim().toLowerCase();
  return value === 'true' || value === '1';
};

/**
 * A developer without PostgreSQL still runs the SQLite half (told, in one line, that the other half
 * is skipped). A CI run must never be green with half its tests never run: there an unreachable
 * PostgreSQL fails the run, saying where it looked and what the connection answered.
 */
export function decidePostgres(probe: PostgresProbe, url: string, env: Readonly<Record<string, string | undefined>>): PostgresDecision {
  if (probe.reachable) return { kind: 'run' };
  const where = withoutPassword(url);
  if (isCiRun(env)) {
    return {
      kind: 'fail',
      reason: `CI=true but PostgreSQL is not reachable at ${where} (${probe.error}): the PostgreSQL half of the Store API tests ` +
        'cannot run, so this run fails rather than pass on SQLite alone. Start the cluster (`.ci/run` does) or set CANOPY_TEST_PG_URL.',
    };
  }
  return { kind: 'skip', notice: `PostgreSQL is not reachable at ${where} (${probe.error}): the PostgreSQL half of the Store API tests is skipped.` };
}

/** A URL fit to print: any password replaced. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}
