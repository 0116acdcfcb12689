import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Messages shown under the field (the server's 422 reasons or our own). */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}

/** A labelled input; errors sit right under it and are tied to it for screen readers. */
export function Field({ label, errors, hint, className, ...input }: FieldProps) {
  const id = useId();
  const hasErrors = errors !== undefined && errors.length > 0;
  return (
    <div className={`field${hasErrors ? ' field--invalid' : ''}${className === undefined ? '' : ` ${className}`}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={hasErrors || undefined} aria-describedby={hasErrors ? `${id}-errors` : undefined} {...input} />
      {hint !== undefined && !hasErrors && <div className="field__hint">{hint}</div>}
      {hasErrors && <div id={`${id}-errors`} className="field__errors" role="alert">{errors.join(' ')}</div>}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  children: ReactNode;
  /** Messages shown under the choice, as for a Field. */
  errors?: readonly string[] | undefined;
}

export function SelectField({ label, children, errors, className, ...select }: SelectFieldProps) {
  const id = useId();
  const hasErrors = errors !== undefined && errors.length > 0;
  return (
    <div className={`field${hasErrors ? ' field--invalid' : ''}${className === undefined ? '' : ` ${className}`}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={hasErrors || undefined} aria-describedby={hasErrors ? `${id}-errors` : undefined} {...select}>{children}</select>
      {hasErrors && <div id={`${id}-errors`} className="field__errors" role="alert">{errors.join(' ')}</div>}
    </div>
  );
}
