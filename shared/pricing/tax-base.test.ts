import { describe, expect, it } from 'vitest';
import { taxComputationOrder } from './tax-base.ts';

describe('taxComputationOrder', () => {
  it('puts each tax after the taxes in its base, keeping the listed order otherwise', () => {
    expect(taxComputationOrder([{ id: 'sales', baseIncludes: ['excise'] }, { id: 'local' }, { id: 'excise' }]))
      .toEqual({ ok: true, order: ['local', 'excise', 'sales'] });
  });

  it('ignores a base naming a tax item that is not listed (not in force)', () => {
    expect(taxComputationOrder([{ id: 'sales', baseIncludes: ['gone'] }])).toEqual({ ok: true, order: ['sales'] });
  });

  it('answers the items on a cycle, not those merely waiting on it', () => {
    expect(taxComputationOrder([{ id: 'a', baseIncludes: ['b'] }, { id: 'b', baseIncludes: ['a'] }, { id: 'c', baseIncludes: ['a'] }, { id: 'd' }]))
      .toEqual({ ok: false, cycle: ['a', 'b'] });
    expect(taxComputationOrder([{ id: 'self', baseIncludes: ['self'] }])).toEqual({ ok: false, cycle: ['self'] });
  });
});
