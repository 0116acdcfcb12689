import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isRunning } from '../support/instances.ts';
import { createPostgresDatabase, isPostgresAvailable, POSTGRES_ADMIN_URL } from '../support/store-api.ts';
import { burstStoreForSuite, expectEachSaleOnce, Ledger, ringBurst, untilHealthy } from './sales-burst.ts';

/**
 * The cheap cousin of the restart test, on the shared server: mid-burst, an operator terminates
 * every backend of this test's database (and only those), three times. Requests caught by it fail
 * cleanly (503 with Retry-After), both instances stay up, and the resends land exactly once.
 */
const REGISTERS = 6;
const PER_REGISTER = 30;
const TERMINATE_AT = [30, 70, 110];

const reachable = await isPostgresAvailable();
if (!reachable) process.stdout.write(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: the terminated-backends fault test is skipped.\n`);

/** Terminates every connection to the database but the caller's own; returns how many. */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ done: boolean }>(
      'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(databaseUrl).pathname.slice(1)]);
    return rows.filter((row) => row.done).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!reachable)('every backend of the database terminated mid-burst under two Store API instances', () => {
  const started = burstStoreForSuite(REGISTERS, createPostgresDatabase);

  it('fails cleanly, recovers by itself, and the resends land once', async () => {
    const burst = started();
    const { instances, token, registers, items, cashId } = burst;
    const ledger = new Ledger();
    const terminations: Array<Promise<number>> = [];
    await ringBurst({
      registers, perRegister: PER_REGISTER, items, cashId, token, ledger,
      route: (r, k) => instances[(r + k) % 2]!.baseUrl,
      afterEach: () => {
        const next = TERMINATE_AT[terminations.length];
        if (next !== undefined && ledger.counts.stored >= next) terminations.push(terminateBackends(burst.databaseUrl));
      },
    });
    const terminated = await Promise.all(terminations);
    expect(terminated).toHaveLength(TERMINATE_AT.length);
    // Each time, the instances' connections (and this test's own) were there to be cut.
    for (const count of terminated) expect(count).toBeGreaterThan(0);

    expect(ledger.wrong).toEqual([]);
    expect(ledger.counts.noAnswer).toBe(0);
    expect(instances.map(isRunning)).toEqual([true, true]);
    for (const instance of instances) expect(await untilHealthy(instance.baseUrl)).toBe(true);

    const unacknowledged = ledger.outbox.size;
    const stored = await expectEachSaleOnce(burst, ledger, instances.map((i) => i.baseUrl), REGISTERS * PER_REGISTER);
    process.stdout.write(`terminated backends: ${terminated.join(', ')} connections cut, ${ledger.counts.unavailable} answers 503, ${unacknowledged} sales resent, ${stored} stored once each\n`);
  }, 300_000);
});
