import { Value } from 'typebox/value';
import { ValidationErrorBody } from '../../../../shared/api/common.ts';
import type { OperationFailure } from '../../../../shared/api/operations.ts';

/** Messages per form field, as the Store API's 422 names them (`sell_price`, `quantity.value`). */
export type FieldRefusals = Record<string, string[]>;

/**
 * Why the Store API did not take a manager's change, in the store's words: the messages that belong
 * next to a field of the form, and one sentence saying what happened and what to do next (with the
 * reasons for fields the form does not show, so none is lost).
 */
export interface Refusal {
  fields: FieldRefusals;
  message: string;
}

/**
 * `formFields`: the fields the form shows; a 422 reason about any other field goes into the sentence.
 * `what`: the record in words ("the product", "this patient").
 */
export function refusalOf(failure: OperationFailure, what: string, formFields: readonly string[]): Refusal {
  switch (failure.kind) {
    case 'rejected': return rejected(failure.status, failure.body, what, formFields);
    case 'unauthorized': return { fields: {}, message: `Your session has ended, so ${what} was not saved. Sign in again, then make the change again.` };
    case 'offline': return { fields: {}, message: `The Store API is unreachable, so ${what} was not saved. Check the store network, then save again.` };
    case 'timeout': return { fields: {}, message: `The Store API did not answer in time. Reload the list to see whether ${what} was saved before saving again.` };
    case 'server-error': return { fields: {}, message: `The Store API had a problem and ${what} was not saved. Wait a moment and save again; if it keeps happening, call Canopy support.` };
    case 'malformed': return { fields: {}, message: `The Store API answered in a way this register does not understand. Reload the list to see whether ${what} was saved, and update the register app.` };
  }
}

function rejected(status: number, body: unknown, what: string, formFields: readonly string[]): Refusal {
  if (status === 422 && Value.Check(ValidationErrorBody, body)) {
    const fields: FieldRefusals = {};
    const elsewhere: string[] = [];
    for (const [field, messages] of Object.entries(body.errors)) {
      const shown = formFieldOf(field, formFields);
      if (shown === null) elsewhere.push(`${humanField(field)} ${messages.join(', ')}`);
      else fields[shown] = [...(fields[shown] ?? []), ...messages];
    }
    const intro = `The Store API did not save ${what}.`;
    const fix = Object.keys(fields).length > 0 ? ' Correct the fields marked below, then save again.' : '';
    return { fields, message: elsewhere.length === 0 ? `${intro}${fix}` : `${intro}${fix} Also: ${elsewhere.join('; ')}.` };
  }
  const reason = errorText(body);
  if (status === 403) return { fields: {}, message: `Only a manager can change ${what}. Sign in as a manager to do it.` };
  if (status === 404) return { fields: {}, message: `${capitalize(what)} is no longer on the Store API (another manager may have removed it). Reload the list.` };
  return { fields: {}, message: `The Store API did not save ${what}${reason === null ? '' : `: ${reason}`}. Correct it and save again.` };
}

/** `quantity.value` belongs to the form's `quantity` field when that is what the form shows. */
function formFieldOf(field: string, formFields: readonly string[]): string | null {
  if (formFields.includes(field)) return field;
  const head = field.split('.')[0] ?? field;
  return formFields.includes(head) ? head : null;
}

const humanField = (field: string): string => field.replaceAll('_', ' ').replaceAll('.', ' ');
const capitalize = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function errorText(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
}
