import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { createPostgresDatabase } from '../support/store-api.ts';

const run = promisify(execFile);
const PGBENCH = '/usr/bin/pgbench';

export interface PgbenchResult {
  tps: number;
  /** pgbench's own average latency per transaction, in ms. */
  latencyAverage: number;
}

/** Reads the figures out of pgbench's summary (`tps = 1150.2 (without initial connection time)`). */
export function parsePgbenchSummary(output: string): PgbenchResult {
  const tps = /^tps = ([\d.]+)/m.exec(output);
  const latency = /^latency average = ([\d.]+) ms/m.exec(output);
  if (tps === null) throw new Error(`pgbench printed no tps: ${output.slice(-300)}`);
  return { tps: Number(tps[1]), latencyAverage: latency === null ? Number.NaN : Number(latency[1]) };
}

/**
 * pgbench's TPC-B-like transaction (three updates, a select, an insert) on the same PostgreSQL
 * server and with as many connections as the Store API gets: the database's own rate on this
 * machine today, against which a sale's rate is judged. Runs in a scratch database made here
 * (`pgbench -i`, scale 1) and dropped afterwards.
 */
export async function measurePgbench(connections: number, seconds: number): Promise<PgbenchResult | string> {
  if (!existsSync(PGBENCH)) return `${PGBENCH} not found`;
  const database = await createPostgresDatabase();
  try {
    const url = new URL(database.url);
    const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres'];
    const name = url.pathname.slice(1);
    await run(PGBENCH, ['-i', '-q', ...connection, name]);
    const { stdout, stderr } = await run(PGBENCH, ['-c', String(connections), '-j', '2', '-T', String(seconds), '-n', ...connection, name]);
    return parsePgbenchSummary(`${stdout}\n${stderr}`);
  } catch (error) {
    // No baseline is no reason to lose the figures around it: the ratio is then not taken.
    return `pgbench failed: ${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200)}`;
  } finally {
    await database.drop();
  }
}
