/**
 * A product type's `traceability_type`: the spec's enumeration (0 Other to 6 Sample) and this
 * store's extension of it (7 to 9) for goods the states limit apart but the spec does not name.
 * A store sets the extension on its product types; every profile says which of these it counts.
 */
export const TraceabilityType = {
  other: 0,
  usableMarijuana: 1,
  solidEdible: 2,
  liquidEdible: 3,
  extractForInhalation: 4,
  topical: 5,
  sample: 6,
  /** Extension: immature (non-flowering) plants and clones, counted by the plant. */
  immaturePlant: 7,
  /** Extension: seeds, counted by the seed. */
  seed: 8,
  /** Extension: infused products taken into the body otherwise than eaten, drunk, inhaled or applied (capsules, suppositories, patches), counted by the unit. */
  otherwiseTaken: 9,
} as const;
