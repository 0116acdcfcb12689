import { describe, expect, it } from 'vitest';
import { demoLineCharge, PORTLAND_OREGON, VANCOUVER_WASHINGTON } from './money.ts';

const inForce = (taxes: typeof PORTLAND_OREGON.taxes) =>
  taxes.map((tax, i) => ({ id: String(i), name: tax.name, rate: tax.rate, includedInPrice: tax.includedInPrice }));

describe('demo line charge', () => {
  it('Oregon: 17% and 3% added on top of the price, each rounded half up', () => {
    expect(demoLineCharge(1000, inForce(PORTLAND_OREGON.taxes))).toEqual({ added: 170 + 30 });
    // 17% of 1,005 is 170.85 → 171; 3% is 30.15 → 30.
    expect(demoLineCharge(1005, inForce(PORTLAND_OREGON.taxes))).toEqual({ added: 201 });
    expect(demoLineCharge(1000, [])).toEqual({ added: 0 });
  });

  it('Washington: the 37% excise is inside the shelf price; sales taxes go on top of the price net of it', () => {
    const cannabis = inForce(VANCOUVER_WASHINGTON.taxes.filter((tax) => tax.on === 'cannabis'));
    // $13.70 on the shelf is $10.00 before the excise: 6.5% and 2.1% of $10.00 are added.
    expect(demoLineCharge(1370, cannabis)).toEqual({ added: 65 + 21 });
    const other = inForce(VANCOUVER_WASHINGTON.taxes.filter((tax) => tax.on === 'other'));
    expect(demoLineCharge(1000, other)).toEqual({ added: 65 + 21 });
  });
});
