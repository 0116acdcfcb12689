import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Field, SelectField } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import type { FieldRefusals, Refusal } from './refusal.ts';

/** One input of a back-office form; its `name` is the Store API's field, so a 422 lands on it. */
export type FormFieldSpec =
  | { name: string; label: string; kind: 'text' | 'email' | 'date' | 'money' | 'decimal' | 'pin'; hint?: string }
  /** `wide`: across the form, for choices whose words would be cut in half of it. */
  | { name: string; label: string; kind: 'choice'; options: ReadonlyArray<{ value: string; label: string }>; hint?: string; wide?: boolean }
  | { name: string; label: string; kind: 'yes-no'; hint?: string }
  /** Any number of the options (taxes a type pays): the value is their ids joined by commas. */
  | { name: string; label: string; kind: 'several'; options: ReadonlyArray<{ value: string; label: string }>; hint?: string };

/** What the form holds, as typed: text per field (`yes` or empty for a yes-no). */
export type FormValues = Record<string, string>;

export type SaveOutcome = { ok: true; message: ReactNode } | { ok: false; refusal: Refusal };

interface RecordFormProps {
  title: string;
  fields: readonly FormFieldSpec[];
  initial: FormValues;
  submitLabel: string;
  save(values: FormValues): Promise<SaveOutcome>;
  onCancel?: () => void;
  /** Why saving is not possible now (the Store API unreachable), or null. */
  blocked: string | null;
  /** Empty the form after a save (a new record), or keep what was saved (an edit). */
  clearAfterSave?: boolean;
  children?: ReactNode;
}

/**
 * A manager's form: the Store API's reasons show at the field they name, the outcome in a sentence
 * above the buttons. Enter saves, Escape closes.
 */
export function RecordForm({ title, fields, initial, submitLabel, save, onCancel, blocked, clearAfterSave = false, children }: RecordFormProps) {
  const [values, setValues] = useState<FormValues>(initial);
  const [refused, setRefused] = useState<FieldRefusals>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'problem'; text: ReactNode } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || blocked !== null) return;
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await save(values);
      if (outcome.ok) {
        setRefused({});
        setNotice({ tone: 'success', text: outcome.message });
        if (clearAfterSave) setValues(initial);
      } else {
        setRefused(outcome.refusal.fields);
        setNotice({ tone: 'problem', text: outcome.refusal.message });
      }
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && onCancel !== undefined) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form className="panel panel--raised record-form" aria-label={title} onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate>
      <h3>{title}</h3>
      <div className="record-form__fields">
        {fields.map((field, index) => <FormInput key={field.name} field={field} value={values[field.name] ?? ''} errors={refused[field.name]} onChange={(value) => set(field.name, value)} autoFocus={index === 0} />)}
      </div>
      {children}
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {blocked !== null && <Notice tone="warning">{blocked}</Notice>}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy || blocked !== null}>{busy ? 'Saving…' : submitLabel}</button>
        {onCancel !== undefined && <button type="button" className="button button--quiet" onClick={onCancel}>Close <kbd>Esc</kbd></button>}
      </div>
    </form>
  );
}

function FormInput({ field, value, errors, onChange, autoFocus }: {
  field: FormFieldSpec; value: string; errors: string[] | undefined; onChange: (value: string) => void; autoFocus: boolean;
}) {
  switch (field.kind) {
    case 'choice':
      return (
        <SelectField label={field.label} value={value} onChange={(event) => onChange(event.target.value)} errors={errors} autoFocus={autoFocus} className={field.wide === true ? 'field--wide' : undefined}>
          {field.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </SelectField>
      );
    case 'yes-no':
      return (
        <div className={`field field--check${errors !== undefined && errors.length > 0 ? ' field--invalid' : ''}`}>
          <label><input type="checkbox" checked={value === 'yes'} onChange={(event) => onChange(event.target.checked ? 'yes' : '')} autoFocus={autoFocus} /> {field.label}</label>
          {errors !== undefined && errors.length > 0 && <div className="field__errors" role="alert">{errors.join(' ')}</div>}
          {field.hint !== undefined && <div className="field__hint">{field.hint}</div>}
        </div>
      );
    case 'several': {
      const chosen = new Set(value === '' ? [] : value.split(','));
      const toggle = (option: string, on: boolean) => {
        if (on) chosen.add(option);
        else chosen.delete(option);
        onChange([...chosen].join(','));
      };
      return (
        <fieldset className={`field field--several${errors !== undefined && errors.length > 0 ? ' field--invalid' : ''}`}>
          <legend>{field.label}</legend>
          {field.options.length === 0 && <span className="muted">None to choose from.</span>}
          {field.options.map((option, index) => (
            <label key={option.value}>
              <input type="checkbox" checked={chosen.has(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} autoFocus={autoFocus && index === 0} /> {option.label}
            </label>
          ))}
          {errors !== undefined && errors.length > 0 && <div className="field__errors" role="alert">{errors.join(' ')}</div>}
          {field.hint !== undefined && <div className="field__hint">{field.hint}</div>}
        </fieldset>
      );
    }
    default:
      return (
        <Field
          label={field.label} value={value} errors={errors} hint={field.hint} autoFocus={autoFocus} onChange={(event) => onChange(event.target.value)}
          type={field.kind === 'email' ? 'email' : field.kind === 'date' ? 'date' : field.kind === 'pin' ? 'password' : 'text'}
          inputMode={field.kind === 'money' || field.kind === 'decimal' ? 'decimal' : field.kind === 'pin' ? 'numeric' : undefined}
          autoComplete={field.kind === 'pin' ? 'new-password' : 'off'}
        />
      );
  }
}
