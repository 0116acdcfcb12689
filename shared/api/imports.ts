import { Type, type Static } from 'typebox';
import { Nullable, Quantity } from './common.ts';

/**
 * Importing from another POS (extension, v2, managers only): a CSV export of products with their
 * stock, of customers or of patients, its columns mapped to Canopy's fields, previewed row by row
 * with each problem, then imported all or nothing.
 */

export const ImportKind = Type.Union([Type.Literal('products'), Type.Literal('customers'), Type.Literal('patients')]);
export type ImportKind = Static<typeof ImportKind>;
export const IMPORT_KINDS: readonly ImportKind[] = ['products', 'customers', 'patients'];

/** One field of Canopy a CSV column can fill. */
export interface ImportField {
  field: string;
  label: string;
  /** A row without it is refused (for products: when the SKU is new). */
  required: boolean;
  /** Other headers other POSes give this field, for a first guess at the mapping. */
  aliases: readonly string[];
}

const field = (name: string, label: string, required: boolean, aliases: readonly string[] = []): ImportField => ({ field: name, label, required, aliases });

/**
 * The fields of each kind. Products are keyed by SKU, customers by e-mail or phone, patients by
 * card number: a row whose key is already at the location updates that record.
 */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  products: [
    field('sku', 'SKU', true, ['barcode', 'item sku', 'sku #']),
    field('name', 'Name', true, ['product', 'product name', 'item', 'item name']),
    field('product_type', 'Product type', true, ['type', 'category', 'product category']),
    field('sell_price', 'Price', true, ['price', 'retail price', 'sell price', 'unit price']),
    field('patient_sell_price', 'Patient price', false, ['medical price', 'med price']),
    field('member_sell_price', 'Member price', false, []),
    field('quantity', 'Quantity in stock', true, ['qty', 'stock', 'on hand', 'quantity on hand', 'inventory']),
    field('unit', 'Unit', false, ['uom', 'unit of measure']),
    field('weight', 'Weight (g)', false, ['net weight', 'grams']),
    field('package_label', 'Package label', false, ['package', 'package id', 'metrc tag', 'tag', 'uid']),
    field('place', 'Place', false, ['room', 'location', 'inventory location']),
    field('unit_cost', 'Unit cost', false, ['cost', 'cost price', 'wholesale']),
    field('test_results_thc', 'THC', false, ['thc %', 'thc']),
    field('test_results_cbd', 'CBD', false, ['cbd %', 'cbd']),
    field('brand', 'Brand', false, ['brand name', 'manufacturer', 'vendor brand']),
    field('strain', 'Strain', false, ['strain name', 'genetics']),
  ],
  customers: [
    field('first_name', 'First name', false, ['first', 'given name']),
    field('last_name', 'Last name', false, ['last', 'surname', 'family name']),
    field('email', 'E-mail', false, ['email address', 'e-mail address', 'mail']),
    field('phone', 'Phone', false, ['phone number', 'mobile', 'cell']),
    field('birth_date', 'Birth date', false, ['dob', 'date of birth', 'birthday']),
  ],
  patients: [
    field('card_number', 'Card number', true, ['medical card', 'mmj card', 'card #', 'registry id', 'patient id']),
    field('first_name', 'First name', true, ['first', 'given name']),
    field('last_name', 'Last name', true, ['last', 'surname', 'family name']),
    field('birth_date', 'Birth date', true, ['dob', 'date of birth', 'birthday']),
    field('card_expiration_date', 'Card expires', true, ['expiration', 'expiration date', 'card expiration', 'expires']),
    field('card_effective_date', 'Card effective', false, ['effective date', 'issued', 'issue date']),
    field('card_state', 'Card state', false, ['state', 'issuing state']),
    field('caregiver_card_number', 'Caregiver card number', false, ['caregiver card', 'caregiver id']),
    field('person_group', 'Group', false, ['person group', 'customer group']),
    field('email', 'E-mail', false, ['email address']),
    field('phone', 'Phone', false, ['phone number', 'mobile', 'cell']),
  ],
};

/** A first guess at the mapping for a file never mapped: each field to the header named like it or one of its aliases. */
export function guessColumns(kind: ImportKind, headers: readonly string[]): ImportColumns {
  const guessed: ImportColumns = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const names = [field.field, field.label, ...field.aliases].map((name) => name.toLowerCase().replace(/_/g, ' '));
    const found = headers.find((name) => names.includes(name.trim().toLowerCase().replace(/_/g, ' ')));
    if (found !== undefined) guessed[field.field] = found;
  }
  return guessed;
}

/** A CSV export as text, at most 16 MB (10,000 products with stock are well under 2 MB). */
export const IMPORT_CSV_MAX_LENGTH = 16 * 1024 * 1024;

/** Which CSV column (by its header) fills which field; a field left out is not imported. */
export const ImportColumns = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 255 }));
export type ImportColumns = Static<typeof ImportColumns>;

/**
 * How a products import records the stock it changes: each existing item whose quantity the file
 * changes is an inventory adjustment with this reason (the state's name; by default its reason for a
 * correction, such as CCRS's Reconciliation) and note (by default one naming the import and line).
 */
export const ImportStockAdjustment = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 255 })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ImportStockAdjustment = Static<typeof ImportStockAdjustment>;

export const ImportInput = Type.Object({
  import: Type.Object({
    csv: Type.String({ maxLength: IMPORT_CSV_MAX_LENGTH }),
    columns: ImportColumns,
    /** Products only: the reason and note of the adjustments a re-import records. */
    stock_adjustment: Type.Optional(ImportStockAdjustment),
  }),
});
export type ImportInput = Static<typeof ImportInput>;

/** What is wrong with one cell (or one row): its line in the file (the header is line 1), the CSV column, why. */
export const ImportProblem = Type.Object({ line: Type.Integer(), column: Type.String(), reason: Type.String() });
export type ImportProblem = Static<typeof ImportProblem>;

export const ImportAction = Type.Union([Type.Literal('create'), Type.Literal('update')]);
export type ImportAction = Static<typeof ImportAction>;

/** Which state system hears of a stock change: Metrc, Washington's CCRS files, or none (the location reports to none). */
export const StateSystem = Type.Union([Type.Literal('metrc'), Type.Literal('ccrs'), Type.Literal('none')]);
export type StateSystem = Static<typeof StateSystem>;

/** The adjustment a row of a products re-import records: the signed change of the item's stock and the reason the state hears. */
export const ImportStockChange = Type.Object({
  /** Signed, in the item's unit: the file's quantity less the stock the location holds now. */
  quantity: Quantity,
  /** The state's reason it is recorded with; null while none is chosen (a problem of the row). */
  reason: Nullable(Type.String()),
  system: StateSystem,
});
export type ImportStockChange = Static<typeof ImportStockChange>;

/** One data row of the file: what importing it would do, the values read and its problems. */
export const ImportPreviewRow = Type.Object({
  line: Type.Integer(),
  action: ImportAction,
  /** The row's values by field, as read from the file. */
  values: Type.Record(Type.String(), Type.String()),
  problems: Type.Array(ImportProblem),
  /** Products: the stock change an existing item's row records as an adjustment; null when it changes none (absent from older Store APIs). */
  stock_change: Type.Optional(Nullable(ImportStockChange)),
});
export type ImportPreviewRow = Static<typeof ImportPreviewRow>;

/** POST /imports/{kind}/preview: the file's headers, each row and every problem (nothing is written). */
export const ImportPreviewAnswer = Type.Object({
  preview: Type.Object({
    kind: ImportKind,
    headers: Type.Array(Type.String()),
    rows: Type.Array(ImportPreviewRow),
    /** Problems of the file or the mapping itself (line 1: the header), then every row's. */
    problems: Type.Array(ImportProblem),
    creates: Type.Integer(),
    updates: Type.Integer(),
    /**
     * Products: how stock changes would be recorded: the state system, its reasons (the location's,
     * as GET /state_reporting/adjustment_reasons answers them; empty where unknown), the reason and
     * note chosen (or the defaults). Absent from older Store APIs and for other kinds.
     */
    stock_adjustment: Type.Optional(Type.Object({
      system: StateSystem,
      reasons: Type.Array(Type.String()),
      reason: Nullable(Type.String()),
      note: Type.String(),
    })),
  }),
});
export type ImportPreviewAnswer = Static<typeof ImportPreviewAnswer>;

/** POST /imports/{kind}: what the import made and changed. */
export const ImportResultAnswer = Type.Object({
  import: Type.Object({ kind: ImportKind, rows: Type.Integer(), created: Type.Integer(), updated: Type.Integer() }),
});
export type ImportResultAnswer = Static<typeof ImportResultAnswer>;

/**
 * 422 of POST /imports/{kind}: nothing was imported. `errors` in the spec's shape, keyed
 * "line N, Column"; `problems` the same, one object each (absent when the request itself was
 * malformed, such as an unknown kind: then `errors` names the field as every 422 does).
 */
export const ImportRefusedBody = Type.Object({
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
  problems: Type.Optional(Type.Array(ImportProblem)),
});
export type ImportRefusedBody = Static<typeof ImportRefusedBody>;

export const ImportMapping = Type.Object({
  kind: ImportKind,
  columns: ImportColumns,
  /** When a manager last saved it; null: never. */
  updated_at: Nullable(Type.String()),
});
export type ImportMapping = Static<typeof ImportMapping>;
export const ImportMappingAnswer = Type.Object({ import_mapping: ImportMapping });
export type ImportMappingAnswer = Static<typeof ImportMappingAnswer>;
export const ImportMappingInput = Type.Object({ import_mapping: Type.Object({ columns: ImportColumns }) });
export type ImportMappingInput = Static<typeof ImportMappingInput>;
