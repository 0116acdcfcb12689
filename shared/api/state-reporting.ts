import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/**
 * Extension: reporting a location's sales to its state's seed-to-sale system. `metrc` sends each
 * sale to Metrc's API; `ccrs` (Washington) means the manager uploads CCRS files; `none` is off.
 */
export const StateReportingSystem = Type.Union([Type.Literal('metrc'), Type.Literal('ccrs'), Type.Literal('none')]);
export type StateReportingSystem = Static<typeof StateReportingSystem>;

export const StateReportStatus = Type.Union([Type.Literal('waiting'), Type.Literal('reported'), Type.Literal('needs_attention'), Type.Literal('not_required')]);
export type StateReportStatus = Static<typeof StateReportStatus>;

/** PUT /state_reporting (NUL characters are refused before validation, as on every request): `api_url` defaults by the location's state; the user key is kept sealed and never answered. */
export const StateReportingInput = Type.Object({
  state_reporting: Type.Object({
    system: StateReportingSystem,
    api_url: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    license_number: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    user_api_key: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  }),
});
export type StateReportingInput = Static<typeof StateReportingInput>;

export const StateReporting = Type.Object({
  system: StateReportingSystem,
  api_url: Nullable(Type.String()),
  license_number: Nullable(Type.String()),
  user_api_key_set: Type.Boolean(),
  /** Sales recorded and not yet in the state's system. */
  waiting: Type.Integer(),
  /** Sales the state refused, with its message on each order's state_report. */
  needs_attention: Type.Integer(),
  /** The oldest waiting sale's charged_on, and the instant by which the location's rules want it reported. */
  oldest_waiting_charged_on: Nullable(Type.String()),
  deadline: Nullable(Type.String()),
  /**
   * Extension: the rule the deadline rests on for the location's jurisdiction: its citation, and a note where
   * the rule needs reading (a weekly report) or where the rules read set no time limit (citation null).
   * Null where the jurisdiction has not been looked at. The Store API always answers it; optional here so an
   * answer a register kept before it was added (or one from an older Store API) is still read.
   */
  deadline_rule: Type.Optional(Nullable(Type.Object({ citation: Nullable(Type.String()), note: Nullable(Type.String()) }))),
  /** When the state last took a report of the location. */
  last_reported_at: Nullable(Type.String()),
  /** Extension: set while Metrc refuses the key ("credentials rejected"): a new key is needed. */
  credentials_rejected_at: Nullable(Type.String()),
});
export type StateReporting = Static<typeof StateReporting>;
export const StateReportingAnswer = Type.Object({ state_reporting: StateReporting });

/** The order extension `state_report`: where the order stands with the state. */
export const StateReport = Type.Object({
  system: StateReportingSystem,
  status: StateReportStatus,
  /** The state system's id of the receipt (Metrc's receipt Id). */
  external_id: Nullable(Type.String()),
  reported_at: Nullable(Type.String()),
  /** The state's message when it refused the report (status needs_attention), or why reporting waits. */
  error: Nullable(Type.String()),
});
export type StateReport = Static<typeof StateReport>;

/** Metrc's money fields a tax can be reported as. */
export const MetrcTaxField = Type.Union(['SalesTax', 'ExciseTax', 'CityTax', 'CountyTax', 'MunicipalTax'].map((field) => Type.Literal(field)));

/** Extension: which Metrc field each of the location's tax items reports as. */
export const TaxField = Type.Object({ tax_item_id: Type.String(), name: Type.String(), metrc_field: Type.String() });
export type TaxField = Static<typeof TaxField>;
export const TaxFieldInput = Type.Object({ tax_field: Type.Object({ metrc_field: MetrcTaxField }) });

/** Extension: a day's sales compared with Metrc's receipts of that day. */
export const Reconciliation = Type.Object({
  date: Type.String(), store_sales: Type.Integer(), metrc_receipts: Type.Integer(),
  findings: Type.Array(Type.Object({
    kind: Type.Union([Type.Literal('missing_at_metrc'), Type.Literal('unknown_to_store'), Type.Literal('quantity_differs'), Type.Literal('total_differs')]),
    receipt_id: Nullable(Type.String()), external_id: Nullable(Type.String()), message: Type.String(),
  })),
});

/** Extension: the licence's active packages read from Metrc, linked to inventory items, and what disagrees. */
export const PackageImport = Type.Object({
  packages: Type.Integer(), linked: Type.Integer(),
  findings: Type.Array(Type.Object({
    kind: Type.Union([Type.Literal('not_at_metrc'), Type.Literal('quantity_differs'), Type.Literal('unlinked_package')]),
    package_label: Type.String(), inventory_item_id: Nullable(Type.String()), message: Type.String(),
  })),
});
