import { describe, expect, it } from 'vitest';
import { isRunning, startInstance, stopInstance } from '../support/instances.ts';
import { createPostgresDatabase, isPostgresAvailable, POSTGRES_ADMIN_URL } from '../support/store-api.ts';
import { burstStoreForSuite, expectEachSaleOnce, Ledger, ringBurst } from './sales-burst.ts';

/**
 * A Store API instance killed with `kill -9` while sales are in flight through both instances of
 * a chain. Its in-flight sales may or may not have committed; the registers cannot tell and send
 * every unacknowledged sale again (same id), through the survivor and a replacement instance, and
 * some acknowledged ones too (an answer lost on the way back). Each must be stored exactly once.
 */
const REGISTERS = 6;
const PER_REGISTER = 30;
const KILL_AFTER = 50;

const reachable = await isPostgresAvailable();
if (!reachable) process.stdout.write(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: the killed-instance fault test is skipped.\n`);

describe.skipIf(!reachable)('a Store API instance killed (kill -9) mid-burst', () => {
  const started = burstStoreForSuite(REGISTERS, createPostgresDatabase);

  it('the resends of every unacknowledged sale, and of some acknowledged ones, land exactly once', async () => {
    const burst = started();
    const { instances, token, registers, items, cashId } = burst;
    const ledger = new Ledger();
    const [survivor, victim] = [instances[0]!, instances[1]!];
    let kill: Promise<void> | undefined;
    await ringBurst({
      registers, perRegister: PER_REGISTER, items, cashId, token, ledger,
      // Until the kill, sales alternate between the instances; after it, those sent to the dead one get no answer.
      route: (r, k) => instances[(r + k) % 2]!.baseUrl,
      afterEach: () => {
        if (kill === undefined && ledger.counts.stored >= KILL_AFTER) kill = stopInstance(victim, 'SIGKILL');
      },
    });
    expect(kill, 'the burst ended before the kill').toBeDefined();
    await kill;
    expect(isRunning(victim)).toBe(false);
    expect(isRunning(survivor)).toBe(true);
    expect(ledger.wrong).toEqual([]);
    expect(ledger.counts.noAnswer, 'no sale went to the killed instance').toBeGreaterThan(0);

    const replacement = await startInstance(burst.databaseUrl);
    instances.push(replacement);
    const unacknowledged = ledger.outbox.size;
    // A register whose answer was lost sends an acknowledged sale again too.
    const acknowledged = [...ledger.stored].slice(0, 10).map((id) => ledger.sales.get(id)!);
    for (const sale of acknowledged) ledger.outbox.set(sale.id, sale);
    const stored = await expectEachSaleOnce(burst, ledger, [survivor.baseUrl, replacement.baseUrl], REGISTERS * PER_REGISTER);
    process.stdout.write(`killed instance: ${ledger.counts.noAnswer} sales got no answer, ${unacknowledged} resent (and ${acknowledged.length} acknowledged ones), ${stored} stored once each\n`);
  }, 300_000);
});
