/**
 * Washington's CCRS InventoryAdjustment `AdjustmentReason`: the one list both the manager's
 * adjustment form (GET /state_reporting/adjustment_reasons) and the InventoryAdjustment file read,
 * so what a manager picks is what the file says.
 *
 * The rule in force (WSLCB, "CCRS Upload User Guide", CIB 133 2/26, read as a verbatim
 * transcription of its text, not the PDF itself):
 * - p. 31, AdjustmentReason, "Valid Values: Destruction, Reconciliation, Lost, Seizure, Theft,
 *   Other"; Table 5 ("Valid AdjustmentReason values", p. 32) adds ReturnedLabSample ("Lab Sample
 *   Returned") and says when to use each: balance inventory → Reconciliation, LCB seizure →
 *   Seizure, member left / self-sampling / budtender or vendor samples → Other, destruction or
 *   disposal → Destruction, lost → Lost; "Daily waste is accounted for under 'Other'".
 * - p. 31, AdjustmentDetail: "Required: when Other or Theft is selected for Adjustment reason".
 * - A customer's return (the LCB's CCRS FAQ, lcb.wa.gov/ccrs/faq, "How does a retailer report a
 *   return in CCRS?"): "the sale identifier should be deleted from CCRS, and the inventory
 *   identifier reported on an Inventory Adjustment as a return, with details provided about why it
 *   was a return". No value names a return; Reconciliation is for balancing inventory (Table 5),
 *   not for goods a customer brings back, and the only reasons whose detail CCRS requires are Other
 *   and Theft. So a return is **Other**, its detail saying it is a customer return and why. Our
 *   reading of the guide and the FAQ together: the LCB names no reason for returns (unverified
 *   with the LCB).
 */
export const CCRS_ADJUSTMENT_REASONS = ['Destruction', 'Reconciliation', 'Lost', 'Seizure', 'Theft', 'ReturnedLabSample', 'Other'] as const;
export type CcrsAdjustmentReason = (typeof CCRS_ADJUSTMENT_REASONS)[number];

/** The reasons whose AdjustmentDetail CCRS requires (guide p. 31: "when Other or Theft is selected"). */
export const CCRS_REASONS_WITH_DETAIL: ReadonlySet<CcrsAdjustmentReason> = new Set(['Other', 'Theft']);

/** A customer's return (the FAQ above): Other, with a detail saying it is a return. */
export const CUSTOMER_RETURN_REASON: CcrsAdjustmentReason = 'Other';

/** The form's choices for a CCRS location: each value, and whether the manager must write the detail. */
export const CCRS_REASON_CHOICES: ReadonlyArray<{ name: CcrsAdjustmentReason; requires_note: boolean }> =
  CCRS_ADJUSTMENT_REASONS.map((name) => ({ name, requires_note: CCRS_REASONS_WITH_DETAIL.has(name) }));

export const isCcrsReason = (reason: string): reason is CcrsAdjustmentReason => (CCRS_ADJUSTMENT_REASONS as readonly string[]).includes(reason);

/**
 * The reason an adjustment goes out with. A return is always Other (the FAQ's "as a return"); a
 * row whose own reason is a CCRS value keeps it; otherwise Canopy's kind as Table 5 files it
 * (waste, damage → Destruction; a count correction → Reconciliation, "balance inventory"; a lab
 * sample back → ReturnedLabSample; anything else → Other).
 */
export function ccrsReasonOf(reason: string, kind: string): CcrsAdjustmentReason {
  if (kind === 'return') return CUSTOMER_RETURN_REASON;
  if (isCcrsReason(reason)) return reason;
  const byKind: Record<string, CcrsAdjustmentReason> = {
    waste: 'Destruction', destruction: 'Destruction', damage: 'Destruction', theft: 'Theft', lost: 'Lost', seizure: 'Seizure',
    count: 'Reconciliation', correction: 'Reconciliation', count_correction: 'Reconciliation', lab_sample: 'ReturnedLabSample',
  };
  return byKind[kind] ?? 'Other';
}
