import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { exemptionRuleOf, TaxExemptionRule, TaxRounding } from '../../../shared/api/money.ts';
import type { ExemptionRule, TaxRounding as Rounding } from '../../../shared/pricing/index.ts';

/**
 * A tax item's rules as stored (JSON text columns of tax_items) and as the API writes them. A
 * stored value that does not read (written by hand, by an older tool) reads as the rule of an item
 * that never had one: the price alone, half up, a group's exemption always.
 */
const IdList = Type.Array(Type.String());

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function readBaseIncludes(text: string): string[] {
  const value = parsed(text);
  return Value.Check(IdList, value) ? value : [];
}

export const readRounding = (text: string): Rounding => (Value.Check(TaxRounding, text) ? text : 'half_up');

export function readExemption(text: string | null): ExemptionRule | null {
  const value = parsed(text);
  return Value.Check(TaxExemptionRule, value) ? exemptionFromApi(value) : null;
}

export const exemptionFromApi = exemptionRuleOf;

export const exemptionToApi = (rule: ExemptionRule): TaxExemptionRule => ({
  effective_at: rule.effectiveAt, expires_at: rule.expiresAt,
  medical_items_only: rule.medicalItemsOnly, medical_endorsement_required: rule.medicalEndorsementRequired,
  county_card_required: rule.countyCardRequired === true,
});

/** Stored text of an exemption rule; null for none. */
export const writeExemption = (rule: ExemptionRule | null): string | null => (rule === null ? null : JSON.stringify(exemptionToApi(rule)));
