import { describe, expect, it } from 'vitest';
import { ccrsSaleType } from './ccrs-sales.ts';

describe("a sale's CCRS SaleType, from what the order kept", () => {
  const exempt = [{ tax_exemptions: JSON.stringify([{ tax_item_id: 'excise', name: 'Washington cannabis excise tax' }]) }];
  const taxed = [{ tax_exemptions: '[]' }];
  const sale = (person: string | null, cardDates: boolean) => ({
    person_id: person, medical_card_effective_date: cardDates ? '2026-01-01' : null, medical_card_expiration_date: cardDates ? '2027-01-01' : null,
  });

  it('no patient: RecreationalRetail', () => {
    expect(ccrsSaleType(sale(null, false), taxed)).toBe('RecreationalRetail');
  });
  it('a patient who bought as a patient (the card dates kept with the sale): RecreationalMedical, taxed or not', () => {
    expect(ccrsSaleType(sale('p', true), taxed)).toBe('RecreationalMedical');
    expect(ccrsSaleType(sale('p', true), exempt)).toBe('RecreationalMedical');
  });
  it('a sale stored before the card dates were kept: medical where a line carries a medical exemption', () => {
    expect(ccrsSaleType(sale('p', false), exempt)).toBe('RecreationalMedical');
  });
  it('a patient who bought as an adult-use customer (no card dates, no exemption): RecreationalRetail', () => {
    expect(ccrsSaleType(sale('p', false), taxed)).toBe('RecreationalRetail');
  });
});
