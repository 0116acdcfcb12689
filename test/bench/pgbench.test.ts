import { describe, expect, it } from 'vitest';
import { parsePgbenchSummary } from './pgbench.ts';

describe("pgbench's summary", () => {
  it('gives the tps without initial connection time and the average latency', () => {
    const output = [
      'transaction type: <builtin: TPC-B (sort of)>', 'scaling factor: 1', 'number of clients: 32', 'number of threads: 2',
      'duration: 10 s', 'number of transactions actually processed: 11512', 'latency average = 27.712 ms',
      'initial connection time = 40.144 ms', 'tps = 1154.719312 (without initial connection time)',
    ].join('\n');
    expect(parsePgbenchSummary(output)).toEqual({ tps: 1154.719312, latencyAverage: 27.712 });
  });

  it('fails loudly when pgbench printed no rate', () => {
    expect(() => parsePgbenchSummary('pgbench: error: connection to server failed')).toThrow(/no tps/);
  });
});
