import { describe, expect, it } from 'vitest';
import { messageOf, retryAfterMs } from './metrc-client.ts';
import { backoffMs } from './report-queue.ts';

describe("reading Metrc's answers", () => {
  it('Retry-After in seconds or as a date, at least a second and at most ten minutes', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('0')).toBe(1000);
    expect(retryAfterMs('100000')).toBe(600_000);
    const now = Date.parse('2026-11-26T08:00:00Z');
    expect(retryAfterMs('Thu, 26 Nov 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('whenever')).toBe(1000);
  });
  it("Metrc's message from its error bodies", () => {
    expect(messageOf({ Message: 'Authorization has been denied for this request.' })).toBe('Authorization has been denied for this request.');
    expect(messageOf([{ row: 0, message: 'a' }, { row: 2, message: 'b' }])).toBe('a; b');
    expect(messageOf(null)).toBe('no message');
  });
});

describe('backing off after failures', () => {
  it('doubles per failure, between half and all of its ceiling (jitter), capped at five minutes', () => {
    expect(backoffMs(0, () => 0)).toBe(500);
    expect(backoffMs(0, () => 1)).toBe(1000);
    expect(backoffMs(3, () => 0)).toBe(4000);
    expect(backoffMs(3, () => 1)).toBe(8000);
    expect(backoffMs(40, () => 1)).toBe(300_000);
    expect(backoffMs(40, () => 0)).toBe(150_000);
  });
});
