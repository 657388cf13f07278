import type { ReactNode } from 'react';
import { useField } from 'formik';

/** A labelled formik field with its error, wired for screen readers. */
export function Field({
  name,
  label,
  required = false,
  disabled = false,
  type = 'text',
  max,
  options,
  rows,
  hint,
}: {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  max?: string;
  options?: readonly { value: string; label: string }[];
  rows?: number;
  hint?: ReactNode;
}) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    disabled,
    required,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <div className="qce-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {options ? (
        <select {...common}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} max={max} />
      )}
      {hint}
      {invalid && (
        <span id={errorId} role="alert" className="qce-color-danger">
          {meta.error}
        </span>
      )}
    </div>
  );
}
