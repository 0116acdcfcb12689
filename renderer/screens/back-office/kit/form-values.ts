import { parseMoney } from '../../../../shared/money.ts';
import type { FormValues, SaveOutcome } from './RecordForm.tsx';
import type { FieldRefusals } from './refusal.ts';

/**
 * Reads a form's typed values into a Store API body, noting what cannot be sent at all (an amount
 * that is not one) at its field, as the Store API would: the manager sees one kind of message.
 */
export class FormReader {
  readonly problems: FieldRefusals = {};
  constructor(private readonly values: FormValues) {}

  text(name: string): string {
    return (this.values[name] ?? '').trim();
  }

  /** Empty means "none": the Store API's null. */
  textOrNull(name: string): string | null {
    const text = this.text(name);
    return text === '' ? null : text;
  }

  yes(name: string): boolean {
    return this.values[name] === 'yes';
  }

  /** Whole cents from "12.50" or "$1,234.50"; null when left empty. */
  centsOrNull(name: string): number | null {
    const text = this.text(name);
    if (text === '') return null;
    const cents = parseMoney(text);
    if (cents === null) this.refuse(name, 'is not an amount (type it like 12.50)');
    return cents;
  }

  cents(name: string): number {
    const cents = this.centsOrNull(name);
    if (cents === null && this.problems[name] === undefined) this.refuse(name, "can't be blank");
    return cents ?? 0;
  }

  /** A decimal as text ("3.5"), the way the Store API takes quantities; null when left empty. */
  decimalOrNull(name: string): string | null {
    const text = this.text(name);
    if (text === '') return null;
    if (!/^\d+(\.\d+)?$/.test(text)) this.refuse(name, 'is not a number (type it like 3.5)');
    return text;
  }

  refuse(name: string, message: string): void {
    this.problems[name] = [...(this.problems[name] ?? []), message];
  }

  /** The refusal to show instead of sending, or null when everything typed can be sent. */
  refusal(what: string): Extract<SaveOutcome, { ok: false }> | null {
    if (Object.keys(this.problems).length === 0) return null;
    return { ok: false, refusal: { fields: this.problems, message: `${what} was not saved. Correct the fields marked below, then save again.` } };
  }
}

/** A record's values as the form shows them: `null` as empty, true as `yes`, cents as 12.50. */
export const shown = {
  text: (value: string | null | undefined): string => value ?? '',
  yes: (value: boolean | null | undefined): string => (value === true ? 'yes' : ''),
};

/** A `several` field's chosen ids. */
export const chosenIds = (text: string | undefined): string[] => (text === undefined || text === '' ? [] : text.split(','));
