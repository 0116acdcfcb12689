import type { OperationFailure } from '../../../../shared/api/operations.ts';
import type { StateReportStatus } from '../../../../shared/api/state-reporting.ts';
import { formatAmount } from '../../../ui/format.ts';

/** Where a package of an incoming transfer stands, in the manager's words (the Store API's `status`). */
export function packageStatusWords(status: string): string {
  switch (status) {
    // Metrc documents no call that accepts a transfer: the licensee accepts it in Metrc's own screens.
    case 'waiting_in_metrc': return 'Waiting for acceptance in Metrc';
    case 'ready': return 'Accepted in Metrc: ready to receive';
    case 'received': return 'Received';
    case 'rejected': return 'Rejected';
    case 'rejected_in_metrc': return 'Rejected in Metrc';
    default: return status;
  }
}

/** Where a stock move's report to the state stands, as the sales' panel says it. */
export function reportStatusWords(status: StateReportStatus): string {
  switch (status) {
    case 'waiting': return 'Waiting to be reported';
    case 'reported': return 'Reported';
    case 'needs_attention': return 'Needs attention';
    case 'not_required': return 'Not reported (no state system)';
  }
}

/**
 * A signed quantity as typed ("-1.5", "+2", "−0.25" with a typographic minus) in the form the Store
 * API takes it ("-1.5"); null when it is no number or is zero (an adjustment moves something).
 */
export function signedQuantity(text: string): string | null {
  const typed = text.trim().replace(/^[−–]/, '-').replace(/^\+/, '');
  if (!/^-?\d+(\.\d{1,3})?$/.test(typed)) return null;
  if (Number(typed) === 0) return null;
  return typed.replace(/^(-?)0+(?=\d)/, '$1');
}

/** A variance with its sign always shown (+1 g, −0.5 g, 0 g): a manager reads short and over at a glance. */
export function varianceWords(value: string, unit: number): string {
  const amount = Number(value);
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatAmount(Math.abs(amount), unit)}`;
}

/** How an item is named in a choice: its product, SKU and state package tag (the tag is what Metrc knows it by). */
/** What naming and placing an item reads of it (an InventoryItemV2 has it all). */
export interface PlacedItem { sku: string; package_label: string | null; product: { name: string } | null; inventory_item_places: ReadonlyArray<{ place_id: string }> }

export function itemName(item: Pick<PlacedItem, 'sku' | 'package_label' | 'product'>): string {
  const product = item.product?.name ?? 'No product';
  // An item received from a state package has the tag as its SKU: it is said once.
  if (item.package_label === null || item.package_label === item.sku) return `${product} · ${item.package_label === null ? `SKU ${item.sku}` : item.sku}`;
  return `${product} · SKU ${item.sku} · ${item.package_label}`;
}

/** The items with stock kept at a place (a count sheet lists those), in name order. */
export function itemsAtPlace<T extends PlacedItem>(items: readonly T[], placeId: string): T[] {
  return items.filter((item) => item.product !== null && item.inventory_item_places.some((place) => place.place_id === placeId))
    .sort((a, b) => itemName(a).localeCompare(itemName(b)));
}

/**
 * A 422 about the n-th line of a list the Store API took (`packages[0].product_id`,
 * `lines[3].counted.value`), renamed to the field it is about on one line's form
 * (`product_id`), so it shows at that field. Other failures pass unchanged.
 */
export function forLine(failure: OperationFailure, list: string, index: number): OperationFailure {
  if (failure.kind !== 'rejected' || failure.status !== 422) return failure;
  const body = failure.body;
  if (typeof body !== 'object' || body === null || !('errors' in body) || typeof body.errors !== 'object' || body.errors === null) return failure;
  const prefix = `${list}[${index}].`;
  const errors = Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field.startsWith(prefix) ? field.slice(prefix.length) : field, messages]));
  return { ...failure, body: { ...body, errors } };
}

/** Whether a 422 names a field of the n-th line of `lines`. */
export function lineRefused(failure: OperationFailure, index: number, list = 'lines'): boolean {
  if (failure.kind !== 'rejected' || failure.status !== 422) return false;
  const body = failure.body;
  if (typeof body !== 'object' || body === null || !('errors' in body) || typeof body.errors !== 'object' || body.errors === null) return false;
  return Object.keys(body.errors).some((field) => field.startsWith(`${list}[${index}].`));
}

/**
 * What a count sheet sends: each line whose counted quantity was typed (a blank line was not
 * counted, and is no line: a blind count must never turn an untouched line into a zero). A typed
 * quantity that is not a number is refused at its line before anything is sent.
 */
export function countLines(items: ReadonlyArray<{ id: string; unit: number }>, typed: Readonly<Record<string, string>>):
  { lines: Array<{ inventory_item_id: string; counted: { value: string; unit: number } }>; problems: Record<string, string[]> } {
  const lines: Array<{ inventory_item_id: string; counted: { value: string; unit: number } }> = [];
  const problems: Record<string, string[]> = {};
  for (const item of items) {
    const text = (typed[item.id] ?? '').trim();
    if (text === '') continue;
    if (!/^\d+(\.\d{1,3})?$/.test(text)) problems[item.id] = ['is not a quantity (type it like 3.5, at most three decimals)'];
    else lines.push({ inventory_item_id: item.id, counted: { value: text, unit: item.unit } });
  }
  return { lines, problems };
}
