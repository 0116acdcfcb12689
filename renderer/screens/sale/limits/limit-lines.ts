import { catalogLineAmount, notesThatMatter, type AmountNote } from '../../../../shared/compliance/limits/line-amount.ts';
import type { LimitLine, PastPurchase } from '../../../../shared/compliance/limits/engine.ts';
import { orderKindFromSpec } from '../../../../shared/compliance/limits/engine.ts';
import type { JurisdictionProfile } from '../../../../shared/compliance/limits/profile.ts';
import { formatQuantity } from '../../../../shared/quantity.ts';

/**
 * What the purchase limits read of a catalog item: its product type's traceability type and test
 * results unit, the product's net weight per unit, unit of measure and THC, the item's lab total.
 * Every figure may be missing; `catalogLineAmount` never counts a missing one as zero.
 */
export interface LimitFacts {
  id: string;
  name: string;
  traceabilityType?: number | null;
  testResultsUnit?: number | null;
  weight?: { value: string; unit: number } | null;
  unitOfMeasure?: number | null;
  productThc?: string | null;
  totalThc?: { value: string; unit: number } | null;
  /** Sold to patients only (shared/compliance/who-may-buy.ts). */
  medicalOnly?: boolean;
}

export interface CountedLine { line: LimitLine; notes: AmountNote[] }

/**
 * The amount a quantity of an item counts for, or null when the item is not cannabis (no
 * traceability type: papers, lighters), which no limit counts.
 */
export function limitLineOf(profile: JurisdictionProfile, item: LimitFacts, quantity: number, unit: number): CountedLine | null {
  if (item.traceabilityType === null || item.traceabilityType === undefined) return null;
  const amount = catalogLineAmount({
    product: { weight: item.weight ?? null, unit_of_measure: item.unitOfMeasure ?? null, test_results_thc: item.productThc ?? null, name: item.name },
    productType: { traceability_type: item.traceabilityType, test_results_unit: item.testResultsUnit ?? 0 },
    inventoryItem: { test_results_total_thc: item.totalThc ?? null },
    quantity: { value: formatQuantity(Math.round(quantity * 1000)), unit },
  });
  return { line: amount.line, notes: notesThatMatter(profile, amount) };
}

/** An order as the limits see it: its lines in the item's unit, whatever register rang it. */
export interface PurchaseRecord {
  id: string;
  chargedOn: string;
  orderType: number;
  lines: ReadonlyArray<{ inventoryItemId: string; quantity: number; unit: number }>;
}

/** Past purchases for the engine: each line counted through its item's facts (lines of items not in the catalog copy are left out). */
export function pastPurchases(profile: JurisdictionProfile, records: readonly PurchaseRecord[], facts: ReadonlyMap<string, LimitFacts>): PastPurchase[] {
  return records.flatMap((record) => {
    const orderType = orderKindFromSpec(record.orderType);
    if (orderType === null) return [];
    const lines = record.lines.flatMap((line) => {
      const item = facts.get(line.inventoryItemId);
      const counted = item === undefined ? null : limitLineOf(profile, item, line.quantity, line.unit);
      return counted === null ? [] : [counted.line];
    });
    return [{ chargedOn: record.chargedOn, orderType, lines }];
  });
}
