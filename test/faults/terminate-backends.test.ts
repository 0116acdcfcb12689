import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../support/instances.ts';
import { createPostgresDatabase, isPostgresAvailable, POSTGRES_ADMIN_URL } from '../support/store-api.ts';
import { countLostAndDoubled, drainOutbox, Ledger, ringBurst, startBurstStore, untilHealthy, type BurstStore } from './sales-burst.ts';

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
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let burst: BurstStore | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    burst = await startBurstStore(database.url, REGISTERS);
  }, 180_000);

  afterAll(async () => {
    await burst?.close();
    await database?.drop();
  }, 60_000);

  it('fails cleanly, recovers by itself, and the resends land once', async () => {
    const { store, instances, token, registers, items, cashId } = burst!;
    const ledger = new Ledger();
    const terminations: Array<Promise<number>> = [];
    await ringBurst({
      registers, perRegister: PER_REGISTER, items, cashId, token, ledger,
      route: (r, k) => instances[(r + k) % 2]!.baseUrl,
      afterEach: () => {
        const next = TERMINATE_AT[terminations.length];
        if (next !== undefined && ledger.counts.stored >= next) terminations.push(terminateBackends(database!.url));
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
    await drainOutbox(ledger, token, instances.map((i) => i.baseUrl));
    expect(ledger.wrong).toEqual([]);
    expect(ledger.outbox.size).toBe(0);

    const count = await countLostAndDoubled(store, ledger, items);
    expect({ lost: count.lost, doubled: count.doubled, stockOff: count.stockOff }).toEqual({ lost: [], doubled: [], stockOff: [] });
    expect(count.stored).toBe(REGISTERS * PER_REGISTER);
    process.stdout.write(`terminated backends: ${terminated.join(', ')} connections cut, ${ledger.counts.unavailable} answers 503, ${unacknowledged} sales resent, ${count.stored} stored once each\n`);
  }, 300_000);
});
