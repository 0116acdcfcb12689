import { describe, expect, it } from 'vitest';
import { formatTarget } from './report.ts';
import { STOCK_TARGETS, stockMovesFigures } from './stock-moves.ts';

describe("the stock-move bench's figures", () => {
  const full = { adjustments: STOCK_TARGETS.adjustments, packages: STOCK_TARGETS.packages };

  it('judges a 200-package transfer against ≤ 5 s and 1,000 adjustments against ≥ 200/s', () => {
    const [receive, report] = stockMovesFigures('sqlite', { receiveSeconds: 4.2, adjustmentsPerSecond: 250, reportSeconds: 4 }, full);
    expect([receive!.unit, receive!.value, receive!.met, formatTarget(receive!)]).toEqual(['s', 4.2, true, '<= 5 s: met']);
    expect([report!.unit, report!.value, report!.met, formatTarget(report!)]).toEqual(['adjustments/s', 250, true, '>= 200 adjustments/s: met']);
    const [slow, few] = stockMovesFigures('postgres', { receiveSeconds: 5.5, adjustmentsPerSecond: 150, reportSeconds: 6.7 }, full);
    expect([slow!.met, few!.met]).toEqual([false, false]);
    expect(formatTarget(slow!)).toBe('<= 5 s: MISSED');
  });

  it('leaves the targets unjudged at the smaller --quick sizes, saying where they are stated', () => {
    const [receive, report] = stockMovesFigures('sqlite', { receiveSeconds: 1, adjustmentsPerSecond: 500, reportSeconds: 0.4 }, { adjustments: 200, packages: 50 });
    expect([receive!.target, receive!.met, report!.target, report!.met]).toEqual([null, null, null, null]);
    expect(receive!.note).toMatch(/200 packages/);
    expect(report!.note).toMatch(/1000 adjustments/);
  });
});
