/**
 * Who may buy what, decided alike by the register offline and the Store API: whether a patient
 * buys as a patient at this location, and whether a medical-only product may be sold to this buyer.
 */
import type { BuyerKind, JurisdictionProfile } from './limits/profile.ts';

export interface SaleKindInput {
  profile: JurisdictionProfile;
  /** The sale names a patient (a medical card holder). */
  patient: boolean;
  /** The location holds the status its state ties medical sales to (`medical_sales` on the company). */
  medicalSales: boolean;
}

export interface SaleKind {
  kind: BuyerKind;
  /** Why a patient buys as an adult-use customer here, for the budtender; null when they do not. */
  note: string | null;
}

/**
 * A patient buys as a patient only where the location may make medical sales: in Washington at a
 * store with a medical endorsement (RCW 69.51A.210(1); WAC 314-55-080(2)), in Oregon at a retailer
 * registered for medical sales (OAR 845-025-2800(2)(b)(B); OAR 845-025-2900(1)(a)). Elsewhere in
 * those states the patient is an adult-use customer: adult limits, 21 or older, adult taxes. Each
 * profile's `medicalSales` says whether its state ties medical sales to such a status.
 */
export function saleKindAt({ profile, patient, medicalSales }: SaleKindInput): SaleKind {
  if (!patient) return { kind: 'adult-use', note: null };
  const rule = profile.medicalSales;
  if (!rule.needsStatus || medicalSales) return { kind: 'medical', note: null };
  return {
    kind: 'adult-use',
    note: `This location does not hold ${rule.status} (${rule.source}): the patient buys as an adult-use customer — 21 or older, adult-use limits and taxes.`,
  };
}

/**
 * A product marked medical-only is sold to patients only (Oregon's medical-grade items, OAR
 * 845-025-2900(2)(a); Washington's DOH-compliant products, WAC 246-70-040; Colorado's and
 * Michigan's medical stock): the reason to refuse it, or null when this sale may have it.
 */
export function medicalOnlyRefusal(profile: JurisdictionProfile, sale: SaleKind, product: { name: string; medicalOnly: boolean }): string | null {
  if (!product.medicalOnly || sale.kind === 'medical') return null;
  const why = sale.note === null ? 'this buyer is not a patient' : 'this location does not make medical sales';
  return `${product.name} is sold to patients only (${profile.medicalOnlyGoods.source}); ${why}.`;
}
