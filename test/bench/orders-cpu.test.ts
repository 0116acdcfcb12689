import { describe, expect, it } from 'vitest';
import { processCpuMs } from './orders-cpu.ts';

describe('processCpuMs: the CPU time a process has used, as the before/after of POST /orders reads it', () => {
  it('grows while this process works, and is never less than it was', () => {
    const first = processCpuMs(process.pid);
    expect(first).not.toBeNull();
    // Work for at least 60 ms of CPU (several 10-ms clock ticks).
    const until = process.cpuUsage().user + 60_000;
    let spin = 0;
    while (process.cpuUsage().user < until) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)!).toBeGreaterThan(first!);
  });

  it('is null for a process that does not exist', () => {
    expect(processCpuMs(2 ** 22 + 1)).toBeNull();
  });
});
